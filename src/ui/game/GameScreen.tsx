/**
 * The game page: the status bar always; then either the hand-off screen (nothing secret shown)
 * or the map with the side panel (tracks; then bots, game over, action builder, hand, battle,
 * log; the battle before the hand while casualties are chosen) rendered from the viewer's own
 * view (see `useScreen`). The page itself does not scroll on a laptop or a projector: the map is
 * as large as the height allows, the tracks stay at the top of the side panel, and the rest of
 * the side panel scrolls on its own.
 */
import { Suspense, useMemo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationId } from '../../engine/types';
import { ActionBuilder } from '../builder/ActionBuilder';
import { mapStage, type BuilderStatus, type Target } from '../builder/builder';
import { NONE, STEPS, unitsOf } from '../builder/steps';
import { battleCount } from '../combat/battlesSeen';
import { Hand } from '../hand/Hand';
import { HandoffScreen } from '../handoff/HandoffScreen';
import { BoardMap } from '../map/BoardMap';
import { StatusBar } from '../status/StatusBar';
import { storyInputOf } from '../story/fromRecord';
import { BOT_DELAY_MS, isBot } from '../store/players';
import { useGame } from '../store/StoreContext';
import { freshPressOnly } from './keys';
import { useFocusNext } from './useFocusNext';
import { useScreen } from './useScreen';
import { lazyPart } from '../layout/lazyPart';

// Shown only when a bot plays or once the game is over: loaded then, out of the first-paint budget.
// The narration's caption is shown only while two bots play, the moving counter whenever a bot plays: loaded then, outside the first-paint bundle.
const NarrationCaption = lazyPart(() => import('../narration/NarrationCaption').then((m) => m.NarrationCaption));
const MovingCounter = lazyPart(() => import('../narration/MovingCounter').then((m) => m.MovingCounter));
const BotPanel = lazyPart(() => import('../bot/BotPanel').then((m) => m.BotPanel));
const GameOver = lazyPart(() => import('../gameover/GameOver').then((m) => m.GameOver));
// The tracks are drawn just after the first paint, as the map's key and geography are, with their strings (first-paint budget, issue 11).
const Tracks = lazyPart(() => import('../map/Tracks').then((m) => m.Tracks));
// The piles and the log sit below the hand: drawn just after the first paint (first-paint budget, issue 11).
const Piles = lazyPart(() => import('../hand/Piles').then((m) => m.Piles));
const GameLog = lazyPart(() => import('../log/GameLog').then((m) => m.GameLog));
// What happened, for screen readers: drawn just after the first paint, then kept through every hand-off.
const LiveLog = lazyPart(() => import('../log/LiveLog').then((m) => m.LiveLog));
// Renders nothing until the first battle or raid (it finds the viewer's raid loss itself: first-paint budget).
const CombatPanel = lazyPart(() => import('../combat/CombatPanel').then((m) => m.CombatPanel));
// At a hand-off: that the whole position was shown in this game, and when (replay/viewpoint.ts `noteShown`).
const ShownNotice = lazyPart(() => import('../replay/ShownNotice').then((m) => m.ShownNotice));
// Shown only when a person has a battle to catch up on (issue 11 item 3).
const UnseenBattles = lazyPart(() => import('../combat/PastBattles').then((m) => m.UnseenBattles));
// The selected place's history, drawn just after the first paint (first-paint budget, issue 11 item 7).
const PlaceHistory = lazyPart(() => import('../history/PlaceHistory').then((m) => m.PlaceHistory));
// The Suggest panel (issue 11 item 7), for a person's decision: drawn just after the first paint.
// Loaded with the pages' strings; drawn only while ending the turn as things stand would lose the game.
const TurnDanger = lazyPart(() => import('./TurnDanger').then((m) => m.TurnDanger));
const SuggestPanel = lazyPart(() => import('../suggest/SuggestPanel').then((m) => m.SuggestPanel));

/** The map targets of the builder's current step (map steps, and the two halves of a half step). */
function targetsOf(status: BuilderStatus, picks: Record<string, string>): Target[] | undefined {
  // Direct play (issue 11 item 1): an army's destinations; a picked card's deploy places.
  if (status.phase === 'army' || (status.phase === 'uses' && status.targets.length)) return status.targets;
  if (status.phase !== 'step') return undefined;
  if (status.step.kind === 'map') return status.targets;
  if (status.step.kind === 'half' && status.step.locationStep) {
    const location = picks[status.step.locationStep] as LocationId;
    return status.values.filter((v) => v !== NONE).map((half) => ({ location, half: half as Target['half'] }));
  }
  return [];
}

/** The game page. */
export function GameScreen() {
  const { t } = useTranslation();
  const screen = useScreen();
  const builder = useGame((s) => s.ui.builder);
  const selectedLocation = useGame((s) => s.ui.selected);
  const mapSelect = useGame((s) => s.mapSelect);
  const explainRefusal = useGame((s) => s.explainRefusal);
  const cancel = useGame((s) => s.cancel);
  const { status, view, decision } = screen;
  // Battles this person has not seen yet: in full at their hand-off, then as a notice above the decision until they act (QA).
  const fought = useMemo(() => battleCount(screen.state.log), [screen.state.log]);
  const seen = useGame((s) => s.ui.battlesSeen[(screen.handoff || screen.shared) && screen.decider ? screen.decider : screen.viewer]);
  const unseen = fought > seen && (
    <Suspense fallback={null}>
      <UnseenBattles from={seen} to={fought} log={view.log} full={screen.handoff} />
    </Suspense>
  );
  const welcome = useGame((s) => s.ui.welcome !== null);
  // A suggestion shows on the map while no action is being built: its place and its units (issue 11 item 7).
  const hint = useGame((s) => (s.ui.suggestion?.for === s.game && !s.ui.builder.type ? s.ui.suggestion : null));

  // The story charts of a finished game replay its record (issue 12 item 5): only once it is over.
  const record = useGame((s) => s.record);
  // Bot against bot: a caption the class can read (issue 12 item 3).
  const narrate = useGame((s) => isBot(s.players, 'union') && isBot(s.players, 'confederate'));
  const hasBot = useGame((s) => isBot(s.players, 'union') || isBot(s.players, 'confederate'));
  // The moving counter takes most of the time between two of the bots' actions, up to 1.5 s.
  const moveMs = useGame((s) => Math.min(1500, Math.round(BOT_DELAY_MS[s.bot.speed] * 0.6)));
  const over = screen.state.winner !== null;
  const story = useMemo(() => (over ? storyInputOf(record) : null), [over, record]);
  const layout = useRef<HTMLDivElement>(null);
  // After a pick the focus goes to the next thing to decide (issue 11 item 5); the game's log length
  // marks each action, the viewer each hand-off confirmed (the hand-off's button goes with it, WCAG 2.4.3).
  useFocusNext(layout, status, builder, [screen.state.log.length, screen.viewer]);
  // The live region stays at one place of the page's tree through every hand-off, so it is never drawn anew.
  const live = (
    <Suspense fallback={null}>
      <LiveLog log={view.log} />
    </Suspense>
  );

  // The welcome screen opens over the map (issue 11 item 6): the hand-off waits behind it.
  if (screen.handoff && decision && !welcome) {
    return (
      <div className="game-screen" onKeyDownCapture={freshPressOnly}>
        <StatusBar screen={screen} />
        <HandoffScreen decision={decision} turn={view.turn}>{unseen}<Suspense fallback={null}><ShownNotice /></Suspense></HandoffScreen>
        {live}
      </div>
    );
  }

  // Ready after a map pick, the map still offers that step's places (`mapStage`).
  const targets = targetsOf(mapStage(screen.legal, builder, status, screen.ctx)[1], builder.picks);
  const building = builder.type ? STEPS[builder.type].filter((s) => s.kind === 'map' && builder.picks[s.id] && builder.picks[s.id] !== NONE) : [];
  const selected = building.length ? (builder.picks[building[building.length - 1].id] as LocationId) : builder.origin ?? selectedLocation ?? hint?.location ?? null;
  const action = status.phase === 'ready' ? status.action : status.phase === 'options' ? status.chosen : null;
  const battle = (
    <Suspense fallback={null}>
      <CombatPanel view={view} lastBattle={null} live shared={screen.shared} />
    </Suspense>
  );
  // Choosing casualties, the loser reads the reveal they follow from without scrolling (QA): the battle before the hand.
  const revealFirst = decision?.kind === 'casualties';
  // Escape backs out of a half-built action, as its Cancel button does (a dialog keeps its own Escape).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && status.phase !== 'idle') cancel();
  };

  return (
    <div className="game-screen" onKeyDownCapture={freshPressOnly}>
      <StatusBar screen={screen} />
      <div className="game-layout" ref={layout} onKeyDown={onKeyDown}>
        <section className="board-area" aria-label={t('app.mainLabel')}>
          <BoardMap view={view} targets={targets} selected={selected} onSelect={mapSelect} onRefused={explainRefusal} highlightUnits={action ? unitsOf(action) : hint?.units}>
            {/* The last move slides along its route whenever a bot plays (QA: against the bot, its moves just appeared elsewhere). */}
            {hasBot && <Suspense fallback={null}><MovingCounter view={view} durationMs={moveMs} /></Suspense>}
          </BoardMap>
        </section>
        <aside className="side-panel" aria-label={t('app.sidePanel')}>
          <Suspense fallback={null}>
            <Tracks view={view} />
          </Suspense>
          {/* A new key for the shared screen (X26): it opens at its top, not scrolled as the hand's screen was (QA, 1024×768 tablet: the prompt naming the side was scrolled away). */}
          <div className="side-scroll" key={String(screen.shared)}>
            <Suspense fallback={null}>
              {hasBot && <BotPanel screen={screen} />}
            </Suspense>
            <Suspense fallback={null}>
              {screen.state.winner && <GameOver state={screen.state} record={story} ruleLink />}
            </Suspense>
            {/* The decision and the hand come first, so they stay on screen at 1366×768 whatever the battle panels below hold (issue 11 item 4);
                above them only the loss warning and the compact notice of battles not seen yet, one line each (QA: the bot's battles went unseen at the bottom). */}
            <Suspense fallback={null}>
              {decision?.kind === 'action' && decision.side === screen.viewer && <TurnDanger state={screen.state} side={decision.side} />}
            </Suspense>
            {!screen.handoff && unseen}
            <ActionBuilder screen={screen} />
            {revealFirst && battle}
            <Hand screen={screen} />
            {/* Suggest right after the hand it highlights, above the battle panels and the history (issue 11 items 4, 7); not on the shared screen (X26): the bot would advise from the decider's own view, hand and all. */}
            <Suspense fallback={null}>
              {screen.legal.length > 0 && !screen.shared && <SuggestPanel screen={screen} />}
            </Suspense>
            {!revealFirst && battle}
            <Suspense fallback={null}>
              {/* An army's place clicked starts a move there (direct play) and shows its note too (QA: a
                  place holding the player's armies had no way to show its history in that side's turn). */}
              <PlaceHistory location={builder.type ? null : builder.origin ?? selectedLocation} reveal={!builder.type && !builder.origin} />
            </Suspense>
            <Suspense fallback={null}>
              <Piles view={view} />
              <GameLog log={view.log} />
            </Suspense>
          </div>
          {/* Beside the map, not over it (it hid places there), and under the scrolling panels, so that its growth moves none of them (styles.css, .narration). */}
          {narrate && <Suspense fallback={null}><NarrationCaption view={view} /></Suspense>}
        </aside>
      </div>
      {live}
    </div>
  );
}
