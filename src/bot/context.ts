/**
 * The facts a heuristic decision needs, gathered once per decision — either from a `PlayerView`
 * (the real game: only what the deciding side may see) or from a determinized state the bot built
 * itself (the search).
 */
import type { CardId, LocationId, Side } from '../data';
import { botRules } from './rules';
import { blockadeSpace, decision, europeSpace, hand, suppliedLocations, victoryPoints } from '../engine';
import type { Decision, GameState, PlayerView } from '../engine';
import { other } from './graph';
import { snapshotFromState, snapshotFromView, type Snapshot } from './snapshot';

/** Everything the heuristics read. */
export interface DecisionContext {
  side: Side;
  opp: Side;
  decision: Decision;
  snap: Snapshot;
  /** The deciding side's hand. */
  hand: CardId[];
  /** Cards in the opponent's hand (a count only). */
  oppHandCount: number;
  blockade: number;
  europe: number;
  vp: number;
  /**
   * The deciding side's cards a draw could still bring: its draw pile, discard pile and the I and II
   * piles not yet added (counts, public). At 0 a free draw only takes its own card back (X29).
   */
  drawPool: number;
  /** Confederate hand size at the current Blockade space (R3.2). */
  confHandSize: number;
  /** The combat in progress as the deciding side sees it, or null. */
  combat: PlayerView['combat'];
  /** The locations the deciding side can trace supply to (R5.8), as the engine traces it; computed on first call. */
  supplied: () => ReadonlySet<LocationId>;
}

/** `compute` run once, on the first call. */
function once<T>(compute: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) { value = compute(); done = true; }
    return value as T;
  };
}

/** Builds the context from a view (the side's own view of the real game). */
export function contextFromView(view: PlayerView, side: Side): DecisionContext {
  const d = view.decision;
  if (!d) throw new Error('contextFromView: the game is over');
  const opp = other(side);
  return {
    side,
    opp,
    decision: d,
    snap: snapshotFromView(view),
    hand: view.hand.slice(),
    oppHandCount: view.sides[opp].handCount,
    drawPool: view.sides[side].drawCount + view.sides[side].discardCount + view.sides[side].pileICount + view.sides[side].pileIICount,
    blockade: view.blockade,
    europe: view.europe,
    vp: view.vp,
    confHandSize: botRules().ruleset.blockadeTrack[view.blockade]?.handSize ?? 5,
    combat: view.combat,
    supplied: once(() => new Set(view.supplied[side])),
  };
}

/**
 * Builds the context from a state the bot owns (a determinization), through public queries.
 * Throws when the game is over.
 */
export function contextFromState(state: GameState, snap?: Snapshot): DecisionContext {
  const d = decision(state);
  if (!d) throw new Error('contextFromState: the game is over');
  const side = d.side;
  const opp = other(side);
  const b = blockadeSpace(state);
  const inCombat = d.kind !== 'action' && d.kind !== 'cavalry-raid-response';
  return {
    side,
    opp,
    decision: d,
    snap: snap ?? snapshotFromState(state),
    hand: hand(state, side),
    oppHandCount: hand(state, opp).length,
    drawPool: state.cards[side].draw.length + state.cards[side].discard.length + state.cards[side].pileI.length + state.cards[side].pileII.length,
    blockade: b,
    europe: europeSpace(state),
    vp: victoryPoints(state),
    confHandSize: botRules().ruleset.blockadeTrack[b]?.handSize ?? 5,
    // The bot's own determinized game: its combat record is fully the bot's to read.
    combat: inCombat ? state.combat : null,
    supplied: once(() => new Set(suppliedLocations(state, side))),
  };
}
