/**
 * The app's store (zustand + immer): the game session, who plays each side, the bots' state and
 * the UI state. The game changes only through the engine's `applyAction`, inside the pure session
 * reducer (`session.ts`); the store never edits a `GameState` itself. Its other jobs live in their
 * own modules, attached to the store: the bot driver (`botDriver.ts`), the autosave subscriber
 * (`autosave.ts`), the two-tabs guard (`tabs.ts`) and this browser's preferences
 * (`preferences.ts`). Which battles each person has been shown is kept here (`battlesSeen`); the
 * reports themselves come from the engine (`combat/battlesSeen.ts`, `combat/battleHistory.ts`).
 */
import { immer } from 'zustand/middleware/immer';
import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { decision, deserialize, opponent, RuleError } from '../../engine';
import type { BotClient } from '../../bot/client';
import type { WhyNot } from '../../engine';
import type { Action, ActionType, CardId, GameState, Half, LocationId, NewGameOptions, Side } from '../../engine/types';
import { CARDLESS_BUTTON_TYPES } from '../builder/steps';
import {
  EMPTY_BUILDER, builderStatus, mapStage, pendingAction, usesOf, withCard, withMapSelect, withoutPayment, withSelection, withUse, withValue,
  type BuilderState,
} from '../builder/builder';
import { oneClickWarning } from '../builder/oneClick';
import { legalFor, unitContext, viewOf } from '../game/derive';
import { attachAutosave, saveNow } from './autosave';
import { decidingSide } from './history';
import { browserStorage, clearPendingCorrupt, dropOriginal, hasOriginalGame, loadBackup, loadPendingCorrupt, loadSave, randomSeed, readItem, SAVE_KEY, type CorruptSave, type SaveFailure, type SaveStorage } from './persistence';
import { hasPerson, HOTSEAT, humanSides, isBot, loadPlayers, markBackupPlayed, PLAYERS_BACKUP_KEY, sharesScreen, takingSide, type BotSpeed, type Players, type PlayersSave } from './players';
import { loadLanguage, type UiLanguage } from '../../i18n';
import { loadPreferences, markWelcomeSeen, welcomeSeen, writeLanguage, writeProjector, writeSpeed } from './preferences';
import { attachTabGuard, type TabChannel } from './tabs';
import { applyStep, loadedSession, newSession, recordUpTo, undoStep, type GameRecord, type Session } from './session';
import { decodeRecord, keepCorruptRecord, loadRecord, RECORD_BACKUP_KEY, RECORD_KEY, type CorruptRecord } from './recordFile';
import { parseJson } from './json';
import { showRuleset } from '../game/rules';
import { loadPageStrings } from '../../i18n';
import { allSeen, battleCount, type BattlesSeen } from '../combat/battlesSeen';
import type { Suggestion } from '../suggest/suggest';

export { PROJECTOR_KEY } from './preferences';

/** The pages of the app. */
export type Page = 'game' | 'replay' | 'editor' | 'story' | 'rules' | 'about';

/**
 * An error to show: the engine's refusal (its English message, the rule it cites, and its message
 * key and arguments, which the UI renders in its language: `errorText`), or a text the UI wrote.
 * `heading`: 'file' for a file that could not be opened (an import), headed as such, not as a
 * refused move; 'load' for code that could not be loaded (offline, a replaced version), headed as that.
 */
export interface ShownError { message: string; rule?: string; key?: string; args?: Readonly<Record<string, string | number>>; heading?: 'file' | 'load' }

/** Code that failed to load (a dialog's chunk, a language's strings): the game is sound, only a reload helps. */
export const loadFailure = (e: unknown): ShownError => ({ message: String(e), key: 'crash.reloadExplain', heading: 'load' });

/** UI state kept beside the game. */
export interface UiState {
  /** The side that confirmed the hand-off screen; hands are shown only to the deciding side once it has confirmed. */
  confirmedSide: Side | null;
  /**
   * The side a Cavalry Raid the engine let happen at once on a person's turn just struck (X22).
   * A person takes the screen behind a hand-off, as for an answer, and is shown its loss until it hands the
   * screen back (CombatPanel); a bot is shown answering for its usual time (botDriver.ts); null otherwise.
   */
  raided: Side | null;
  builder: BuilderState;
  error: ShownError | null;
  /** An unreadable autosave found at start-up, kept for download. */
  corruptSave: CorruptSave | null;
  /** A damaged record found beside the sound autosave at start-up (its replay and Undo start at the autosave), kept for download. */
  corruptRecord: CorruptRecord | null;
  /** Why the last autosave failed, if it did; 'off' from the start when the browser keeps no data for the site. */
  saveError: SaveFailure | null;
  projector: boolean;
  page: Page;
  /** Location selected on the map when no action is being built. */
  selected: LocationId | null;
  /**
   * How many battles each viewer has been shown (issue 11 item 3): a person has seen every battle
   * finished before their own step, and a battle whose reveal was on their screen; the others are
   * reported at their next hand-off and in their side panel until they act. The observer (two
   * bots, a finished hot-seat game) has seen the battles before the last person's step, or bot
   * against bot, before the turn.
   */
  battlesSeen: BattlesSeen;
  /**
   * The welcome screen (issue 11 item 6): 'first' on a first visit (no autosave), 'again' when
   * opened from the header over a game; null when closed.
   */
  welcome: 'first' | 'again' | null;
  /** The bot's suggestion for the person's decision (issue 11 item 7), set by the Suggest panel; shown while `game` is its `for` state. */
  suggestion: Suggestion | null;
  /** Another tab has this game: this one shows it but neither plays nor saves until it takes over. */
  readOnly: boolean;
  /** A sandbox game is played and the game it branched from is kept (`returnToOriginal`, issue 10 item 2). */
  hasOriginal: boolean;
  /** The note of the bug report this game was imported from, shown until dismissed or the game is replaced (issue 10 item 5). */
  reportNote: { note: string; app: string } | null;
  /**
   * The place the player clicked that the builder did not offer, and why from the engine's
   * `whyNot` (null: the engine has no objection, the place just does not fit the choices made so
   * far); cleared by the next builder change (issue 10 item 4).
   */
  whyNot: { location: LocationId; why: WhyNot | null } | null;
}

/** Why the bot could not move: the worker's message, or null when this browser has no Web Workers. */
/** Why a bot stopped: no bot could load (`message` null), or its action was refused or its worker failed (the refusal's key and arguments when the engine gave them). */
export interface BotError { side: Side; message: string | null; key?: string; args?: Readonly<Record<string, string | number>> }

/** The bots' state (kept beside the game; `paused` is saved with it, `speed` is this browser's preference). */
export interface BotState {
  /** The side whose bot is choosing an action now. */
  thinking: Side | null;
  /** Paused bots make no move until resumed. */
  paused: boolean;
  speed: BotSpeed;
  /** The bot failed; it makes no move until `retryBot()`. */
  error: BotError | null;
  /** One move asked while paused (`stepBot`, issue 12 item 3): the bot plays one action, then stays paused. Not saved. */
  step: boolean;
}

/** The store: the session (game, undo history, action count and record) plus the operations the components call. */
export interface GameStore extends Session {
  /** Who plays each side (a person or the bot); saved beside the autosave. */
  players: Players;
  /**
   * A person has played a side of this game, now or at any time before: its secrets
   * (every hand, the order of the draw piles) stay kept from its replay, the Position editor and
   * Export while it goes on, even once bots play both sides (QA: *Change players…* to two bots
   * showed both hands). False only for a game that bots alone have played from its start (a
   * class watching). Saved with the players; kept by Undo, a sandbox and restoring the backup of
   * the same game (`restoreBackup`); a new or imported game starts it again from its players (`hasPerson`).
   */
  personPlayed: boolean;
  bot: BotState;
  ui: UiState;
  /** Applies one engine action; on a `RuleError` the state stays and the error is shown. Returns whether it applied. */
  dispatch(action: Action): boolean;
  /** Takes back the last undoable step (never a bot's). */
  undo(): void;
  /** Replaces the game by a new one (the dialog asks first); `players` default to the current ones. */
  startNewGame(options: Omit<NewGameOptions, 'scenario'>, players?: Players): void;
  /**
   * Replaces the game by a loaded one (import; the dialog asks first); the replaced autosave stays
   * as the backup. `record`: the game's record when the file held one that leads to `state` (a bug
   * report); `note`: the report's note and app version, shown in a banner; `players`: who plays
   * each side, when the file names them (an exported game), else the current ones. A record marked
   * a sandbox keeps the original game (the import dialog marks it in a sandbox game, `ImportDialog.tsx`).
   */
  loadGame(state: GameState, record?: GameRecord | null, note?: { note: string; app: string }, players?: Players | null): void;
  /** Hides the bug report's note. */
  dismissReportNote(): void;
  /**
   * A click on a place the builder did not offer at its current map step: the engine's `whyNot`
   * for the action built so far with that place is shown in the prompt area (issue 10 item 4).
   */
  explainRefusal(location: LocationId): void;
  /**
   * Play from here (issue 10 item 2): a sandbox game from `position`, a replay position of the
   * current game, whose record is `record` (the current origin and the actions up to it; the
   * position carries the engine's generator, so the seed stream goes on). The current game is
   * kept under its own key until a game that is not a sandbox replaces it (`returnToOriginal`).
   */
  branch(position: GameState, record: GameRecord): Promise<void>;
  /** Goes back from a sandbox game to the game it branched from; false when none is kept (or it no longer opens). */
  returnToOriginal(): Promise<boolean>;
  /** Goes back to the backup autosave (the error boundary and the unreadable-save banner offer it); false when there is none that opens. */
  restoreBackup(): boolean;
  /** Whether a backup autosave that opens exists. */
  hasBackup(): boolean;
  /** Another tab has the game: this tab neither plays nor saves until `takeOver()`. */
  setReadOnly(readOnly: boolean): void;
  /**
   * This tab takes the game over from another tab: it reloads the latest autosave (the other tab's
   * moves) and plays on; an autosave that does not open here stays untouched and the tab read-only (`ui.error` says to reload).
   */
  takeOver(): void;
  /** The deciding side (or the side a raid struck, `ui.raided`) confirms the hand-off screen. */
  confirmHandoff(): void;
  /** Builder: a hand card was picked. */
  pickCard(card: CardId): void;
  /** Builder: a use of the picked card. */
  pickUse(type: ActionType): void;
  /**
   * Builder: an action started by a button, with no card picked ("no card" forms for attacker card
   * and raid reply). *Pass* and *End turn* are dispatched at once unless they lose the game or give
   * up a usable action; then they wait for `confirm` (issue 11 item 1).
   */
  pickButton(type: ActionType): void;
  /** Builder: take back a deploy's proposed payment and choose it on the hand (issue 11 item 1). */
  changePayment(): void;
  /** Builder: a value of the current step (location, half, `NONE`). */
  pickValue(value: string): void;
  /** Builder: the multi-card selection is confirmed. */
  confirmSelection(): void;
  /** Builder: one action of the final list. */
  chooseOption(key: string): void;
  /** Map click: feeds the builder's map step, starts a direct move from an army or deploys the picked card (issue 11 item 1), or selects the location. */
  mapSelect(location: LocationId, half?: Half): void;
  /** Builder: dispatches the action built (the only one left, or the one chosen from the list). */
  confirm(): boolean;
  /** Builder: back out of the half-built action. */
  cancel(): void;
  /**
   * Builder: a stand's picks with the last one taken back (R7.3), as the Benefit step gives them
   * (`withoutLastPick`, loaded with that step): the step taken back is asked again. `withoutCard`:
   * the Leadership card picked in the hand, which started the stand, is taken back too.
   */
  takeBack(picks: Record<string, string>, withoutCard?: boolean): void;
  setPage(page: Page): void;
  setProjector(on: boolean): void;
  /** Switches the UI language (loading it first) and remembers the choice in this browser; a language that fails to load shows `ui.error` and keeps the current one. */
  setLanguage(language: UiLanguage): Promise<void>;
  dismissError(): void;
  /** Shows an error that did not come from an action (e.g. an unreadable import). */
  reportError(error: ShownError): void;
  dismissCorruptSave(): void;
  /**
   * Changes who plays each side during the game (the Players dialog), keeping the game, its record
   * and undo history. No hand is shown to the wrong person: a side that becomes a person's while
   * another person held the screen is shown only once they take it (the hand-off screen, R2.6).
   * Refused (with the banner) while another tab has the game.
   */
  setPlayers(players: Players): void;
  /** Pauses or resumes the bots (a pending request is dropped on pause). */
  setPaused(paused: boolean): void;
  /** The bots' pace (least time per decision). */
  setSpeed(speed: BotSpeed): void;
  /** While paused, lets the bot whose decision it is play one action (the class's *Step*); nothing when not paused. */
  stepBot(): void;
  /** Asks the bot again after it failed. */
  retryBot(): void;
  /** Opens the welcome screen over the current game (the header's *How to play*). */
  openWelcome(): void;
  /** Closes the welcome screen; it will not open by itself again in this browser. */
  closeWelcome(): void;
}

/** The store as zustand returns it. */
export type GameStoreApi = Mutate<StoreApi<GameStore>, [['zustand/immer', never]]>;


/** The bot drivers being attached, by store (see `botDriverReady`). */
const driversReady = new WeakMap<GameStoreApi, Promise<void>>();

/** Settles once `store`'s bot driver is attached: its module loads after the first paint, so a bot moves only from then on. */
export function botDriverReady(store: GameStoreApi): Promise<void> {
  return driversReady.get(store) ?? Promise.resolve();
}

/** Options of `createGameStore` (tests pass their own storage and seed). */
export interface GameStoreOptions {
  storage?: SaveStorage | null;
  seed?: () => number;
  /** Start from this state instead of the autosave. */
  initial?: GameState;
  /** Players of the `initial` game (default: two people). */
  players?: Players;
  /** The channel to the other tabs of this browser (default none; the app passes `browserTabChannel()`). */
  tabs?: TabChannel | null;
  /** Where `storage` events come from (default none; the app passes `window`). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  /**
   * The bot client (tests pass a stand-in). By default the Web Worker client is created the first
   * time a bot must move; null, or a browser without Web Workers, means bots cannot move.
   */
  bot?: BotClient | null;
  /** Open the welcome screen on a first visit: no autosave and no welcome closed before in this browser (the app passes true). */
  welcome?: boolean;
}

/**
 * The battles seen after one step (issue 11 item 3). `person`: the side of the person who took the
 * step (null for a bot's step): every battle finished before it was on their screen, and so was a
 * battle whose reveal they were answering (the combat panel shows a live result). The observer
 * follows the last person's step, or, bot against bot, the start of each turn.
 */
export function battlesSeenAfter(seen: BattlesSeen, before: GameState, after: GameState, person: Side | null, people: number): BattlesSeen {
  const next = { ...seen };
  const fought = battleCount(before.log);
  if (person) next[person] = Math.max(next[person], before.combat?.result ? fought + 1 : fought);
  if (person || (people === 0 && after.turn !== before.turn)) next.observer = Math.max(next.observer, fought);
  return next;
}

/**
 * X22: `side` if `game` ends with a Cavalry Raid let happen at once on its hand (its last entry the
 * cards it lost, told to it alone), else null (also for no side, or false: a bot's raid). The raider's step that ends so hands the screen to
 * the raided side (`ui.raided`), or shows the raided bot answering; a reload keeps that (`PlayersSave.raided`: the raider's
 * screen after a reload would tell that the hand held no Cavalry Raid), and a save whose game went on
 * since, or any other saved value, brings nothing back.
 */
export function raidedIn(game: GameState, side?: Side | null | false): Side | null {
  const last = game.log.at(-1);
  return side && last?.key === 'raid-lost-cards' && last.privateTo === side ? side : null;
}

/** What the banner keeps of a refusal (plain data: the store is Immer state). */
function shownError(e: RuleError): ShownError {
  return { message: e.message, rule: e.rule, key: e.key, args: { ...e.args } };
}

/** Creates the app's store: resumes the autosave, or starts a new game (reporting an unreadable save). */
export function createGameStore(options: GameStoreOptions = {}): GameStoreApi {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const seed = options.seed ?? randomSeed;
  let session: Session;
  let corruptSave: CorruptSave | null = null;
  let corruptRecord: CorruptRecord | null = null;
  /** The game came from the autosave: it is already there, and rewriting it would tell another tab this one plays. */
  let resumed = false;
  let players: Players = options.players ?? HOTSEAT;
  let paused = false;
  /** The players saved with the autosave resumed: also the one person who has yet to take the screen, the battles each viewer has seen. */
  let saved: PlayersSave | null = null;
  if (options.initial) {
    session = loadedSession(options.initial);
  } else {
    const loaded = loadSave(storage);
    if (loaded.kind === 'ok') {
      saved = loadPlayers(storage, loaded.state.seed);
      if (saved) ({ players, paused } = saved);
      // An autosave of an earlier version has no record: its replay starts at this position. So it
      // does after a record that is there but does not replay to the autosave (damaged, or written
      // halfway: `loadedSession` drops it), which is kept under its own key and said once; a sound
      // record of another game (another seed: a save put there by hand or by a tool) is no damage of
      // this one and goes silently.
      const raw = readItem(storage, RECORD_KEY);
      const record = decodeRecord(raw && parseJson(raw));
      session = loadedSession(loaded.state, saved?.actions ?? 0, record, (side) => isBot(players, side));
      const seed = record && (record.origin.kind === 'new' ? record.origin.options.seed : record.origin.state.seed);
      if (raw && session.record !== record && (!record || seed === loaded.state.seed)) corruptRecord = keepCorruptRecord(storage!, raw);
      resumed = true;
      // A banner about an unreadable autosave left unanswered before this reload comes back, and keeps the backup it offers.
      corruptSave = loadPendingCorrupt(storage);
    } else {
      if (loaded.kind === 'corrupt') {
        corruptSave = loaded.corrupt;
        // Before the fresh game's save replaces the unreadable game's players: the banner's backup keeps its secrets.
        markBackupPlayed(storage);
      }
      session = newSession({ seed: seed() });
    }
  }
  const prefs = loadPreferences(storage);
  showRuleset(session.game);

  const store = createStore<GameStore>()(
    immer((set, get) => {
      /** The builder's status now (for the builder operations). */
      const status = () => {
        const { game, ui } = get();
        const side = decidingSide(game);
        const view = viewOf(game, side ?? 'observer');
        const ctx = unitContext(view);
        const legal = legalFor(game);
        const st = builderStatus(legal, ui.builder, ctx);
        return { ctx, status: st, map: mapStage(legal, ui.builder, st, ctx) };
      };
      const setBuilder = (builder: BuilderState) =>
        set((s) => {
          s.ui.builder = builder;
          s.ui.whyNot = null;
        });
      /** The session's fields, for `set`. */
      const putSession = (s: GameStore, next: Session) => {
        showRuleset(next.game);
        s.game = next.game;
        s.history = next.history;
        s.actions = next.actions;
        s.record = next.record;
      };
      /** A move or a new game asked for in a read-only tab: refused, saying why (QA: it was refused silently). */
      const refuseReadOnly = () => set((s) => {
        s.ui.error = { message: 'Another tab has this game: take it over here first', key: 'tabs.refused' };
      });
      /**
       * Replaces the game; refused while read-only unless this is the take-over itself. `saved`: the
       * players saved with it (`takesScreen`, `seen`, `personPlayed`); `played`: its `personPlayed`.
       */
      const replaceGame = (next: Session, who: Players, isPaused: boolean, takingOver = false, saved?: PlayersSave | null, played = saved?.personPlayed ?? hasPerson(who)) => {
        if (get().ui.readOnly && !takingOver) return refuseReadOnly(); // another tab has the game: take over first
        if (!next.record.sandbox && get().ui.hasOriginal) dropOriginal(storage);
        set((s) => {
          s.ui.readOnly = false;
          if (!next.record.sandbox) s.ui.hasOriginal = false;
          putSession(s, next);
          s.players = who;
          s.personPlayed = played;
          s.bot.paused = isPaused;
          s.bot.step = false;
          s.bot.error = null;
          // Nobody holds the screen yet, unless its one person has yet to take it (saved, `takingSide`).
          s.ui.confirmedSide = saved?.takesScreen ? opponent(saved.takesScreen) : null;
          s.ui.raided = raidedIn(next.game, saved?.raided);
          s.ui.builder = EMPTY_BUILDER;
          s.ui.whyNot = null;
          s.ui.error = null;
          s.ui.selected = null;
          // A bug report's note is about its own game (QA: it stayed over a new game); loadGame sets the next one's.
          s.ui.reportNote = null;
          s.ui.battlesSeen = allSeen(battleCount(next.game.log), saved?.seen);
          // The new game is shown (QA: a new game started on the Rules page stayed there), but the
          // Position editor stays open: it starts again from the game loaded (EditorPage.tsx).
          if (s.ui.page !== 'editor') s.ui.page = 'game';
        });
      };

      return {
        ...session,
        players,
        personPlayed: saved?.personPlayed ?? hasPerson(players),
        bot: { thinking: null, paused, speed: prefs.speed, error: null, step: false },
        ui: {
          confirmedSide: saved?.takesScreen ? opponent(saved.takesScreen) : null,
          raided: raidedIn(session.game, saved?.raided),
          builder: EMPTY_BUILDER,
          error: null,
          corruptSave,
          corruptRecord,
          // The browser's storage was wanted but refused (site data blocked): say so before anything is lost.
          saveError: options.storage === undefined && !storage ? 'off' : null,
          projector: prefs.projector,
          page: 'game',
          selected: null,
          battlesSeen: allSeen(battleCount(session.game.log), saved?.seen),
          welcome: options.welcome && !resumed && !options.initial && !welcomeSeen(storage) ? 'first' : null,
          suggestion: null,
          readOnly: false,
          hasOriginal: session.record.sandbox === true && hasOriginalGame(storage),
          reportNote: null,
          whyNot: null,
        },
        dispatch(action) {
          const current: Session = get();
          const { players: who, ui } = get();
          if (ui.readOnly) {
            refuseReadOnly(); // another tab has the game
            return false;
          }
          // A bot's step is never undone: a person may take back only their own steps, and only while no bot acted since.
          const byBot = isBot(who, decidingSide(current.game));
          let next: Session;
          try {
            next = applyStep(current, action, !byBot);
          } catch (e) {
            if (!(e instanceof RuleError)) throw e;
            set((s) => {
              s.ui.error = shownError(e);
            });
            return false;
          }
          const people = humanSides(who).length;
          const decider = decidingSide(current.game);
          // A public decision answered on the shared screen (X26): both people saw it, and whoever
          // holds the screen now is not known, so the next hand shows only after a hand-off.
          const shared = sharesScreen(who, ui.confirmedSide, current.game);
          let seen = battlesSeenAfter(ui.battlesSeen, current.game, next.game, byBot ? null : decider, people);
          if (shared && decider) seen = battlesSeenAfter(seen, current.game, next.game, opponent(decider), people);
          set((s) => {
            putSession(s, next);
            s.ui.battlesSeen = seen;
            if (shared) s.ui.confirmedSide = null;
            // X22: a raid on a hand with no Cavalry Raid happened at once in the raider's step (its loss, the
            // step's last entry, logged to the other side alone): the screen goes to that side as for an
            // answer (to a bot: it takes its time, botDriver.ts), so that the raider cannot tell the two hands apart.
            s.ui.raided = raidedIn(next.game, !byBot && opponent(decider!));
            s.ui.builder = EMPTY_BUILDER;
            s.ui.whyNot = null;
            s.ui.error = null;
          });
          return true;
        },
        undo() {
          const current: Session = get();
          if (current.history.length === 0) return;
          if (get().ui.readOnly) return refuseReadOnly();
          const next = undoStep(current);
          set((s) => {
            putSession(s, next);
            // No viewer has seen a battle the game no longer has.
            s.ui.battlesSeen = allSeen(battleCount(next.game.log), s.ui.battlesSeen);
            s.ui.builder = EMPTY_BUILDER;
            s.ui.whyNot = null;
            s.ui.error = null;
          });
        },
        startNewGame(opts, who) {
          let next: Session;
          try {
            next = newSession({ ...opts, seed: opts.seed ?? seed() });
          } catch (e) {
            if (!(e instanceof RuleError)) throw e;
            set((s) => {
              s.ui.error = shownError(e);
            });
            return;
          }
          replaceGame(next, who ?? get().players, false);
        },
        loadGame(state, record, note, players) {
          if (get().ui.readOnly) return refuseReadOnly();
          const who = players ?? get().players;
          replaceGame(loadedSession(state, record?.actions.length ?? 0, record, (side) => isBot(who, side)), who, get().bot.paused);
          set((s) => {
            s.ui.reportNote = note ?? null;
          });
        },
        dismissReportNote() {
          set((s) => {
            s.ui.reportNote = null;
          });
        },
        explainRefusal(location) {
          const { map: [mb, st] } = status();
          const { game, ui } = get();
          // Direct play: the army's own place again backs out.
          if (st.phase === 'army' && location === st.origin) return setBuilder(EMPTY_BUILDER);
          if (st.phase !== 'army' && st.phase !== 'uses' && (st.phase !== 'step' || st.step.kind !== 'map')) return;
          // Loaded on first use (first-paint budget); an answer for a builder or game that moved on meanwhile is dropped.
          // Another place says why the army cannot go there (R6.2), the picked card cannot deploy there
          // (R6.1; QA: a click beside the lit places said nothing), or the step's place is refused.
          void Promise.all([import('../builder/explain'), loadPageStrings()]).then(([m]) => {
            const why = st.phase === 'army' ? m.explainMove(game, st.origin, location)
              : st.phase === 'uses' ? m.explainDeploy(game, st.card, location)
                : m.explainPlace(game, mb, st.step.id, location, st.picks);
            if (get().game !== game || get().ui.builder !== ui.builder) return;
            set((s) => {
              s.ui.whyNot = { location, why };
            });
          });
        },
        async branch(position, record) {
          const current = get();
          if (current.ui.readOnly) return;
          const { writeOriginal } = await import('./originalGame');
          if (get().game !== current.game) return; // the game moved on meanwhile
          // A sandbox of a sandbox keeps the first game it came from.
          if (!current.record.sandbox || !current.ui.hasOriginal) {
            // Its game, record, players, action count and `personPlayed`, and whether the bots were paused.
            const error = writeOriginal(storage, { ...current, paused: current.bot.paused });
            if (error) {
              set((s) => {
                s.ui.error = { message: `Storage ${error}`, key: `save.${error}` };
              });
              return;
            }
          }
          const next = loadedSession(position, record.actions.length, { ...record, sandbox: true });
          replaceGame(next, current.players, current.bot.paused, false, null, current.personPlayed);
          set((s) => {
            s.ui.hasOriginal = storage !== null;
            s.ui.page = 'game';
          });
        },
        async returnToOriginal() {
          const { loadOriginal } = await import('./originalGame');
          const original = loadOriginal(storage);
          if (!original || get().ui.readOnly) return false;
          const { game, record, players: who, paused: wasPaused, actions, personPlayed: played } = original;
          replaceGame(loadedSession(game, actions, record, (side) => isBot(who, side)), who, wasPaused, false, null, played);
          return true;
        },
        restoreBackup() {
          const backup = loadBackup(storage);
          if (!backup) return false;
          // Its players went along with it (a bot's side stays the bot's), else those of the autosave's game if the same.
          const saved = loadPlayers(storage, backup.seed, PLAYERS_BACKUP_KEY) ?? loadPlayers(storage, backup.seed);
          const who = saved?.players ?? get().players;
          // The game's record goes back with it (QA: Replay, Story and Undo lost it): the backup's own,
          // else the autosave's cut to the backup's position (a backup written before records moved along).
          const current = loadRecord(storage, null);
          const upTo = current && recordUpTo(current, backup);
          const record = loadRecord(storage, backup, RECORD_BACKUP_KEY) ?? upTo;
          // A game that goes on from the backup (the current record passes through it) keeps its
          // `personPlayed` true: the backup's players may be from before a person took a side (bots
          // alone), and a person who has seen a hand since must not open Everything by restoring it.
          // Otherwise (undefined) the backup's own, as `replaceGame` reads it from `saved`.
          replaceGame(loadedSession(backup, record?.actions.length ?? saved?.actions ?? 0, record, (side) => isBot(who, side)), who, saved?.paused ?? get().bot.paused, false, saved,
            (upTo && get().personPlayed) || undefined);
          if (get().ui.readOnly) return false;
          // Answers the unreadable-save banner, which offers it too.
          clearPendingCorrupt(storage);
          set((s) => {
            s.ui.corruptSave = null;
          });
          return true;
        },
        hasBackup() {
          return loadBackup(storage) !== null;
        },
        setReadOnly(readOnly) {
          set((s) => {
            s.ui.readOnly = readOnly;
          });
        },
        takeOver() {
          const raw = readItem(storage, SAVE_KEY);
          let latest: GameState;
          try {
            if (raw === null) return set((s) => { s.ui.readOnly = false; });
            latest = deserialize(raw);
          } catch (e) {
            if (!(e instanceof RuleError)) throw e;
            // The other tab's save does not open here (damaged, or from a newer version): playing this
            // tab's stale game would overwrite it. Read-only still, and a reload (newer code, or the
            // unreadable-save banner with the last good game) is the way on; nothing is written.
            return set((s) => { s.ui.error = { message: e.message, key: e.key, args: { ...e.args }, heading: 'load' }; });
          }
          const saved = loadPlayers(storage, latest.seed);
          const record = loadRecord(storage, latest);
          const who = saved?.players ?? get().players;
          replaceGame(loadedSession(latest, saved?.actions ?? 0, record, (side) => isBot(who, side)), who, saved?.paused ?? get().bot.paused, true, saved);
        },
        confirmHandoff() {
          const side = decidingSide(get().game);
          set((s) => {
            s.ui.confirmedSide = s.ui.raided ?? side;
          });
        },
        pickCard(card) {
          const next = withCard(get().ui.builder, status().status, card);
          // A card's one use is no menu outside the action phase (a raid's cancel R11.2, the attacker's
          // card R7.2, a Leadership card for a stand R7.3; QA), nor where the decision has one kind of
          // answer; in the action phase (R3.1) the menu also says why printed uses are missing.
          const game = get().game;
          const legal = legalFor(game);
          const [use, more] = next.type ? [] : usesOf(legal, card, status().ctx);
          const answer = use && !more && (decision(game)?.kind !== 'action' || legal.every((a) => a.type === use));
          setBuilder(answer ? { ...next, type: use } : next);
        },
        pickUse(type) {
          const { game, ui } = get();
          setBuilder(withUse(ui.builder, type, ui.selected, legalFor(game), status().ctx));
        },
        pickButton(type) {
          const { game } = get();
          const legal = legalFor(game);
          const action = (type === 'pass' || type === 'end-turn') && legal.find((a) => a.type === type);
          if (action && !isBot(get().players, decidingSide(game)) && !oneClickWarning(game, legal, action)) {
            get().dispatch(action);
            return;
          }
          setBuilder({ ...EMPTY_BUILDER, type, cardless: CARDLESS_BUTTON_TYPES.includes(type) });
        },
        changePayment() {
          setBuilder(withoutPayment(get().ui.builder));
        },
        pickValue(value) {
          setBuilder(withValue(get().ui.builder, status().status, value));
        },
        confirmSelection() {
          const now = status();
          setBuilder(withSelection(get().ui.builder, now.status, now.ctx));
        },
        chooseOption(key) {
          setBuilder({ ...get().ui.builder, chosen: key });
        },
        mapSelect(location, half) {
          const { map: [b, st], ctx } = status();
          // A bot's turn (or two bots): the map only selects places.
          const next = isBot(get().players, decidingSide(get().game)) ? b : withMapSelect(b, st, location, half, ctx);
          if (next !== b) setBuilder(next);
          else if (b.type === null) {
            set((s) => {
              s.ui.selected = s.ui.selected === location ? null : location;
            });
          }
        },
        confirm() {
          if (isBot(get().players, decidingSide(get().game))) return false; // the bot decides: nothing for a person to confirm
          const action = pendingAction(status().status);
          return action ? get().dispatch(action) : false;
        },
        cancel() {
          setBuilder(EMPTY_BUILDER);
        },
        takeBack(picks, withoutCard = false) {
          const b = get().ui.builder;
          setBuilder({ ...b, card: withoutCard ? null : b.card, picks, chosen: null });
        },
        setPage(page) {
          set((s) => {
            s.ui.page = page;
          });
        },
        setProjector(on) {
          writeProjector(storage, on);
          set((s) => {
            s.ui.projector = on;
          });
        },
        setLanguage(language) {
          writeLanguage(storage, language);
          return loadLanguage(language).catch((e: unknown) => {
            // Its strings' chunk did not load (offline before it was cached, a replaced version): the
            // UI stays in its language and says why, instead of an unhandled rejection.
            if (!(e instanceof TypeError)) throw e;
            set((s) => {
              s.ui.error = loadFailure(e);
            });
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
          clearPendingCorrupt(storage);
          set((s) => {
            s.ui.corruptSave = null;
          });
        },
        setPlayers(who) {
          const { ui, players: before } = get();
          if (ui.readOnly) return refuseReadOnly();
          const was = humanSides(before);
          const now = humanSides(who);
          // The person at the screen now: the confirmed decider of two (nobody during a hand-off:
          // whoever holds the screen then is not known, QA), the one person (unless they have yet
          // to take the screen), nobody between bots.
          const decider = decidingSide(get().game);
          const atScreen = was.length === 2 ? (ui.confirmedSide !== null && ui.confirmedSide === decider ? decider : null)
            : was.length === 1 && takingSide(before, ui.confirmedSide) === null ? was[0]! : null;
          const people = now.join() !== was.join();
          set((s) => {
            s.players = who;
            s.personPlayed ||= hasPerson(who);
            s.bot.error = null;
            s.bot.step = false;
            if (!people) return;
            // Two people: the hand-off screen passes the screen between them. One person: theirs at
            // once if they hold it, else they take it first (`confirmedSide` names the other side, useScreen.ts).
            s.ui.confirmedSide = now.length === 1 && atScreen !== now[0] ? opponent(now[0]!) : now.length === 2 ? atScreen : null;
            s.ui.raided = null;
            s.ui.builder = EMPTY_BUILDER;
            s.ui.whyNot = null;
            s.ui.suggestion = null;
          });
        },
        setPaused(on) {
          set((s) => {
            s.bot.paused = on;
            s.bot.step = false;
          });
        },
        stepBot() {
          if (!get().bot.paused) return;
          set((s) => {
            s.bot.step = true;
          });
        },
        setSpeed(speed: BotSpeed) {
          writeSpeed(storage, speed);
          set((s) => {
            s.bot.speed = speed;
          });
        },
        retryBot() {
          set((s) => {
            s.bot.error = null;
          });
        },
        openWelcome() {
          set((s) => {
            s.ui.welcome = 'again';
            s.ui.page = 'game';
          });
        },
        closeWelcome() {
          markWelcomeSeen(storage);
          set((s) => {
            s.ui.welcome = null;
          });
        },
      };
    }),
  );
  // An unreadable save that could not be copied aside stays under the autosave key until the first action.
  if (!resumed && !(corruptSave && !corruptSave.keptUnder)) {
    // A first save at start-up is no new generation: the backup stays as it was.
    const error = saveNow(storage, store.getState(), false);
    if (error) store.setState((s) => { s.ui.saveError = error; });
  }
  attachAutosave(store, storage);
  // The bot driver's module loads just after the first paint (first-paint budget, issue 12 item 8): a
  // bot's first move waits for it, as it waits for the bot's worker anyway. Should it fail to load,
  // the bots say so instead of never moving.
  driversReady.set(store, import('./botDriver').then(
    (m) => { m.attachBotDriver(store, options.bot); },
    (e: unknown) => store.setState((s) => {
      s.bot.error = { side: decidingSide(s.game) ?? 'union', message: e instanceof Error ? e.message : String(e) };
    }),
  ));
  if (options.tabs || options.events) attachTabGuard(store, options.tabs ?? null, options.events ?? null);
  return store;
}
