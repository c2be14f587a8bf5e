/**
 * The app's store (zustand + immer): the game state, the undo history and the UI state. The game
 * changes only through the engine's `applyAction`; the store never edits a `GameState` itself.
 */
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { applyAction, newGame, RuleError } from '../../engine';
import type { Action, ActionType, CardId, GameState, Half, LocationId, LogEntry, NewGameOptions, Side } from '../../engine/types';
import { CARDLESS_BUTTON_TYPES } from '../builder/steps';
import {
  EMPTY_BUILDER, builderStatus, withCard, withMapSelect, withSelection, withValue,
  type BuilderState,
} from '../builder/builder';
import { legalFor, unitContext, viewOf } from '../game/derive';
import { decidingSide, nextHistory } from './history';
import { browserStorage, loadSave, randomSeed, writeSave, type CorruptSave, type SaveStorage } from './persistence';

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

/** The store: state plus the operations the components call. */
export interface GameStore {
  game: GameState;
  /** Earlier states of the current decision-maker's own steps, newest last (see `history.ts`). */
  history: GameState[];
  ui: UiState;
  /** Applies one engine action; on a `RuleError` the state stays and the error is shown. Returns whether it applied. */
  dispatch(action: Action): boolean;
  /** Takes back the last undoable step. */
  undo(): void;
  /** Replaces the game by a new one (the dialog asks first). */
  startNewGame(options: NewGameOptions): void;
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
  if (options.initial) {
    game = options.initial;
  } else {
    const loaded = loadSave(storage);
    if (loaded.kind === 'ok') {
      game = loaded.state;
    } else {
      if (loaded.kind === 'corrupt') corruptSave = loaded.corrupt;
      game = newGame({ seed: seed() });
    }
  }
  // An unreadable save that could not be copied aside stays under the autosave key until the first action.
  const saveError = corruptSave && !corruptSave.keptUnder ? null : writeSave(storage, game);
  let projector = false;
  try {
    projector = storage?.getItem(PROJECTOR_KEY) === '1';
  } catch {
    /* no setting */
  }

  return createStore<GameStore>()(
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
      const replaceGame = (next: GameState) =>
        set((s) => {
          s.game = next;
          s.history = [];
          s.ui.confirmedSide = null;
          s.ui.builder = EMPTY_BUILDER;
          s.ui.error = null;
          s.ui.selected = null;
          s.ui.lastBattle = null;
          s.ui.saveError = writeSave(storage, next);
        });

      return {
        game,
        history: [],
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
          const history = nextHistory(get().history, prev, next);
          const lastBattle = endedBattle(prev, next);
          set((s) => {
            s.game = next;
            s.history = history;
            s.ui.lastBattle = lastBattle;
            s.ui.builder = EMPTY_BUILDER;
            s.ui.error = null;
            s.ui.saveError = writeSave(storage, next);
          });
          return true;
        },
        undo() {
          const { history } = get();
          if (history.length === 0) return;
          const prev = history[history.length - 1];
          set((s) => {
            s.game = prev;
            s.history = history.slice(0, -1);
            s.ui.lastBattle = null;
            s.ui.builder = EMPTY_BUILDER;
            s.ui.error = null;
            s.ui.saveError = writeSave(storage, prev);
          });
        },
        startNewGame(opts) {
          let next: GameState;
          try {
            next = newGame(opts);
          } catch (e) {
            set((s) => {
              s.ui.error = shownError(e);
            });
            return;
          }
          replaceGame(next);
        },
        loadGame(state) {
          replaceGame(state);
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
      };
    }),
  );
}
