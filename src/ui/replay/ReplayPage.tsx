/**
 * The Replay page (header button **Replay**, issue 10 item 1): the current game position by
 * position, rebuilt from its record (`timeline.ts`). A slider named "Game position", Start /
 * Back / Forward / End, a turn to jump to and the arrow keys move through it; the map, the
 * tracks, the piles, the battle reveal and the log follow the position, drawn from the engine's
 * `viewFor` for the chosen viewpoint (`viewpoint.ts`). *Play from here* branches a sandbox game
 * (issue 10 item 2). Loaded lazily (React.lazy): it is not needed at first paint.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decision } from '../../engine';
import type { Side } from '../../engine/types';
import { EMPTY_BUILDER } from '../builder/builder';
import { useReplaceSandbox } from '../dialogs/useReplaceSandbox';
import { battleReportEntries } from '../combat/battleReport';
import { CombatPanel } from '../combat/CombatPanel';
import { errorText } from '../game/errorText';
import { cardName, listText, sideName } from '../game/labels';
import { screenOf } from '../game/useScreen';
import { Piles } from '../hand/Piles';
import { GameLog } from '../log/GameLog';
import { BoardMap, Tracks } from '../map';
import { useGame } from '../store/StoreContext';
import { MovingCounter } from '../narration/MovingCounter';
import { NarrationCaption } from '../narration/NarrationCaption';
import { BATTLE_REVEAL_MS, BOT_DELAY_MS, BOT_SPEEDS, type BotSpeed } from '../store/players';
import { ReportProblem } from './ReportProblem';
import { stepsFor } from './steps';
import { buildTimeline, turnStartIndex } from './timeline';
import { agreedToShow, allowedViewpoints, keepsSecrets, noteShown, viewpointOptions, viewsAt, type Viewpoint } from './viewpoint';

const SIDES: Side[] = ['union', 'confederate'];

/** The page (`data-testid="replay-page"`). */
export default function ReplayPage() {
  const { t } = useTranslation();
  const record = useGame((s) => s.record);
  const game = useGame((s) => s.game);
  const players = useGame((s) => s.players);
  const personPlayed = useGame((s) => s.personPlayed);
  const confirmedSide = useGame((s) => s.ui.confirmedSide);
  // Behind the hand-off of a raid let happen at once (X22) nobody's hand shows here either, nor the raid's discards.
  const raided = useGame((s) => s.ui.raided);
  const readOnly = useGame((s) => s.ui.readOnly);
  const branch = useGame((s) => s.branch);
  const replace = useReplaceSandbox();
  const timeline = useMemo(() => buildTimeline(record), [record]);
  const [index, setIndex] = useState<number | null>(null); // null: follow the newest position

  const live = useMemo(() => screenOf(game, confirmedSide, EMPTY_BUILDER, players, raided), [game, confirmedSide, players, raided]);
  const liveViewer = live.viewer;
  // The Position editor's agreement to show the whole position opens Everything here too (QA).
  const allowed = allowedViewpoints({ over: game.winner !== null, sandbox: record.sandbox === true, players, personPlayed, viewer: liveViewer, agreed: agreedToShow(record.origin) });
  const [chosen, setChosen] = useState<Viewpoint | null>(null);
  const viewpoint = chosen !== null && allowed.includes(chosen) ? chosen : allowed[0];
  // A hand the live screen hides, shown in a game that keeps secrets (agreed): a trace the other player reads at each hand-off (ShownNotice).
  const peeks = viewpoint !== 'observer' && viewpoint !== liveViewer && keepsSecrets({ over: game.winner !== null, sandbox: record.sandbox === true, players, personPlayed });
  useEffect(() => {
    if (peeks) noteShown(record.origin, game.turn);
  }, [peeks, record.origin, game.turn]);

  // X22: the steps this viewpoint goes through, a raid let happen after being asked folded into the
  // raid's own step for a viewer who may not see the raided hand. `index` and `at` are positions of
  // the timeline (the record's actions before them); `n` and `steps.last` are what the page counts.
  const steps = stepsFor(record, timeline, viewpoint);
  const last = timeline.last;
  const n = steps.stepOf(index === null ? last : index);
  const at = steps.positions[n]!;
  const state = timeline.positionAt(at);
  const previous = n > 0 ? timeline.positionAt(steps.positions[n - 1]!) : null;
  const shown = viewsAt(state, viewpoint);
  const { hands } = shown;
  // X22: behind the hand-off of a raid let happen at once, the newest position seen from the live
  // screen's viewer is what that hand-off shows (the discards not yet made, the raided side to
  // answer), as after an asked raid: else Replay would tell the raider that the other hand held no
  // Cavalry Raid. Once the raided side holds the screen, its own view shows its loss, as the game does.
  // The newest position is the live game's (the store's record leads to it) unless the record broke.
  // Against the bot, likewise while the bot takes its time to answer (botDriver.ts).
  const held = raided !== null && (live.handoff || live.botDeciding) && viewpoint === liveViewer && at === last && !timeline.broken;
  const view = held ? live.view : shown.view;
  // The battle report shows at the position whose step revealed the battle (X16).
  const lastBattle = battleReportEntries(state, previous ? previous.log.length : 0);
  const turn = timeline.turns[at];
  // Who decides at this position, from the engine: the defender answering an attack (R7.3), the side
  // losing counters (R7.7) or retreating (R9) is not always the side whose turn it is (R3.1).
  const decider = held ? live.decision : decision(state);

  // Narration (issue 12 item 3): the caption and the moving counter tell the step to this position;
  // Play goes forward one position at a time at the chosen speed, a battle's reveal held longer.
  const [narrate, setNarrate] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<BotSpeed>('narrate');
  const before = previous ? viewsAt(previous, viewpoint).view : null;
  const revealed = previous !== null && state.lastBattle !== null && state.lastBattle !== previous.lastBattle;
  const waitMs = Math.max(BOT_DELAY_MS[speed], revealed ? BATTLE_REVEAL_MS[speed] : 0);
  const stepsLeft = n < steps.last;
  // Reaching the last position ends playback: Play is no longer pressed, and going back (Start,
  // Back, the slider, the keys) shows an earlier position without starting it again.
  const go = (i: number) => {
    const to = Math.max(0, Math.min(steps.last, i));
    setIndex(to === steps.last ? null : steps.positions[to]!);
    if (to === steps.last) setPlaying(false);
    return to;
  };
  const slider = useRef<HTMLInputElement>(null);
  /**
   * A step button's move: at the first or the last position the button pressed disables itself,
   * which would drop the keyboard's focus to the page (keyboard QA): it goes to the slider instead.
   */
  const step = (i: number) => {
    const to = go(i);
    if (to === 0 || to === steps.last) slider.current?.focus();
  };
  useEffect(() => {
    if (!playing || !stepsLeft) return;
    const timer = setTimeout(() => {
      setIndex(n + 1 >= steps.last ? null : steps.positions[n + 1]!);
      if (n + 1 >= steps.last) setPlaying(false);
    }, waitMs);
    return () => clearTimeout(timer);
  }, [playing, stepsLeft, n, steps, waitMs]);

  // The arrow keys (and Home / End) step through the game wherever the focus is on the page, except
  // in a form field, which has its own keys, and where another control already used the key (the map).
  useEffect(() => {
    const to = (i: number) => {
      const clamped = Math.max(0, Math.min(steps.last, i));
      setIndex(clamped === steps.last ? null : steps.positions[clamped]!);
      if (clamped === steps.last) setPlaying(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as Element | null;
      if (target && target.closest('input, select, textarea, [role="dialog"]')) return;
      if (e.key === 'ArrowLeft') to(n - 1);
      else if (e.key === 'ArrowRight') to(n + 1);
      else if (e.key === 'Home') to(0);
      else if (e.key === 'End') to(steps.last);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [n, steps]);

  return (
    <article className="page replay-page" data-testid="replay-page" aria-labelledby="replay-title">
      <h2 id="replay-title">{t('replay.title')}</h2>
      {record.origin.kind === 'loaded' && (
        <p className="notice" data-testid="replay-partial">{t('replay.partial', { turn: timeline.turns[0] })}</p>
      )}
      {timeline.broken && (
        <p className="warning" role="alert" data-testid="replay-broken">
          {t('replay.broken', { index: steps.stepOf(timeline.broken.index) + 1, message: errorText(t, timeline.broken) })}
        </p>
      )}
      <div className="replay-controls" role="group" aria-label={t('replay.controls')}>
        <button type="button" data-testid="replay-start" onClick={() => step(0)} disabled={n === 0}>{t('replay.start')}</button>
        <button type="button" data-testid="replay-back" onClick={() => step(n - 1)} disabled={n === 0}>{t('replay.back')}</button>
        <input
          ref={slider}
          type="range"
          className="replay-slider"
          data-testid="replay-slider"
          aria-label={t('replay.position')}
          aria-valuetext={t('replay.positionText', { index: n, last: steps.last, turn })}
          min={0}
          max={steps.last}
          step={1}
          value={n}
          onChange={(e) => go(Number(e.target.value))}
        />
        <button type="button" data-testid="replay-forward" onClick={() => step(n + 1)} disabled={n === steps.last}>{t('replay.forward')}</button>
        <button type="button" data-testid="replay-end" onClick={() => step(steps.last)} disabled={n === steps.last}>{t('replay.end')}</button>
        <label>
          {t('replay.jumpTurn')}{' '}
          <select data-testid="replay-turn" value={turn} onChange={(e) => go(steps.stepOf(turnStartIndex(timeline, Number(e.target.value))))}>
            {timeline.turnStarts.map((s) => (
              <option key={s.index} value={s.turn}>{t('replay.turnOption', { turn: s.turn })}</option>
            ))}
          </select>
        </label>
        <button
          type="button" data-testid="replay-play" aria-pressed={playing} disabled={!playing && !stepsLeft}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? t('replay.pause') : t('replay.play')}
        </button>
        <label>
          {t('replay.speed')}{' '}
          <select data-testid="replay-speed" value={speed} onChange={(e) => setSpeed(e.target.value as BotSpeed)}>
            {BOT_SPEEDS.map((v) => <option key={v} value={v}>{t(`bot.speeds.${v}`)}</option>)}
          </select>
        </label>
        <label>
          <input type="checkbox" data-testid="replay-narrate" checked={narrate} onChange={(e) => setNarrate(e.target.checked)} />{' '}
          {t('replay.narrate')}
        </label>
        <label>
          {t('replay.viewpoint')}{' '}
          <select data-testid="replay-viewpoint" value={viewpoint} onChange={(e) => setChosen(e.target.value as Viewpoint)}>
            {viewpointOptions(allowed).map((v) => (
              <option key={v} value={v} disabled={!allowed.includes(v)}>{t(`replay.viewpoints.${v}`)}</option>
            ))}
          </select>
        </label>
      </div>
      <p className="replay-where" data-testid="replay-where" aria-live="polite">
        {t(decider === null ? 'replay.whereEnd' : decider.kind === 'action' ? 'replay.where' : 'replay.whereDecide', {
          index: n, last: steps.last, turn, side: decider ? sideName(t, decider.side) : '',
        })}
        {state.winner && ` ${t('replay.over', { side: sideName(t, state.winner.side) })}`}
      </p>
      {replace.dialog}
      {/* The map takes the height left under the controls (styles.css): what explains the page goes beside it. */}
      <div className="replay-layout">
        <div className="board-area" aria-label={t('replay.board')}>
          <BoardMap view={view}>
            {narrate && n > 0 && <MovingCounter view={view} before={before} durationMs={Math.min(1500, Math.round(BOT_DELAY_MS[speed] * 0.6))} />}
          </BoardMap>
        </div>
        <aside className="side-panel" aria-label={t('replay.details')}>
          <Tracks view={view} />
          <div className="side-scroll">
            <div className="replay-branch">
              <div className="button-row">
                <button type="button" data-testid="replay-branch" disabled={readOnly} onClick={() => replace.start(() => void branch(state, { origin: record.origin, actions: record.actions.slice(0, at) }))}>
                  {t('replay.branch')}
                </button>
                <span className="hint">{t('replay.branchHint')}</span>
              </div>
              {!allowed.includes('everything') && <p className="hint">{t('replay.everythingLater')}</p>}
            </div>
            {narrate && <NarrationCaption view={view} before={before} reserve />}
            <CombatPanel view={view} lastBattle={lastBattle} />
            {SIDES.filter((s) => hands[s]).map((s) => (
              <section key={s} className="panel" data-testid={`replay-hand-${s}`}>
                <h3>{t('replay.hand', { side: sideName(t, s) })}</h3>
                <p>{listText(hands[s]!.map(cardName)) || '—'}</p>
              </section>
            ))}
            <Piles view={view} />
            <GameLog log={view.log} />
            <ReportProblem shown={at < last ? { game: state, record: { ...record, actions: record.actions.slice(0, at) } } : undefined} />
          </div>
        </aside>
      </div>
    </article>
  );
}
