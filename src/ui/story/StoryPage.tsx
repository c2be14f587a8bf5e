/**
 * The Story page (header, issue 12 item 5): the charts of the game so far, at any time, replayed
 * from the store's game record. Loaded lazily with the charts.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../store/StoreContext';
import { storyInputOf } from './fromRecord';
// A sandbox game's record begins at a scenario: the page must be able to replay it.
import '../store/scenarioOrigins';
import StoryPanel from './StoryPanel';

/** The page (`data-testid="story-page"`). */
export default function StoryPage() {
  const { t } = useTranslation();
  const record = useGame((s) => s.record);
  // A finished game's story is the whole war's, not the story "so far" (QA).
  const over = useGame((s) => s.game.winner !== null);
  const input = useMemo(() => storyInputOf(record), [record]);
  return (
    <article className="page story-page" data-testid="story-page">
      <h2 data-testid="story-page-title">{t(over ? 'story.pageTitleOver' : 'story.pageTitle')}</h2>
      <p>{t('story.pageIntro')}</p>
      {input && <StoryPanel start={input.start} actions={input.actions} />}
    </article>
  );
}
