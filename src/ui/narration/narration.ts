/**
 * Narration of one action for a class (issue 12 item 3), from two views of the same viewer — the
 * position before the action and after it — and nothing else: the action's log entries, and the
 * armies it moved (public counters whose location changed, with their printed strengths). Also
 * the path a moving counter follows on the map (along the rail links it used) and the caption's
 * headline in plain words. Pure: no React (the hook is a thin memo around `narrationOf`).
 */
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import type { Half, LocationId, RailLink, Side } from '../../data/types';
import type { LogEntry, PlayerView, UnitState } from '../../engine/types';
import { cardNameKey } from '../../i18n/keys';
import { locationName } from '../game/labels';
import { logText } from '../game/logText';
import { halfRect, linkGeometryOf, type Point } from '../map/layout';

/** Armies of one side that one action moved from one place to another. */
export interface NarratedMove {
  side: Side;
  from: LocationId;
  fromHalf: Half;
  to: LocationId;
  toHalf: Half;
  /** 'naval' for a move by sea (the log says so), else along the rail links. */
  mode: 'rail' | 'naval';
  /** The armies moved, as their counters show them. */
  units: UnitState[];
  /** Their strength together (the counters' printed strengths). */
  strength: number;
}

/** What one action did, for the caption and the map. */
export interface Narration {
  /** The log entries the action added (when the views are not one action apart: the newest entry). */
  entries: readonly LogEntry[];
  /** The largest group of armies it moved, if any. */
  move: NarratedMove | null;
  /** The action ended a battle: its reveal entry (R7.4–R7.6). */
  reveal: LogEntry | null;
  /** The action began a battle (an army moved in, or an attack declared): the battle's entry. */
  battle: LogEntry | null;
}

const NAVAL_KEYS = new Set(['naval-move', 'retreat-naval', 'withdraw-naval']);
/** Log entries of a move an army made by its side's choice (the headline tells them). */
const MOVE_KEYS = new Set(['move', 'rail-move', 'naval-move']);
/** Log entries of armies falling back, by the headline's word: a retreat after a lost battle (R9), a withdrawal before one (R8). */
const FALL_BACK: Readonly<Record<string, 'retreat' | 'withdraw'>> = {
  retreat: 'retreat', 'retreat-to': 'retreat', 'retreat-naval': 'retreat',
  withdraw: 'withdraw', 'withdraw-to': 'withdraw', 'withdraw-half': 'withdraw', 'withdraw-naval': 'withdraw',
};

/** The armies `before` → `after` moved, grouped by side and from/to place; the largest group first. */
function movedArmies(before: PlayerView, after: PlayerView): UnitState[][] {
  const was = new Map(before.units.map((u) => [u.id, u]));
  const groups = new Map<string, UnitState[]>();
  for (const u of after.units) {
    const old = was.get(u.id);
    if (!old || u.kind !== 'army' || old.location === u.location) continue;
    const key = `${u.side}|${old.location}|${old.half}|${u.location}|${u.half}`;
    groups.set(key, [...(groups.get(key) ?? []), u]);
  }
  return [...groups.values()].sort((a, b) => b.length - a.length);
}

/**
 * The narration of the step from `before` to `after` (two views for the same viewer). Without
 * `before`, or when `after` is not later than it, only the newest log entry is told.
 */
export function narrationOf(before: PlayerView | null, after: PlayerView): Narration {
  const oneStep = before !== null && before.log.length < after.log.length;
  const entries = oneStep ? after.log.slice(before.log.length) : after.log.slice(-1);
  let move: NarratedMove | null = null;
  if (oneStep) {
    const group = movedArmies(before, after)[0];
    if (group) {
      const first = group[0]!;
      const old = before.units.find((u) => u.id === first.id)!;
      move = {
        side: first.side, from: old.location, fromHalf: old.half, to: first.location, toHalf: first.half,
        mode: entries.some((e) => NAVAL_KEYS.has(e.key)) ? 'naval' : 'rail',
        units: group, strength: group.reduce((n, u) => n + (u.strength ?? 0), 0),
      };
    }
  }
  return {
    entries, move,
    reveal: (oneStep && entries.find((e) => e.key === 'reveal')) || null,
    battle: (oneStep && entries.find((e) => e.key === 'battle')) || null,
  };
}

/**
 * `narrationOf` the view before and this one, kept while the view changes without a new log entry
 * (the screen rebuilds its view when the builder changes, with the same position). With `before`
 * (null: none), the narration of that step, remembering nothing.
 */
export function useNarration(view: PlayerView, before?: PlayerView | null): Narration {
  const [kept, setKept] = useState(() => ({ view, narration: narrationOf(null, view) }));
  // Told the view before (the Replay page knows the position before each one): no memory needed.
  const given = useMemo(() => (before === undefined ? null : narrationOf(before, view)), [before, view]);
  if (given) return given;
  if (kept.view !== view && kept.view.log.length !== view.log.length) {
    // React's "state from the previous render" pattern: the step is told in this very render.
    const next = { view, narration: narrationOf(kept.view, view) };
    setKept(next);
    return next.narration;
  }
  return kept.narration;
}

function centre(location: LocationId, half: Half): Point {
  const r = halfRect(location, half);
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/**
 * The points a moving counter passes through on the map: from the half it left, along the
 * fewest rail links of `links` to the half it entered (a long move, R6.2.2, crosses several);
 * a move by sea, or between places no link joins, goes straight.
 */
export function movePath(move: Pick<NarratedMove, 'from' | 'fromHalf' | 'to' | 'toHalf' | 'mode'>, links: readonly RailLink[]): Point[] {
  const start = centre(move.from, move.fromHalf);
  const end = centre(move.to, move.toHalf);
  if (move.mode === 'naval') return [start, end];
  const geometry = linkGeometryOf(links);
  // Breadth-first over the links: the fewest links from `from` to `to`.
  const came = new Map<LocationId, { link: number; prev: LocationId } | null>([[move.from, null]]);
  const queue: LocationId[] = [move.from];
  while (queue.length && !came.has(move.to)) {
    const here = queue.shift()!;
    geometry.forEach((g, i) => {
      const next = g.link.a.location === here ? g.link.b.location : g.link.b.location === here ? g.link.a.location : null;
      if (next && !came.has(next)) {
        came.set(next, { link: i, prev: here });
        queue.push(next);
      }
    });
  }
  if (!came.has(move.to)) return [start, end];
  const legs: Point[] = [];
  for (let at = move.to, step = came.get(at); step; at = step.prev, step = came.get(at)) {
    const g = geometry[step.link]!;
    const [near, far] = g.link.a.location === step.prev ? [g.a, g.b] : [g.b, g.a];
    legs.unshift(near, far);
  }
  return [start, ...legs, end];
}

/** An SVG path through `points` ("M x y L x y …"). */
export function pathData(points: readonly Point[]): string {
  return points.map((p, i) => `${i ? 'L' : 'M'}${Math.round(p.x)} ${Math.round(p.y)}`).join(' ');
}

/** Log entries of what a battle cost, told first under its headline (R7.7, R8, R9, E11). */
const LOSS_KEYS = new Set(['casualties', 'forts-eliminated', 'no-retreat', ...Object.keys(FALL_BACK)]);

/**
 * The entries a caption shows under its headline `head`, at most `max` of them: the action's other
 * entries, without the battle's own (shown by the map), nor one the headline already says — the
 * battle-won entry under a reveal that names the same winner and place, the card-action entry
 * under a headline that names its card (QA: Rail Movement named twice). What the battle cost (the
 * casualties, forts lost, armies that could not retreat, retreats and withdrawals) comes first and
 * is kept before anything else (QA: a reveal's caption showed the Europe marker and left out both
 * sides' losses); the rest, newest kept, in the log's order after it.
 */
export function captionEntries(n: Narration, head: { card: string | null; entry: LogEntry | null }, max: number): LogEntry[] {
  const reveal = head.entry !== null && head.entry === n.reveal ? n.reveal : null;
  const cardNamed = head.card !== null ? namedCardEntry(n) : undefined;
  const said = (e: LogEntry) =>
    (reveal !== null && e.key === 'battle-won' && e.args.side === reveal.args.winner && e.args.location === reveal.args.location)
    || (cardNamed !== undefined && e.key === 'card-action' && e.args.card === cardNamed.args.card);
  const rest = n.entries.filter((e) => e !== head.entry && e !== n.battle && !said(e));
  const losses = rest.filter((e) => LOSS_KEYS.has(e.key)).slice(0, max);
  const others = rest.filter((e) => !LOSS_KEYS.has(e.key));
  return [...losses, ...others.slice(Math.max(0, others.length - (max - losses.length)))];
}

/** The action's first entry that names a card (played face up, R6.1): the card a headline names. */
function namedCardEntry(n: Narration): LogEntry | undefined {
  return n.entries.find((e) => typeof e.args.card === 'string' && e.args.card);
}

/** Entries a caption leaves out: the bookkeeping around the action itself. */
const QUIET = new Set(['draw', 'draw-stops']);

/**
 * The caption's headline in plain words: a battle's reveal when the action ended one; else an army
 * that moved into a battle "attacks" it ("Lee: the Confederate army of 3 attacks Washington from
 * Manassas"), another move "moves"; else the first entry's own text. The card named is the one the log names (played face up, R6.1).
 */
export function headline(t: TFunction, n: Narration): { text: string; card: string | null; entry: LogEntry | null } {
  // `entry`: the log entry the headline tells (left out of the lines under it).
  const cardEntry = namedCardEntry(n);
  const card = cardEntry ? t(cardNameKey(String(cardEntry.args.card)), { defaultValue: String(cardEntry.args.card) }) : null;
  const m = n.reveal ? null : n.move;
  if (m) {
    const args = {
      count: m.units.length, strength: m.strength, from: locationName(m.from), to: locationName(m.to),
      side: t(`narration.side.${m.side}`),
    };
    const attacks = n.battle !== null && n.battle.args.location === m.to;
    // Armies that fell back from where they stood retreat or withdraw, they do not "move".
    const fellBack = n.entries.find((e) => FALL_BACK[e.key] && e.args.location === m.from) ?? null;
    if (fellBack) return { text: t(`narration.${FALL_BACK[fellBack.key]}`, args), card, entry: fellBack };
    const key = m.mode === 'naval' ? (attacks ? 'narration.sailAttack' : 'narration.sail') : attacks ? 'narration.attack' : 'narration.move';
    // The move's own log line says the same: the headline stands for it.
    const told = n.entries.find((e) => MOVE_KEYS.has(e.key) && e.args.to === m.to) ?? null;
    return { text: t(key, args), card, entry: told };
  }
  const entry = n.reveal ?? n.entries.find((e) => !QUIET.has(e.key)) ?? n.entries[0] ?? null;
  return { text: entry ? logText(t, entry) : '', card: null, entry };
}
