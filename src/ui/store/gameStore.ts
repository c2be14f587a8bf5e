/**
 * The app's store (zustand + immer): the game state, the undo history, who plays each side, and
 * the UI state. The game changes only through the engine's `applyAction`; the store never edits a
 * `GameState` itself.
 *
 * Bots: whenever `decision(game)` belongs to a side the bot plays, the store asks the bot client
 * (a Web Worker) for an action and applies it through `dispatch`, exactly as a person's action —
 * same log, autosave and history rule. A request is dropped (`cancel()`) when the game changes
 * under it (undo, new game, import) or the bots are paused.
 */
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyAction, decision, newGame, RuleError } from '../../engine';
import { createBotClient, type BotClient } from '../../bot/client';
import type { Action, ActionType, CardId, GameState, Half, LocationId, LogEntry, NewGameOptions, Side } from '../../engine/types';
import { CARDLESS_BUTTON_TYPES } from '../builder/steps';
import {
  EMPTY_BUILDER, builderStatus, withCard, withMapSelect, withSelection, withValue,
  type BuilderState,
} from '../builder/builder';
import { legalFor, unitContext, viewOf } from '../game/derive';
import { decidingSide, nextHistory } from './history';
import { browserStorage, loadSave, randomSeed, writeSave, type CorruptSave, type SaveStorage } from './persistence';
import {
  BOT_DELAY_MS, BOT_SPEED_KEY, BOT_THINK_MS, HOTSEAT, botSeed, humanSides, isBot, loadPlayers, loadSpeed, writePlayers,
  type BotSpeed, type Players,
} from './players';

/** The pages of the app. */
export type Page = 'game' | 'rules' | 'about';

/** An error to show: the engine's message and the rule it cites. */
export interface ShownError { message: string; rule?: string }

/** UI state kept beside the game. */
export interface UiState {
  /** The side that confirmed the hand-off screen; hands are shown only to the deciding side once it has confirmed. */
  confirmedSide: Side | null;
  builder: BuilderState;
  error: ShownError | null;
  /** An unreadable autosave found at start-up, kept for download. */
  corruptSave: CorruptSave | null;
  /** Why the last autosave failed, if it did. */
  saveError: string | null;
  projector: boolean;
  page: Page;
  /** Location selected on the map when no action is being built. */
  selected: LocationId | null;
  /** The log of a battle that was revealed and ended within the last action (its live result is gone). */
  lastBattle: LogEntry[] | null;
}

/** Why the bot could not move: the worker's message, or null when this browser has no Web Workers. */
export interface BotError { side: Side; message: string | null }

/** The bots' state (kept beside the game; `paused` is saved with it, `speed` is this browser's preference). */
export interface BotState {
  /** The side whose bot is choosing an action now. */
  thinking: Side | null;
  /** Paused bots make no move until resumed. */
  paused: boolean;
  speed: BotSpeed;
  /** The bot failed; it makes no move until `retryBot()`. */
  error: BotError | null;
}

/** The store: state plus the operations the components call. */
export interface GameStore {
  game: GameState;
  /** Earlier states of the current decision-maker's own steps, newest last (see `history.ts`). */
  history: GameState[];
  /** Who plays each side (a person or the bot); saved beside the autosave. */
  players: Players;
  /** Actions applied in this game so far (undone ones taken off): a part of each bot decision's seed. */
  actions: number;
  bot: BotState;
  ui: UiState;
  /** Applies one engine action; on a `RuleError` the state stays and the error is shown. Returns whether it applied. */
  dispatch(action: Action): boolean;
  /** Takes back the last undoable step (never a bot's). */
  undo(): void;
  /** Replaces the game by a new one (the dialog asks first); `players` default to the current ones. */
  startNewGame(options: NewGameOptions, players?: Players): void;
  /** Replaces the game by a loaded one (import; the dialog asks first). */
  loadGame(state: GameState): void;
  /** The deciding side confirms the hand-off screen. */
  confirmHandoff(): void;
  /** Builder: a hand card was picked. */
  pickCard(card: CardId): void;
  /** Builder: a use of the picked card. */
  pickUse(type: ActionType): void;
  /** Builder: an action started by a button, with no card picked ("no card" forms for attacker card and raid reply). */
  pickButton(type: ActionType): void;
  /** Builder: a value of the current step (location, half, `NONE`). */
  pickValue(value: string): void;
  /** Builder: the multi-card selection is confirmed. */
  confirmSelection(): void;
  /** Builder: one action of the final list. */
  chooseOption(key: string): void;
  /** Map click: feeds the builder's map step, or selects the location. */
  mapSelect(location: LocationId, half?: Half): void;
  /** Builder: dispatches the action built (the only one left, or the one chosen from the list). */
  confirm(): boolean;
  /** Builder: back out of the half-built action. */
  cancel(): void;
  setPage(page: Page): void;
  setProjector(on: boolean): void;
  dismissError(): void;
  /** Shows an error that did not come from an action (e.g. an unreadable import). */
  reportError(error: ShownError): void;
  dismissCorruptSave(): void;
  /** Pauses or resumes the bots (a pending request is dropped on pause). */
  setPaused(paused: boolean): void;
  /** The bots' pace (least time per decision). */
  setSpeed(speed: BotSpeed): void;
  /** Asks the bot again after it failed. */
  retryBot(): void;
}

/** The store as zustand returns it. */
export type GameStoreApi = StoreApi<GameStore>;

/** Where to keep the projector setting. */
export const PROJECTOR_KEY = 'lincoln.projector';

/** Options of `createGameStore` (tests pass their own storage and seed). */
export interface GameStoreOptions {
  storage?: SaveStorage | null;
  seed?: () => number;
  /** Start from this state instead of the autosave. */
  initial?: GameState;
  /** Players of the `initial` game (default: two people). */
  players?: Players;
  /**
   * The bot client (tests pass a stand-in). By default the Web Worker client is created the first
   * time a bot must move; null, or a browser without Web Workers, means bots cannot move.
   */
  bot?: BotClient | null;
}

/**
 * The public log entries of a battle revealed during the step from `prev` to `next` whose live
 * result is no longer in `next` (the engine resolved the rest by itself), else null.
 */
export function endedBattle(prev: GameState, next: GameState): LogEntry[] | null {
  if (next.combat?.result) return null;
  const added = next.log.slice(prev.log.length);
  const reveal = added.findIndex((e) => e.key === 'reveal');
  if (reveal < 0) return null;
  return added.slice(reveal).filter((e) => !e.privateTo);
}

function shownError(e: unknown): ShownError {
  if (e instanceof RuleError) return { message: e.message, rule: e.rule };
  return { message: e instanceof Error ? e.message : String(e) };
}

/** Creates the app's store: resumes the autosave, or starts a new game (reporting an unreadable save). */
export function createGameStore(options: GameStoreOptions = {}): GameStoreApi {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const seed = options.seed ?? randomSeed;
  let game: GameState;
  let corruptSave: CorruptSave | null = null;
  let players: Players = options.players ?? HOTSEAT;
  let paused = false;
  let actions = 0;
  if (options.initial) {
    game = options.initial;
  } else {
    const loaded = loadSave(storage);
    if (loaded.kind === 'ok') {
      game = loaded.state;
      const saved = loadPlayers(storage, game.seed);
      if (saved) ({ players, paused, actions } = saved);
    } else {
      if (loaded.kind === 'corrupt') corruptSave = loaded.corrupt;
      game = newGame({ seed: seed() });
    }
  }
  /** Writes the autosave and the players beside it; returns the first error. */
  const save = (state: GameState, who: Players, isPaused: boolean, count: number): string | null =>
    writeSave(storage, state) ?? writePlayers(storage, { seed: state.seed, players: who, paused: isPaused, actions: count });
  // An unreadable save that could not be copied aside stays under the autosave key until the first action.
  const saveError = corruptSave && !corruptSave.keptUnder ? null : save(game, players, paused, actions);
  let projector = false;
  try {
    projector = storage?.getItem(PROJECTOR_KEY) === '1';
  } catch {
    /* no setting */
  }

  let client: BotClient | null | undefined = options.bot;
  const botClient = (): BotClient | null => {
    if (client === undefined) client = typeof Worker === 'undefined' ? null : createBotClient();
    return client;
  };
  /** The bot request in flight: the state it was asked about. */
  let pending: { state: GameState; token: number } | null = null;
  let tokens = 0;
  let syncBot = () => {};

  const store = createStore<GameStore>()(
    immer((set, get) => {
      /** The builder's status now (for the builder operations). */
      const status = () => {
        const { game, ui } = get();
        const side = decidingSide(game);
        const view = viewOf(game, side ?? 'observer');
        const ctx = unitContext(view);
        return { ctx, status: builderStatus(legalFor(game), ui.builder, ctx) };
      };
      const setBuilder = (builder: BuilderState) =>
        set((s) => {
          s.ui.builder = builder;
        });
      /** Drops the bot request in flight, if any (its answer will be ignored). */
      const dropPending = () => {
        if (!pending) return;
        pending = null;
        client?.cancel();
      };
      const replaceGame = (next: GameState, who: Players, isPaused: boolean) => {
        dropPending();
        set((s) => {
          s.game = next;
          s.history = [];
          s.players = who;
          s.actions = 0;
          s.bot.paused = isPaused;
          s.bot.error = null;
          s.ui.confirmedSide = null;
          s.ui.builder = EMPTY_BUILDER;
          s.ui.error = null;
          s.ui.selected = null;
          s.ui.lastBattle = null;
          s.ui.saveError = save(next, who, isPaused, 0);
        });
        syncBot();
      };

      /**
       * Starts a bot request when a bot side must decide (and none is in flight for this state);
       * drops a request that no longer fits the game. Called after every change of the game.
       */
      syncBot = () => {
        const { game: current, players: who, bot, actions: count } = get();
        const d = decision(current);
        const player = d ? who[d.side] : null;
        const side = d && player?.kind === 'bot' && !bot.paused && !bot.error ? d.side : null;
        if (pending && (pending.state !== current || side === null)) dropPending();
        if (side !== null && !pending && player?.kind === 'bot') {
          const c = botClient();
          if (!c) {
            set((s) => {
              s.bot.error = { side, message: null };
            });
          } else {
            const token = ++tokens;
            pending = { state: current, token };
            c.chooseAction(current, side, { level: player.level, seed: botSeed(current.seed, count), minDelayMs: BOT_DELAY_MS[bot.speed], timeMs: BOT_THINK_MS[player.level] }).then(
              (action) => {
                if (pending?.token !== token) return;
                pending = null;
                if (!get().dispatch(action)) {
                  const message = get().ui.error?.message ?? '';
                  set((s) => {
                    s.ui.error = null;
                    s.bot.error = { side, message };
                  });
                  syncBot();
                }
              },
              (e: unknown) => {
                if (pending?.token !== token) return; // dropped on purpose
                pending = null;
                set((s) => {
                  s.bot.error = { side, message: e instanceof Error ? e.message : String(e) };
                });
                syncBot();
              },
            );
          }
        }
        const thinking = pending && d ? d.side : null;
        if (get().bot.thinking !== thinking) {
          set((s) => {
            s.bot.thinking = thinking;
          });
        }
      };

      return {
        game,
        history: [],
        players,
        actions,
        bot: { thinking: null, paused, speed: loadSpeed(storage), error: null },
        ui: {
          confirmedSide: null,
          builder: EMPTY_BUILDER,
          error: null,
          corruptSave,
          saveError,
          projector,
          page: 'game',
          selected: null,
          lastBattle: null,
        },
        dispatch(action) {
          const prev = get().game;
          let next: GameState;
          try {
            next = applyAction(prev, action);
          } catch (e) {
            set((s) => {
              s.ui.error = shownError(e);
            });
            return false;
          }
          const { players: who, bot, actions: count } = get();
          // A bot's step is never undone: a person may take back only their own steps, and only while no bot acted since.
          const byBot = isBot(who, decidingSide(prev));
          const history = byBot ? [] : nextHistory(get().history, prev, next);
          // The report of a battle stays on screen through the bot's steps, until a person acts (or, bot against bot, until the turn ends).
          const keepReport = byBot && (humanSides(who).length > 0 || next.turn === prev.turn);
          const lastBattle = endedBattle(prev, next) ?? (keepReport ? get().ui.lastBattle : null);
          set((s) => {
            s.game = next;
            s.history = history;
            s.actions = count + 1;
            s.ui.lastBattle = lastBattle;
            s.ui.builder = EMPTY_BUILDER;
            s.ui.error = null;
            s.ui.saveError = save(next, who, bot.paused, count + 1);
          });
          syncBot();
          return true;
        },
        undo() {
          const { history, players: who, bot, actions: count } = get();
          if (history.length === 0) return;
          dropPending();
          const prev = history[history.length - 1];
          const left = Math.max(0, count - 1);
          set((s) => {
            s.game = prev;
            s.history = history.slice(0, -1);
            s.actions = left;
            s.ui.lastBattle = null;
            s.ui.builder = EMPTY_BUILDER;
            s.ui.error = null;
            s.ui.saveError = save(prev, who, bot.paused, left);
          });
          syncBot();
        },
        startNewGame(opts, who) {
          let next: GameState;
          try {
            next = newGame(opts);
          } catch (e) {
            set((s) => {
              s.ui.error = shownError(e);
            });
            return;
          }
          replaceGame(next, who ?? get().players, false);
        },
        loadGame(state) {
          replaceGame(state, get().players, get().bot.paused);
        },
        confirmHandoff() {
          const side = decidingSide(get().game);
          set((s) => {
            s.ui.confirmedSide = side;
          });
        },
        pickCard(card) {
          setBuilder(withCard(get().ui.builder, status().status, card));
        },
        pickUse(type) {
          setBuilder({ ...EMPTY_BUILDER, card: get().ui.builder.card, type });
        },
        pickButton(type) {
          setBuilder({ ...EMPTY_BUILDER, type, cardless: CARDLESS_BUTTON_TYPES.includes(type) });
        },
        pickValue(value) {
          setBuilder(withValue(get().ui.builder, status().status, value));
        },
        confirmSelection() {
          setBuilder(withSelection(get().ui.builder, status().status));
        },
        chooseOption(key) {
          setBuilder({ ...get().ui.builder, chosen: key });
        },
        mapSelect(location, half) {
          const b = get().ui.builder;
          if (b.type === null) {
            set((s) => {
              s.ui.selected = s.ui.selected === location ? null : location;
            });
            return;
          }
          const { status: st, ctx } = status();
          setBuilder(withMapSelect(b, st, location, half, ctx));
        },
        confirm() {
          if (isBot(get().players, decidingSide(get().game))) return false; // the bot decides: nothing for a person to confirm
          const st = status().status;
          const action = st.phase === 'ready' ? st.action : st.phase === 'options' ? st.chosen : null;
          return action ? get().dispatch(action) : false;
        },
        cancel() {
          setBuilder(EMPTY_BUILDER);
        },
        setPage(page) {
          set((s) => {
            s.ui.page = page;
          });
        },
        setProjector(on) {
          try {
            storage?.setItem(PROJECTOR_KEY, on ? '1' : '0');
          } catch {
            /* the setting is not essential */
          }
          set((s) => {
            s.ui.projector = on;
          });
        },
        dismissError() {
          set((s) => {
            s.ui.error = null;
          });
        },
        reportError(error) {
          set((s) => {
            s.ui.error = error;
          });
        },
        dismissCorruptSave() {
          set((s) => {
            s.ui.corruptSave = null;
          });
        },
        setPaused(on) {
          const { game: current, players: who, actions: count } = get();
          set((s) => {
            s.bot.paused = on;
            s.ui.saveError = writePlayers(storage, { seed: current.seed, players: who, paused: on, actions: count });
          });
          syncBot();
        },
        setSpeed(speed) {
          try {
            storage?.setItem(BOT_SPEED_KEY, speed);
          } catch {
            /* the setting is not essential */
          }
          set((s) => {
            s.bot.speed = speed;
          });
        },
        retryBot() {
          set((s) => {
            s.bot.error = null;
          });
          syncBot();
        },
      };
    }),
  );
  // A resumed game whose decision belongs to a bot goes on at once.
  syncBot();
  return store;
}
