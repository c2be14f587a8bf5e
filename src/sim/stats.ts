/** Aggregate figures of many simulated games, with Wilson 95% confidence intervals. */
import type { Side } from '../data';
import type { GameRecord } from './game';

/** Wilson score interval for `k` successes in `n` trials (z = 1.96 → 95%). [0, 1] when n = 0. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n <= 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean, median, min and max of a list (all 0 for an empty list). */
export interface Distribution { n: number; mean: number; median: number; min: number; max: number }

/** Summary statistics of a list of numbers. */
export function distribution(values: readonly number[]): Distribution {
  if (values.length === 0) return { n: 0, mean: 0, median: 0, min: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return {
    n: values.length,
    mean: values.reduce((a, b) => a + b, 0) / values.length,
    median,
    min: sorted[0],
    max: sorted[sorted.length - 1],
  };
}

/** Wins of one side. */
export interface WinFigure { wins: number; rate: number; ci95: [number, number] }

/** The simulator's figures. */
export interface Summary {
  games: number;
  union: string;
  confederate: string;
  /** Wins per side over all games (unfinished and errored games count as no win). */
  wins: Record<Side, WinFigure>;
  unfinished: number;
  errors: number;
  /** How games ended: each victory rule and reason with its side and count, most frequent first. */
  endings: { rule: string; side: Side | null; reason: string; count: number }[];
  turns: Distribution;
  decisions: Distribution;
  /** Union VP at the 1st, 2nd and 3rd reshuffle check (only games that reached it). */
  vpAtReshuffle: Distribution[];
  battles: Distribution;
  removed: Record<Side, Distribution>;
}

/** Aggregates game records (all with the same player specs). */
export function summarize(records: readonly GameRecord[]): Summary {
  const n = records.length;
  const winFigure = (side: Side): WinFigure => {
    const wins = records.filter((r) => r.winner === side).length;
    return { wins, rate: n ? wins / n : 0, ci95: wilson(wins, n) };
  };
  const endings = new Map<string, { rule: string; side: Side | null; reason: string; count: number }>();
  for (const r of records) {
    const key = `${r.rule}/${r.winner ?? '-'}/${r.error ? 'error' : r.reason}`;
    const e = endings.get(key);
    if (e) e.count++;
    else endings.set(key, { rule: r.rule, side: r.winner, reason: r.error ? 'error' : r.reason, count: 1 });
  }
  const vpAtReshuffle: Distribution[] = [];
  for (let i = 0; i < 3; i++) vpAtReshuffle.push(distribution(records.filter((r) => r.vpAtReshuffle.length > i).map((r) => r.vpAtReshuffle[i])));
  return {
    games: n,
    union: records[0]?.union ?? '',
    confederate: records[0]?.confederate ?? '',
    wins: { union: winFigure('union'), confederate: winFigure('confederate') },
    unfinished: records.filter((r) => r.rule === 'unfinished').length,
    errors: records.filter((r) => r.rule === 'error').length,
    endings: [...endings.values()].sort((a, b) => b.count - a.count || a.rule.localeCompare(b.rule)),
    turns: distribution(records.map((r) => r.turns)),
    decisions: distribution(records.map((r) => r.decisions.total)),
    vpAtReshuffle,
    battles: distribution(records.map((r) => r.battles)),
    removed: {
      union: distribution(records.map((r) => r.removed.union)),
      confederate: distribution(records.map((r) => r.removed.confederate)),
    },
  };
}
