/**
 * Whose eyes a replay looks through (issue 10 item 1). Every view comes from the engine's
 * `viewFor`; nothing is hidden in the DOM. While a game with people in it goes on, the replay
 * shows only what the person at the screen may see in the live game (the hand-off rules hold);
 * *Everything* — both sides' views together — opens once the game is over and in sandbox games.
 */
import type { LogEntry, PlayerView, Side } from '../../engine/types';
import { viewOf } from '../game/derive';
import type { GameState } from '../../engine/types';
import { humanSides, type Players } from '../store/players';

/** A replay viewpoint: one side's view, the public view, or both sides' views together. */
export type Viewpoint = Side | 'observer' | 'everything';

/** The viewpoints of the replay's select, in order. */
export const VIEWPOINTS: readonly Viewpoint[] = ['union', 'confederate', 'everything', 'observer'];

/** What the live game allows the replay to show. */
export interface LiveGame {
  over: boolean;
  sandbox: boolean;
  players: Players;
  /** Whom the live game screen is rendered for now (`Screen.viewer`). */
  viewer: Side | 'observer';
}

/**
 * The viewpoints the replay may offer, the first being the default: all of them once the game is
 * over or in a sandbox; otherwise only the live screen's viewer (the one person against the bot,
 * the confirmed deciding side of two people, the public view during a hand-off or between bots).
 */
export function allowedViewpoints(live: LiveGame): Viewpoint[] {
  if (live.over || live.sandbox) return ['everything', 'union', 'confederate', 'observer'];
  if (humanSides(live.players).length === 0) return ['observer'];
  return [live.viewer];
}

/** The live game's facts that decide whether it keeps a secret from its replay (`allowedViewpoints` without the viewer). */
export type SecretsOf = Omit<LiveGame, 'viewer'>;

/**
 * Whether the game keeps secrets that the whole position would show (every hand, the order of the
 * draw piles): its replay may not show *Everything* (people in it or bots, not over, not a sandbox).
 * The Position editor and a sandbox game branched from it show them, so both ask first.
 */
export function keepsSecrets(live: SecretsOf): boolean {
  return !allowedViewpoints({ ...live, viewer: 'observer' }).includes('everything');
}

/** The games (their records' origins) whose players agreed to show the whole position: once per game, for the editor and *Play from here* alike. */
const agreedGames = new WeakSet<object>();

/** Whether the players of the game whose record's origin is `origin` agreed to show the whole position. */
export function agreedToShow(origin: object): boolean {
  return agreedGames.has(origin);
}

/** The players of the game whose record's origin is `origin` agree to show the whole position. */
export function agreeToShow(origin: object): void {
  agreedGames.add(origin);
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
