/**
 * The end of the game (R12, R4.5, issue 12 item 5): a full-size screen over the game with who won,
 * why, the rule (a link to it on the Rules page), the final Union VP breakdown and the story of the
 * game in charts. Closed, it leaves the final map in view and a small card in the side panel that
 * opens it again.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { vpBreakdown, WIN_REASONS, winner } from '../../engine';
import type { Action, GameState, Winner } from '../../engine/types';
import { Dialog } from '../dialogs/Dialog';
import { locationName } from '../game/labels';
import { RuleBadge } from '../status/RuleBadge';
import { loadPageStrings } from '../../i18n';

// The story charts load only when a game is over (issue 12 item 5, item 8).
const StoryPanel = lazy(() => loadPageStrings().then(() => import('../story/StoryPanel')));

/** A game's start and the actions played since, when the app recorded them (for the story charts). */
export interface GameRecordForStory { start: GameState; actions: readonly Action[] }

/**
 * The winner's reason in the UI's language: the state keeps the reason's key in `WIN_REASONS` and
 * its arguments (the clock's `needs`, from the game's ruleset); the English of an old save that
 * matched no key is shown as it is.
 */
export function winReasonText(t: TFunction, won: Pick<Winner, 'reason' | 'args'>): string {
  return WIN_REASONS[won.reason] !== undefined ? t(`gameOver.reason.${won.reason}`, { ...won.args }) : won.reason;
}

/** The address of a rule on the Rules page (its item's anchor there). */
export function ruleHref(rule: string): string {
  return `#rule-${rule}`;
}

/** Props of `GameOver`. */
export interface GameOverProps {
  state: GameState;
  /** The game's record, for the story charts (none: no charts). */
  record?: GameRecordForStory | null;
  /**
   * The rule also as a link that reads "Read rule …" (false: a badge only). Only its address opens the
   * Rules page, as a rule badge's does (App.tsx): that page then records where it was opened from,
   * so that Back returns to the game (random-input audit: the link opened the page itself first, and Back did nothing).
   */
  ruleLink?: boolean;
}

/** The winner, the reason and its rule. */
function Verdict({ state, ruleLink }: Pick<GameOverProps, 'state' | 'ruleLink'>) {
  const { t } = useTranslation();
  const won = winner(state)!;
  return (
    <>
      <p className="game-over-winner">
        <strong>{t(`gameOver.winners.${won.side}`)}</strong>
      </p>
      <p className="game-over-reason">
        {winReasonText(t, won)} <RuleBadge rule={won.rule} />{' '}
        {ruleLink && <a href={ruleHref(won.rule)} data-testid="game-over-rule">{t('gameOver.readRule', { rule: won.rule })}</a>}
      </p>
    </>
  );
}

/** The final Union VP, place by place, and the Blockade track (R4.5). */
function Breakdown({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const vp = vpBreakdown(state);
  return (
    <>
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
    </>
  );
}

/**
 * The card's button that opens the game-over screen again (`game-over-open`). The card appears
 * as the screen closes, so the button takes the focus then (`focus`) (QA: the focus fell to the page's body,
 * as the button that opened the screen had gone in that render). An effect, not a ref: it runs after
 * the closing dialog hands the focus back.
 */
function ReopenButton({ onClick, label, focus }: { onClick(): void; label: string; focus: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  // Only as the screen closes: the card shown again with the game page leaves the focus where it is (the header's Game).
  useEffect(() => void (focus && button.current?.focus()), [focus]);
  return <button ref={button} type="button" data-testid="game-over-open" onClick={onClick}>{label}</button>;
}

/**
 * The finished games whose screen was closed, by their final state (the same object while that game
 * is shown; the next end after an Undo is another): closed, it stays closed when the game page shows
 * again, after another page or a rule and Back, until the card opens it (random-input audit: it
 * opened each time). Kept for the page's life: a reload or an import shows the finished game anew,
 * its result first, as a game opened at its end would.
 */
const closedAt = new WeakSet<GameState>();

/**
 * The game-over screen (`game-over-screen`, a full-size dialog holding `game-over`) while open;
 * closed (`game-over-close`, Escape), the side panel's card (`game-over`, `game-over-open`).
 * Renders nothing while the game goes on.
 */
export function GameOver({ state, record, ruleLink }: GameOverProps) {
  const { t } = useTranslation();
  const [open, show] = useState(() => !closedAt.has(state));
  const [closedHere, setClosedHere] = useState(false);
  const setOpen = (to: boolean) => {
    if (to) closedAt.delete(state);
    else closedAt.add(state);
    setClosedHere(!to);
    show(to);
  };
  const won = winner(state);
  if (!won) return null;
  if (!open) {
    return (
      <section className={`panel game-over side-${won.side}`} data-testid="game-over" aria-labelledby="game-over-title">
        <h2 id="game-over-title">{t('gameOver.title')}</h2>
        <Verdict state={state} ruleLink={ruleLink} />
        <ReopenButton onClick={() => setOpen(true)} label={t('gameOver.open')} focus={closedHere} />
      </section>
    );
  }
  return (
    <Dialog title={t('gameOver.title')} onCancel={() => setOpen(false)} testId="game-over-screen" className="dialog--full">
      <div className="game-over-screen-body">
        <section className={`game-over side-${won.side}`} data-testid="game-over" aria-label={t('gameOver.title')}>
          <Verdict state={state} ruleLink={ruleLink} />
          <Breakdown state={state} />
        </section>
        {record && (
          <Suspense fallback={null}>
            <StoryPanel start={record.start} actions={record.actions} />
          </Suspense>
        )}
      </div>
      <div className="button-row">
        <button type="button" data-testid="game-over-close" data-autofocus onClick={() => setOpen(false)}>{t('gameOver.close')}</button>
      </div>
    </Dialog>
  );
}
