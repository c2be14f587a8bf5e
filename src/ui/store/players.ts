/**
 * Who plays each side — a person at the screen or the bot at a level — and the bot's pace. The
 * choice belongs to the game but not to the engine: it is saved beside the engine's autosave
 * (`PLAYERS_KEY`), never inside the `GameState`.
 */
import { decision, isPublicDecision } from '../../engine';
import type { GameState, Side } from '../../engine/types';
import type { BattleViewer } from '../combat/battlesSeen';
import { isStorageError, readItem, saveFailure, type SaveFailure, type SaveStorage } from './persistence';

/** The bot levels the app offers (the search levels of `src/bot/levels.ts`). */
export type AppBotLevel = 'easy' | 'normal' | 'hard';
/** App bot levels, weakest first. */
export const APP_BOT_LEVELS: readonly AppBotLevel[] = ['easy', 'normal', 'hard'];

/** One side's player. */
export type Player = { kind: 'person' } | { kind: 'bot'; level: AppBotLevel };
/** Both sides' players. */
export type Players = Record<Side, Player>;

/** The two sides, Union first. */
export const SIDES: readonly Side[] = ['union', 'confederate'];

/** Two people at one screen (hot-seat): the default. */
export const HOTSEAT: Players = { union: { kind: 'person' }, confederate: { kind: 'person' } };

/** The sides played by people. */
export function humanSides(players: Players): Side[] {
  return SIDES.filter((s) => players[s].kind === 'person');
}

/** Whether a person plays a side: once one has, the game keeps its secrets (`GameStore.personPlayed`). */
export const hasPerson = (players: Players): boolean => humanSides(players).length > 0;

/** True when the bot plays `side`. */
export function isBot(players: Players, side: Side | null | undefined): boolean {
  return side != null && players[side].kind === 'bot';
}

/** The bot's pace: the least time each of its decisions takes, so that people can follow it. */
export type BotSpeed = 'narrate' | 'slow' | 'normal' | 'fast';
/** Speeds, slowest first. */
export const BOT_SPEEDS: readonly BotSpeed[] = ['narrate', 'slow', 'normal', 'fast'];
/** `minDelayMs` of the bot client for each speed. */
// 'narrate': one action every five seconds, for a class following a bot-against-bot game (issue 12 item 3).
export const BOT_DELAY_MS: Readonly<Record<BotSpeed, number>> = { narrate: 5000, slow: 2500, normal: 1000, fast: 150 };
/**
 * Bot against bot, the least time the next action waits after one that ended a battle, so that the
 * class reads the battle's reveal (issue 12 item 3); none at *Fast*.
 */
export const BATTLE_REVEAL_MS: Readonly<Record<BotSpeed, number>> = { narrate: 8000, slow: 5000, normal: 3000, fast: 0 };
/** `minDelayMs` of a move asked with *Step* while paused: the person asked for it, it comes at once. */
export const BOT_STEP_DELAY_MS = 0;

/** Storage key of the players beside the autosave. */
export const PLAYERS_KEY = 'lincoln.players.v1';
/** The players of the backup autosave, moved along with it (QA: a restored game against the bot came back hot-seat). */
export const PLAYERS_BACKUP_KEY = 'lincoln.players.backup.v1';
/** Storage key of the bot speed (a preference of this browser, like projector mode). */
export const BOT_SPEED_KEY = 'lincoln.botSpeed';

/** What is saved beside the autosave: the players, whether the bots are paused, and how many actions the store applied. */
export interface PlayersSave {
  format: 'lincoln-players';
  version: 1;
  /** The seed of the game these players belong to (a save of another game is ignored). */
  seed: number;
  players: Players;
  paused: boolean;
  /** Actions applied so far (undone ones taken off): a part of each bot decision's seed. */
  actions: number;
  /**
   * The one person who was given their side during the game while another person held the screen
   * and has yet to take it (`takingSide`): a reload keeps their hand hidden until they do. Absent
   * otherwise (and in saves written before it existed).
   */
  takesScreen?: Side;
  /**
   * How many battles each viewer has been shown (`ui.battlesSeen`), so that a reload still shows a
   * person the battles they have not seen (R7.4; QA: the hand-off's report was lost). Read by
   * `allSeen`; absent in saves written before it existed.
   */
  seen?: Partial<Record<BattleViewer, unknown>>;
  /**
   * A person has played a side of this game, now or before (`GameStore.personPlayed`): its secrets
   * stay kept after bots take over. Read true also when a person plays now (saves written before it existed).
   */
  personPlayed?: boolean;
  /**
   * The side a Cavalry Raid let happen at once struck and that has yet to hand the screen back, or
   * a bot yet to be seen answering it (`ui.raided`, X22), so that a reload keeps that; the store keeps it only while
   * the game still ends with that raid (`raidedIn`, which ignores any other value). Absent or null
   * otherwise (and in saves before it existed).
   */
  raided?: Side | null;
}

/**
 * The one person who must take the screen before their hand shows (`GameStore.setPlayers`): one
 * person plays and `confirmedSide` names the other side; else null.
 */
export function takingSide(players: Players, confirmedSide: Side | null): Side | null {
  const humans = humanSides(players);
  return humans.length === 1 && confirmedSide !== null && confirmedSide !== humans[0] ? humans[0]! : null;
}

/**
 * Two people answer the decision now on the screen they share, both hands hidden: a public decision
 * (casualties, the engine's `isPublicDecision`) whose decider does not hold the screen (X26).
 * The screen (`useScreen`) shows it so; the store forgets who holds the screen once it is answered.
 */
export function sharesScreen(players: Players, confirmedSide: Side | null, state: GameState): boolean {
  return humanSides(players).length === 2 && decision(state)?.side !== confirmedSide && isPublicDecision(state);
}

/** One side's player of untrusted data (a save's or a file's), or null unless it is a known kind (and a bot a known level). */
export function readPlayer(x: unknown): Player | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const p = x as { kind?: unknown; level?: unknown };
  if (p.kind === 'person') return { kind: 'person' };
  if (p.kind === 'bot' && APP_BOT_LEVELS.includes(p.level as AppBotLevel)) return { kind: 'bot', level: p.level as AppBotLevel };
  return null;
}

/** Reads the players saved for the game with `seed`; null when there are none, they are unreadable, or belong to another game. */
export function loadPlayers(storage: SaveStorage | null, seed: number, key = PLAYERS_KEY): PlayersSave | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  return loadPlayersSave(raw, seed);
}

/** Reads a players save's text for the game with `seed`; null when unreadable or of another game. */
export function loadPlayersSave(raw: string, seed: number): PlayersSave | null {
  try {
    const x = JSON.parse(raw) as Partial<PlayersSave> & { players?: Record<string, unknown> };
    if (typeof x !== 'object' || x === null || x.format !== 'lincoln-players' || x.version !== 1 || x.seed !== seed || !x.players) return null;
    const union = readPlayer(x.players.union);
    const confederate = readPlayer(x.players.confederate);
    if (!union || !confederate) return null;
    const actions = Number.isSafeInteger(x.actions) && (x.actions as number) >= 0 ? (x.actions as number) : 0;
    const players = { union, confederate };
    // Kept only where it means something: the one person of these players.
    const taker = humanSides(players).join() === x.takesScreen ? x.takesScreen : null;
    return {
      format: 'lincoln-players', version: 1, seed, players, paused: x.paused === true, actions, seen: x.seen, personPlayed: x.personPlayed === true || hasPerson(players),
      ...(taker && { takesScreen: taker }),
      // Checked against the game by the store (`raidedIn`, X22).
      raided: x.raided,
    };
  } catch (e) {
    if (e instanceof SyntaxError) return null; // not JSON: no players saved
    throw e;
  }
}

/** Writes the players beside the autosave (or under `key`); returns why when storage refuses. */
export function writePlayers(storage: SaveStorage | null, save: Omit<PlayersSave, 'format' | 'version'>, key = PLAYERS_KEY): SaveFailure | null {
  if (!storage) return null;
  try {
    storage.setItem(key, JSON.stringify({ format: 'lincoln-players', version: 1, ...save }));
    return null;
  } catch (e) {
    if (isStorageError(e)) return saveFailure(e);
    throw e;
  }
}

/**
 * The autosave could not be read: its players, beside it until the fresh game's first save replaces
 * them, still say whether a person played it (R2.6). When one did, the backup's players of the same
 * game (the same seed) say so too, so that restoring the backup from the unreadable-save banner keeps
 * the game's secrets as restoring it otherwise does (`restoreBackup`; QA: Everything opened).
 */
export function markBackupPlayed(storage: SaveStorage | null): void {
  try {
    const seed = (JSON.parse(readItem(storage, PLAYERS_KEY) ?? '0') as PlayersSave | null)?.seed ?? NaN;
    const backup = loadPlayers(storage, seed)?.personPlayed && loadPlayers(storage, seed, PLAYERS_BACKUP_KEY);
    if (backup) writePlayers(storage, { ...backup, personPlayed: true }, PLAYERS_BACKUP_KEY);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e; // players that are not JSON: nothing to keep
  }
}
