/**
 * The always-visible status bar: turn, who decides what, actions taken, Union VP, the next
 * reshuffle check, and each side's card counts and I/II piles. It shows only public facts
 * (counts), so it is the same for every viewer, the hand-off screen included.
 */
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clockStatus, victoryPoints } from '../../engine';
import type { Side } from '../../engine/types';
import { listText, locationName, sideName } from '../game/labels';
import { displayRules } from '../game/rules';
import type { Screen } from '../game/useScreen';
import { clockText } from './clockText';
import { RuleBadge } from './RuleBadge';
import { RuleText } from './RuleText';
import { useShrinkToFit } from './useShrinkToFit';
import { lazyPart } from '../layout/lazyPart';

// A ruleset other than the rulebook's is named just after the first paint, with the pages' strings that hold the names.
const RulesetLabel = lazyPart(() => import('./RulesetLabel').then((m) => m.RulesetLabel));

const SIDES: Side[] = ['union', 'confederate'];

/** A small robot drawn beside a side the bot plays, named `name` ("bot, easy") for screen readers and on hover; needs no font. */
function BotMark({ side, name }: { side: Side; name: string }) {
  return (
    <svg className="bot-mark" data-testid={`bot-mark-${side}`} viewBox="0 0 10 10" width="0.9em" height="0.9em" role="img" aria-label={name}>
      <title>{name}</title>
      <path d="M5 0.3 V2 M1.2 2.2 H8.8 V8.6 H1.2 Z M0.3 4.6 V6.6 M9.7 4.6 V6.6" />
      <circle cx="3.4" cy="4.6" r="0.9" />
      <circle cx="6.6" cy="4.6" r="0.9" />
      <path d="M3.2 7 H6.8" />
    </svg>
  );
}

/** The status bar (`data-testid="status-bar"`). */
export function StatusBar({ screen }: { screen: Screen }) {
  const { t } = useTranslation();
  const { state, view, decision } = screen;
  const clock = clockStatus(state);
  const sidesRow = useRef<HTMLDivElement>(null);
  // The first line too (QA: at 1024 px a long decision was cut; the bar keeps one height, styles.css).
  const mainRow = useRef<HTMLDivElement>(null);
  /** "Hand 6 (hand size 6)" (R3.2). */
  const handWords = (count: number, size: number) => `${t('status.hand', { count })} (${t('status.handSize', { size })})`;
  useShrinkToFit(sidesRow);
  useShrinkToFit(mainRow);
  const variants = [view.variants.passThroughContested && 'E1', view.variants.openDiscards && 'E16'].filter(Boolean) as string[];
  /** The side's name in words, marked when the bot plays it: "Confederate (bot, easy)". */
  const playerSideName = (side: Side) => {
    const player = screen.players[side];
    return player.kind === 'bot' ? t('players.botSide', { side: sideName(t, side), level: t(`players.level.${player.level}`) }) : sideName(t, side);
  };
  /** The side's name for the card counts: a small robot instead of the words when the bot plays it. */
  const sideLabel = (side: Side) => {
    const player = screen.players[side];
    if (player.kind !== 'bot') return sideName(t, side);
    return <>{sideName(t, side)} <BotMark side={side} name={t('players.botMark', { level: t(`players.level.${player.level}`) })} /></>;
  };
  /** Who decides what, and where: "Deciding: Confederate: defender's response — Manassas". */
  const deciding = decision ? `${t('status.deciding', { side: playerSideName(decision.side) })}: ${t(`status.decision.${decision.kind}`)}${decision.location ? ` — ${locationName(decision.location)}` : ''}` : undefined;
  return (
    <section className="status-bar" data-testid="status-bar" aria-label={t('status.label')} tabIndex={-1}>
      <div className="status-main">
        <div className="status-line" ref={mainRow}>
          <span className="status-turn">{t('status.turn', { turn: view.turn })}</span>
          <span className={`side-chip side-${view.active}`}>{t('status.active', { side: sideName(t, view.active) })}</span>
          {decision ? (
            // Its whole text as a tooltip too: a narrow or projector screen cuts it with an ellipsis (QA, Russian at 1280×720).
            <span className="status-decision" data-testid="status-decision" title={deciding}>{deciding}</span>
          ) : (
            <span className="status-decision">{t('status.gameOver')}</span>
          )}
          {decision?.kind === 'action' && (
            <span data-testid="status-actions">
              {t('status.actions', { taken: decision.actionsTaken ?? view.actionsTaken, of: displayRules().constants.actionsPerTurn })}
              {decision.mayEndTurn ? ` (${t('status.mayEndTurn')})` : ''}
            </span>
          )}
          <span className="status-vp" data-testid="status-vp">
            {t('status.vp', { vp: victoryPoints(state) })} <RuleBadge rule="R4.5" />
          </span>
        </div>
        <div className="status-line">
          <span className="status-clock" data-testid="status-clock">
            {clockText(t, clock)} {clock.nextCheck && <RuleBadge rule={clock.nextCheck.rule} />}
          </span>
          {view.ruleset.id !== 'default' && <Suspense fallback={null}><RulesetLabel ruleset={view.ruleset} /></Suspense>}
          {(variants.length > 0 || view.ruleset.id === 'default') && (
            <span className="status-variants">{variants.length ? <RuleText text={t('status.variants', { list: listText(variants) })} /> : t('status.variantsNone')}</span>
          )}
        </div>
      </div>
      <div className="status-sides" ref={sidesRow}>
        {SIDES.map((side) => {
          const s = view.sides[side];
          return (
            <div key={side} className={`status-side side-${side}`} data-testid={`status-${side}`}>
              <strong>{sideLabel(side)}</strong>
              {/* "Hand 6/6" on screen; screen readers and the tooltip get the words. */}
              <span title={handWords(s.handCount, s.handSize)}>
                <span aria-hidden="true">{t('status.handOf', { count: s.handCount, size: s.handSize })}</span>
                <span className="visually-hidden">{handWords(s.handCount, s.handSize)}</span>
              </span>
              <span>{t('status.draw', { count: s.drawCount })}</span>
              <span>{t('status.discard', { count: s.discardCount })}</span>
              <span>{t('status.removed', { count: s.removedCount })}</span>
              <span>{s.reshuffles >= 1 ? t('status.pileAdded', { pile: 'I' }) : t('status.pileWaiting', { pile: 'I', count: s.pileICount })}</span>
              <span>{s.reshuffles >= 2 ? t('status.pileAdded', { pile: 'II' }) : t('status.pileWaiting', { pile: 'II', count: s.pileIICount })}</span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
