/**
 * Whose eyes a replay looks through (issue 10 item 1). Every view comes from the engine's
 * `viewFor`; nothing is hidden in the DOM. While a game that people play or played goes on (bots
 * that took over keep its secrets: `GameStore.personPlayed`), the replay shows only what the person
 * at the screen may see in the live game (the hand-off rules hold);
 * *Everything* — both sides' views together — opens once the game is over, in sandbox games, and
 * once the players agreed to show the whole position (`agreeToShow`, the Position editor's and
 * *Play from here*'s agreement, which a sandbox's replay already honours: QA, the editor's
 * agreement left Everything closed while *Play from here* then showed it without asking).
 */
import type { LogEntry, PlayerView, Side } from '../../engine/types';
import { viewOf } from '../game/derive';
import type { GameState } from '../../engine/types';
import { hasPerson, type Players } from '../store/players';
import type { GameStore } from '../store/gameStore';
import { isStorageError } from '../store/persistence';
import { positionFingerprint } from '../store/recordFile';
import type { GameOrigin } from '../store/session';

/** A replay viewpoint: one side's view, the public view, or both sides' views together. */
export type Viewpoint = Side | 'observer' | 'everything';

/** Every viewpoint (the order of the closed ones in the replay's select, `viewpointOptions`). */
export const VIEWPOINTS: readonly Viewpoint[] = ['union', 'confederate', 'everything', 'observer'];

/**
 * The replay select's options: the viewpoints open now in `allowedViewpoints`' order, so that the
 * one the replay opens on comes first and the list reads as that order was chosen (Everything first
 * once the game is over, the public view first between bots, the live screen's view first once the
 * players agreed), then those still closed (disabled in the select: what opens later), the public
 * view only when open. The order depends on the live game, never on the position shown, so the
 * options stay put while the replay steps or plays, and the viewpoint chosen stays chosen.
 */
export function viewpointOptions(allowed: readonly Viewpoint[]): Viewpoint[] {
  return [...allowed, ...VIEWPOINTS.filter((v) => v !== 'observer' && !allowed.includes(v))];
}

/** What the live game allows the replay to show. */
export interface LiveGame {
  over: boolean;
  sandbox: boolean;
  players: Players;
  /**
   * A person has played a side of the game, now or before (`GameStore.personPlayed`): bots that
   * took over keep its secrets (QA: *Change players…* to two bots opened Everything, the editor and Export).
   */
  personPlayed: boolean;
  /** Whom the live game screen is rendered for now (`Screen.viewer`). */
  viewer: Side | 'observer';
  /** The players agreed to show the whole position (`agreedToShow`): every viewpoint opens, the live viewer's first. */
  agreed?: boolean;
}

/**
 * The viewpoints the replay may offer, the first being the default: all of them once the game is
 * over or in a sandbox; all of them, the live viewer's first, once the players agreed; all of them,
 * the public view first, in a game that bots alone have played (no person to keep a secret from);
 * otherwise only the live screen's viewer (the one person against the bot, the confirmed deciding
 * side of two people, the public view during a hand-off or between bots that took over from people).
 */
export function allowedViewpoints(live: LiveGame): Viewpoint[] {
  if (live.over || live.sandbox) return ['everything', 'union', 'confederate', 'observer'];
  // Agreed while the game goes on: the replay still opens on the live screen's view, the others a choice away.
  if (live.agreed) return [live.viewer, ...(['everything', 'union', 'confederate', 'observer'] as const).filter((v) => v !== live.viewer)];
  // Bots alone keep no secret from anyone (each reads only its own view, `viewFor`): the class
  // watching may look at every hand, the public view first (QA: Everything was closed between bots).
  // Not once people played it: they would see each other's hands by handing both sides to bots.
  if (!live.personPlayed && !hasPerson(live.players)) return ['observer', 'everything', 'union', 'confederate'];
  return [live.viewer];
}

/** The live game's facts that decide whether it keeps a secret from its replay (`allowedViewpoints` without the viewer). */
export type SecretsOf = Omit<LiveGame, 'viewer'>;

/** The store's facts for `keepsSecrets` and `allowedViewpoints` (without the agreement, which each asker reads itself). */
export function secretsOf(s: Pick<GameStore, 'game' | 'record' | 'players' | 'personPlayed'>): SecretsOf {
  return { over: s.game.winner !== null, sandbox: s.record.sandbox === true, players: s.players, personPlayed: s.personPlayed };
}

/**
 * Whether the game keeps secrets that the whole position would show (every hand, the order of the
 * draw piles): its replay may not show *Everything* (people play or played it, not over, not a sandbox, not agreed).
 * The Position editor and a sandbox game branched from it show them, so both ask first.
 */
export function keepsSecrets(live: SecretsOf): boolean {
  return !allowedViewpoints({ ...live, viewer: 'observer' }).includes('everything');
}

/**
 * Where the players' agreements to show the whole position are kept: the tab's `sessionStorage`,
 * by game identity, so that a reload of the same game does not ask again while a new sitting (a
 * closed browser) does (QA: the agreement was asked again after every reload). Without storage
 * (refused, or outside a browser) they last as long as the page.
 */
const AGREED_KEY = 'lincoln.agreed.v1';
/** How many games' agreements the tab keeps (the oldest are forgotten first). */
const AGREED_MAX = 20;
/** The agreements of this page that storage refused. */
const agreedHere = new Set<string>();

/** Each origin's identity, computed once (origins never change; a loaded state's fingerprint reads it whole). */
const identities = new WeakMap<GameOrigin, string>();

/**
 * A game's identity that outlives the page: the fingerprint of its origin (its new-game options
 * with the seed, or the state it was loaded from), the same for the record read back after a reload.
 */
export function gameIdentity(origin: GameOrigin): string {
  let id = identities.get(origin);
  if (id === undefined) identities.set(origin, (id = `${origin.kind}:${positionFingerprint(origin.kind === 'new' ? origin.options : origin.state)}`));
  return id;
}

/** The identities stored in this tab; none when storage is missing, refused or holds something else. */
function storedAgreements(): string[] {
  try {
    const value: unknown = JSON.parse(globalThis.sessionStorage?.getItem(AGREED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch (e) {
    // Storage refused (a SecurityError, `isStorageError`), or a value this code did not write (a SyntaxError).
    if (e instanceof SyntaxError || isStorageError(e)) return [];
    throw e;
  }
}

/** Whether the players of the game that began at `origin` agreed to show the whole position (in this page or this tab). */
export function agreedToShow(origin: GameOrigin): boolean {
  const id = gameIdentity(origin);
  return agreedHere.has(id) || storedAgreements().includes(id);
}

/** The players of the game that began at `origin` agree to show the whole position: once per game, for the editor and *Play from here* alike. */
export function agreeToShow(origin: GameOrigin): void {
  const id = gameIdentity(origin);
  try {
    // Reading `sessionStorage` itself throws where the browser keeps no site data.
    const storage = globalThis.sessionStorage;
    if (storage) return storage.setItem(AGREED_KEY, JSON.stringify([...storedAgreements().filter((x) => x !== id), id].slice(-AGREED_MAX)));
  } catch (e) {
    // Storage refused or full (`isStorageError`): the agreement lasts as long as the page.
    if (!isStorageError(e)) throw e;
  }
  agreedHere.add(id);
}

/**
 * Where the turns on which the whole position of a game that keeps secrets was shown are kept: the
 * browser's `localStorage`, by game identity, so that the trace outlives a reload, a closed tab and
 * a new sitting (the agreement itself is asked again then). The other player reads it at each
 * hand-off (`ShownNotice`): one player alone may agree, but not unseen. Without storage it lasts
 * as long as the page.
 */
const SHOWN_KEY = 'lincoln.shown.v1';
/** The traces of this page that storage refused. */
const shownHere = new Map<string, number[]>();

/** The traces stored in this browser, oldest game first; none when storage is missing, refused or holds something else. */
function storedShown(): [string, number[]][] {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(SHOWN_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((x): x is [string, number[]] => Array.isArray(x) && typeof x[0] === 'string' && Array.isArray(x[1]) && x[1].every(Number.isSafeInteger)) : [];
  } catch (e) {
    if (e instanceof SyntaxError || isStorageError(e)) return [];
    throw e;
  }
}

/** The turns on which the whole position of the game that began at `origin` was shown while it kept its secrets, in order. */
export function shownTurns(origin: GameOrigin): number[] {
  const id = gameIdentity(origin);
  return storedShown().find(([x]) => x === id)?.[1] ?? shownHere.get(id) ?? [];
}

/** Leaves the trace that the whole position of the game that began at `origin`, which keeps secrets, is shown on `turn` (the editor, *Play from here*, another side's view in its Replay). */
export function noteShown(origin: GameOrigin, turn: number): void {
  const id = gameIdentity(origin);
  const turns = shownTurns(origin);
  if (turns.includes(turn)) return;
  const next = [...turns, turn];
  try {
    const storage = globalThis.localStorage;
    if (storage) return storage.setItem(SHOWN_KEY, JSON.stringify([...storedShown().filter(([x]) => x !== id), [id, next]].slice(-AGREED_MAX)));
  } catch (e) {
    if (!isStorageError(e)) throw e;
  }
  shownHere.set(id, next);
}

/** Merges two views' logs (each the public entries plus that side's private ones, in order; public entries are the same objects). */
function mergeLogs(a: LogEntry[], b: LogEntry[]): LogEntry[] {
  const out: LogEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(a[i++]);
      j++;
    } else if (i < a.length && (a[i].privateTo || j >= b.length)) out.push(a[i++]);
    else out.push(b[j++]);
  }
  return out;
}

/** The views a replay position shows from `viewpoint`: the board's view, and the hands shown (one per side). */
export function viewsAt(state: GameState, viewpoint: Viewpoint): { view: PlayerView; hands: Partial<Record<Side, PlayerView['hand']>> } {
  if (viewpoint !== 'everything') {
    const view = viewOf(state, viewpoint);
    return { view, hands: viewpoint === 'observer' ? {} : { [viewpoint]: view.hand } };
  }
  const union = viewOf(state, 'union');
  const confederate = viewOf(state, 'confederate');
  const base = viewOf(state, 'observer');
  const combat = base.combat && union.combat && confederate.combat
    ? {
        ...base.combat,
        ...('attackerCard' in base.combat ? { attackerCard: (base.combat.attacker === 'union' ? union : confederate).combat!.attackerCard } : {}),
        ...('defenderCard' in base.combat ? { defenderCard: (base.combat.defender === 'union' ? union : confederate).combat!.defenderCard } : {}),
      }
    : base.combat;
  const view: PlayerView = {
    ...base,
    sides: { union: union.sides.union, confederate: confederate.sides.confederate },
    combat,
    log: mergeLogs(union.log, confederate.log),
  };
  return { view, hands: { union: union.hand, confederate: confederate.hand } };
}
