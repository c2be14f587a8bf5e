/** The map and the tracks: components drawn from a PlayerView and the static board data. */
export { BoardMap, type BoardMapProps, type MapTarget } from './BoardMap';
export { Tracks, BlockadeTrack, EuropeTrack, type TracksProps } from './Tracks';
