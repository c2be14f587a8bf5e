/** This edition's board and deck data and their types (board.md, decks.md). */
export * from './types';
export * from './board';
export * from './decks';
// Not './provenance': the About page imports it itself, so it stays out of the first paint.
