/**
 * The game session, as a pure reducer over engine actions: where the game began, the list of
 * actions applied since (undone ones taken off), the current state and the undo checkpoints.
 * Every game is its start (new-game options, or the state it was loaded from) and its list of
 * actions; a replay can rebuild any position from `record`. No storage, no React, no bot here.
 */
import { applyAction, decision, newStandardGame, RuleError } from '../../engine';
import type { Action, GameState, NewGameOptions, Side } from '../../engine/types';
import { decidingSide, nextHistory } from './history';
import { positionFingerprint } from './recordFile';

/** The options a new game of the app starts from: seed, ruleset and variants (R1's standard setup; a position from the editor is a loaded state). */
export type StandardOptions = Omit<NewGameOptions, 'scenario'> & { seed: number };

/**
 * Where a game began: new-game options (seed, ruleset, variants; a position of the editor's sandbox
 * also its scenario), or a state loaded from a file or the autosave.
 */
export type GameOrigin =
  | { kind: 'new'; options: NewGameOptions & { seed: number } }
  | { kind: 'loaded'; state: GameState };

/** A game as its origin plus the actions applied in order (`applyAction` from the origin's state gives `Session.game`). */
export interface GameRecord {
  origin: GameOrigin;
  actions: Action[];
  /** A sandbox game: branched from a replay position (issue 10 item 2); every viewpoint is open in its replay. */
  sandbox?: boolean;
}

/** The session part of the store. */
export interface Session {
  /** The current state. */
  game: GameState;
  /** Earlier states of the current decision-maker's own steps, newest last (see `history.ts`). */
  history: GameState[];
  /** How many actions were applied in this game so far (undone ones taken off): a part of each bot decision's seed. */
  actions: number;
  /** The game's origin and its recorded actions (`record.actions.length` may be below `actions` for a game resumed without its record). */
  record: GameRecord;
}

/**
 * Builds the game of a scenario origin (the door's `newGame`): set by `scenarioOrigins.ts`, which the
 * lazily loaded parts that write or read such an origin import (the editor, a file's import) and
 * `main.tsx` loads before the first render when the stored records hold one, so that the first
 * paint leaves the engine's scenario loader out (vite.config.ts).
 */
let scenarioGame: ((options: NewGameOptions) => GameState) | null = null;

/** Lets `originGame` build scenario origins with `build` (the door's `newGame`). */
export function registerScenarioGames(build: (options: NewGameOptions) => GameState): void {
  scenarioGame = build;
}

/**
 * The game an origin stands for: the loaded state, or a new game from its options. Throws the
 * engine's `RuleError` for options it refuses. Null for a scenario before `registerScenarioGames`
 * (a record another tab wrote while this one runs): its callers treat it as a record that does not replay.
 */
export function originGame(origin: GameOrigin): GameState | null {
  if (origin.kind === 'loaded') return origin.state;
  if (origin.options.scenario === undefined) return newStandardGame(origin.options);
  return scenarioGame ? scenarioGame(origin.options) : null;
}

/** A session at the start of a new game; throws the engine's `RuleError` for bad options. */
export function newSession(options: StandardOptions): Session {
  const game = newStandardGame(options);
  return { game, history: [], actions: 0, record: { origin: { kind: 'new', options }, actions: [] } };
}

/**
 * A session over a loaded state (import, autosave); `actions` is the count of actions already
 * applied, when known. With its `record` and who is a bot (`isBotSide`), the undo history the game
 * had is rebuilt from the record (`historyOf`), so a reload or an import keeps Undo; a record that
 * does not replay to `state` is then dropped (the session's record starts at `state`, another object).
 */
export function loadedSession(state: GameState, actions = 0, record?: GameRecord | null, isBotSide?: (side: Side | null) => boolean): Session {
  const history = record && isBotSide ? historyOf(record, state, isBotSide) : [];
  return { game: state, history: history ?? [], actions, record: (history && record) || loadedRecord(state) };
}

/** The record of a game that begins at a loaded `state` with no action yet (a file without its record). */
export function loadedRecord(state: GameState): GameRecord {
  return { origin: { kind: 'loaded', state }, actions: [] };
}

/**
 * The undo history of the game `record` leads to, rebuilt by replaying it (every game is its origin
 * and its actions): the states before the deciding side's own steps since the last reveal, draw or
 * change of side (the undo rule of `history.ts`); a bot's step (`isBotSide` of the side deciding
 * it) clears it, as in play. Null when the record does not replay to `state` (an origin or action
 * the engine refuses, or another end, by `positionFingerprint`, which the key order of a state read
 * from a save does not change).
 */
export function historyOf(record: GameRecord, state: GameState, isBotSide: (side: Side | null) => boolean): GameState[] | null {
  let game: GameState;
  let history: GameState[] = [];
  try {
    const origin = originGame(record.origin);
    if (!origin) return null;
    game = origin;
    for (const action of record.actions) {
      const next = replayStep(game, action);
      history = isBotSide(decidingSide(game)) ? [] : nextHistory(history, game, next);
      game = next;
    }
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
  return positionFingerprint(game) === positionFingerprint(state) ? history : null;
}

/**
 * The session after `action`: applied by the engine (which throws `RuleError` when it is illegal,
 * leaving `session` as it was), recorded, and kept for undo when `undoable` and the undo rule of
 * `history.ts` allows (never across a reveal or draw).
 */
export function applyStep(session: Session, action: Action, undoable: boolean): Session {
  const next = applyAction(session.game, action);
  return {
    game: next,
    history: undoable ? nextHistory(session.history, session.game, next) : [],
    actions: session.actions + 1,
    record: { ...session.record, actions: [...session.record.actions, action] },
  };
}

/** The session with its last undoable step taken back, or the same session when there is none. */
export function undoStep(session: Session): Session {
  const { history, record } = session;
  if (history.length === 0) return session;
  return {
    game: history[history.length - 1],
    history: history.slice(0, -1),
    actions: Math.max(0, session.actions - 1),
    record: { ...record, actions: record.actions.slice(0, -1) },
  };
}

/**
 * One recorded action replayed: `applyAction`, except that an older record's "let the raid happen"
 * (`cavalry-raid-response` with no card) answering a raid the engine now lets happen by itself
 * (X22) leaves the state as it is, so records written before X22 still replay. Throws `RuleError`.
 */
export function replayStep(state: GameState, action: Action): GameState {
  if (action.type === 'cavalry-raid-response' && action.card === null && decision(state)?.kind !== 'cavalry-raid-response') return state;
  return applyAction(state, action);
}

/** Rebuilds the current state of a record by applying its actions from its origin (throws `RuleError` when one is illegal). */
export function replay(record: GameRecord): GameState {
  let state = originGame(record.origin);
  if (!state) throw new Error('replay: a scenario origin needs registerScenarioGames (scenarioOrigins.ts) first');
  for (const action of record.actions) state = replayStep(state, action);
  return state;
}

/**
 * `record` cut to the actions that lead to `state` (an earlier position of the game, as the backup
 * autosave is), or null when none of its positions is `state` or it does not replay. Compared from
 * the end: the backup is usually a step or two before the record's last position.
 */
export function recordUpTo(record: GameRecord, state: GameState): GameRecord | null {
  const origin = originGame(record.origin);
  if (!origin) return null;
  const states = [origin];
  try {
    for (const action of record.actions) states.push(replayStep(states[states.length - 1], action));
  } catch (e) {
    if (e instanceof RuleError) return null;
    throw e;
  }
  const position = positionFingerprint(state);
  for (let n = record.actions.length; n >= 0; n--) {
    if (positionFingerprint(states[n]) === position) return { ...record, actions: record.actions.slice(0, n) };
  }
  return null;
}
