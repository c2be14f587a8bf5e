/** The end of the game: who won, why, the rule, and the final Union VP breakdown (R12, R4.5). */
import { lazy, Suspense } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { vpBreakdown, WIN_REASONS, winner } from '../../engine';
import type { Action, GameState } from '../../engine/types';
import { locationName } from '../game/labels';
import { RuleBadge } from '../status/RuleBadge';
import { loadPageStrings } from '../../i18n';

// The story charts load only when a game is over (issue 12 item 5, item 8).
const StoryPanel = lazy(() => loadPageStrings().then(() => import('../story/StoryPanel')));

/** A game's start and the actions played since, when the app recorded them (for the story charts). */
export interface GameRecordForStory { start: GameState; actions: readonly Action[] }

/**
 * The winner's reason in the UI's language: the state keeps the engine's English sentence (saves
 * of every version hold that prose), which names its reason key in `WIN_REASONS`; a sentence this
 * version does not know is shown as it is.
 */
export function winReasonText(t: TFunction, reason: string): string {
  const key = Object.keys(WIN_REASONS).find((k) => WIN_REASONS[k] === reason);
  return key ? t(`gameOver.reason.${key}`) : reason;
}

/**
 * The game-over panel (`data-testid="game-over"`); renders nothing while the game goes on. With
 * `record`, the story of the game in charts follows the VP breakdown.
 */
export function GameOver({ state, record }: { state: GameState; record?: GameRecordForStory | null }) {
  const { t } = useTranslation();
  const won = winner(state);
  if (!won) return null;
  const vp = vpBreakdown(state);
  return (
    <section className={`panel game-over side-${won.side}`} data-testid="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{t('gameOver.title')}</h2>
      <p className="game-over-winner">
        <strong>{t(`gameOver.winners.${won.side}`)}</strong>
      </p>
      <p>
        {winReasonText(t, won.reason)} <RuleBadge rule={won.rule} />
      </p>
      <h3>{t('gameOver.breakdown')}</h3>
      <table className="vp-table">
        <thead>
          <tr>
            <th scope="col">{t('gameOver.location')}</th>
            <th scope="col">{t('gameOver.vp')}</th>
          </tr>
        </thead>
        <tbody>
          {vp.locations.map((l) => (
            <tr key={l.location}>
              <td>{locationName(l.location)}</td>
              <td>{l.vp}</td>
            </tr>
          ))}
          <tr>
            <td>{t('gameOver.blockade')}</td>
            <td>{vp.blockade}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('gameOver.total')}</th>
            <td><strong>{vp.total}</strong></td>
          </tr>
        </tfoot>
      </table>
      {record && (
        <Suspense fallback={null}>
          <StoryPanel start={record.start} actions={record.actions} />
        </Suspense>
      )}
    </section>
  );
}
