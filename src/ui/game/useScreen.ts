/**
 * What the game screen shows now, derived from the store: the deciding side, whether the
 * hand-off screen hides the hands, the view of the viewer, the legal actions and the builder's
 * status. Everything here comes from the engine's `decision`, `viewFor` and `legalActions`.
 *
 * Who looks at the screen depends on the players: two people share it (the hand-off screen
 * passes it between them, the view is the confirmed decider's); one person against the bot
 * always sees their own view and never a hand-off screen (unless the side became theirs during the
 * game while another person held the screen: they take it first); two bots are watched as an observer.
 * A Cavalry Raid the engine let happen at once on a person's hand, two people at the screen (X22),
 * is shown as its answer would be: a hand-off to the raided side, then its loss, until it hands the
 * screen back to the raider (`ui.raided`, `combat/raidHandoff.ts`); on the bot's hand, as the bot
 * answering, for its usual time (`botDriver.ts`).
 */
import { useMemo } from 'react';
import { decision } from '../../engine';
import type { Action, Decision, GameState, PlayerView, Side } from '../../engine/types';
import { builderStatus, type BuilderState, type BuilderStatus } from '../builder/builder';
import type { StepContext } from '../builder/steps';
import { HOTSEAT, humanSides, isBot, sharesScreen, takingSide, type Players } from '../store/players';
import { useGame } from '../store/StoreContext';
import { legalFor, unitContext, viewOf } from './derive';
import { beforeDiscards } from '../combat/raidHandoff';

/** The game screen's model. */
export interface Screen {
  state: GameState;
  /** The engine's decision; the raid's answer instead while a raid let happen at once is shown to its side (X22). */
  decision: Decision | null;
  /** The side that must decide, null once the game is over. */
  decider: Side | null;
  /**
   * The hand-off screen shows: two people share the screen and the decider has not yet confirmed who
   * is at it (or one person given a side mid-game takes the screen). Never for a public decision
   * (casualties, X26): two people answer it on the shared screen, both hands hidden.
   */
  handoff: boolean;
  /** Two people answer a public decision (casualties, X26) on the shared screen: the viewer is the observer, yet the decider builds the answer. */
  shared: boolean;
  /** The bot plays the deciding side: the person at the screen has nothing to decide. */
  botDeciding: boolean;
  /** Who plays each side. */
  players: Players;
  /** Who the screen is rendered for: the only person playing, the confirmed decider, or the observer (hand-off, a public decision shared by two people, game over, two bots). */
  viewer: Side | 'observer';
  view: PlayerView;
  /** The decider's legal actions; empty while the hand-off screen shows or the bot decides. */
  legal: Action[];
  ctx: StepContext;
  status: BuilderStatus;
}

/**
 * Pure form of `useScreen`, for a given state, confirmed side, builder and players. `raided`: the
 * side a raid let happen at once struck (`ui.raided`, X22): until it hands the screen back (a bot:
 * until its answering time is over) it is the decider of the raid's answer, with nothing to choose.
 */
export function screenOf(state: GameState, confirmedSide: Side | null, builder: BuilderState, players: Players = HOTSEAT, raided: Side | null = null): Screen {
  const d: Decision | null = raided ? { side: raided, kind: 'cavalry-raid-response' } : decision(state);
  const decider = d?.side ?? null;
  const humans = humanSides(players);
  const botDeciding = isBot(players, decider);
  // One person whose side was handed to them during the game (Players, `setPlayers`) while another
  // side's person held the screen: the screen is theirs only once they take it (`confirmedSide`
  // names another side until then); nobody's hand shows meanwhile.
  const taking = takingSide(players, confirmedSide) !== null;
  // The hand-off screen is needed only between two people, or for that one person to take the screen;
  // with one person, the screen is otherwise always theirs.
  // Between two people, a decision answered from public facts only (casualties, X26) needs no
  // hand-off: it is shown to both with every hand hidden, unless its decider holds the screen.
  const shared = sharesScreen(players, confirmedSide, state);
  const handoff = decider !== null && !shared && (humans.length === 2 ? decider !== confirmedSide : taking && decider === humans[0]);
  const viewer: Side | 'observer' =
    humans.length === 1 ? (taking ? 'observer' : humans[0]) : humans.length === 0 || shared ? 'observer' : decider !== null && !handoff ? decider : 'observer';
  // Behind its hand-off, or while the bot takes its time to answer, the raid waits for its answer as when one is asked: no discard shows yet.
  const view = raided && (handoff || botDeciding) ? beforeDiscards(viewOf(state, viewer), raided, state) : viewOf(state, viewer);
  const legal = handoff || botDeciding || decider === null || raided ? [] : legalFor(state);
  const ctx = unitContext(view);
  return { state, decision: d, decider, handoff, shared, botDeciding, players, viewer, view, legal, ctx, status: builderStatus(legal, builder, ctx) };
}

/** The game screen's model, recomputed when the game, the confirmed side, the builder, the players or the raided side change. */
export function useScreen(): Screen {
  const state = useGame((s) => s.game);
  const confirmedSide = useGame((s) => s.ui.confirmedSide);
  const builder = useGame((s) => s.ui.builder);
  const players = useGame((s) => s.players);
  const raided = useGame((s) => s.ui.raided);
  return useMemo(() => screenOf(state, confirmedSide, builder, players, raided), [state, confirmedSide, builder, players, raided]);
}
