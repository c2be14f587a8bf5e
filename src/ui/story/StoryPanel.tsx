/**
 * The story of the game in pictures (issue 12 item 5), for the game-over screen: replays the
 * game's record once (memoised) and draws its charts. Loaded lazily with the charts.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, GameState } from '../../engine/types';
import StoryCharts from './StoryCharts';
import { storyOf } from './timeline';

/** The charts of a game that began at `start` and went on with `actions`. */
export default function StoryPanel({ start, actions }: { start: GameState; actions: readonly Action[] }) {
  const { t } = useTranslation();
  const story = useMemo(() => storyOf(start, actions), [start, actions]);
  return (
    <section className="story" aria-labelledby="story-title" data-testid="story">
      <h3 id="story-title">{t('story.title')}</h3>
      <StoryCharts story={story} />
    </section>
  );
}
