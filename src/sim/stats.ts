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
  /**
   * Games the Union lost by R12.2 (the Confederacy controls Washington at the end of a Union turn)
   * by turn `EARLY_TURN` (issue 9: the normal bot's Union must lose Washington that early in fewer
   * than 5% of games against the normal Confederacy), over all games.
   */
  washingtonEarly: WinFigure & { byTurn: number };
  /** How games ended: each victory rule and reason with its side and count, most frequent first. */
  endings: { rule: string; side: Side | null; reason: string; count: number }[];
  turns: Distribution;
  decisions: Distribution;
  /** Union VP at the 1st, 2nd and 3rd reshuffle check (only games that reached it). */
  vpAtReshuffle: Distribution[];
  battles: Distribution;
  removed: Record<Side, Distribution>;
}

/** `k` of `n` games as a count, a share and its Wilson 95% interval. */
function rateOf(k: number, n: number): WinFigure {
  return { wins: k, rate: n ? k / n : 0, ci95: wilson(k, n) };
}

/** The turn up to which `Summary.washingtonEarly` counts Washington lost (turns of both sides: the Union's 1, 3, 5). */
export const EARLY_TURN = 5;

/** Aggregates game records (all with the same player specs). */
export function summarize(records: readonly GameRecord[]): Summary {
  const n = records.length;
  const winFigure = (side: Side): WinFigure => rateOf(records.filter((r) => r.winner === side).length, n);
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
    washingtonEarly: { ...rateOf(records.filter((r) => r.rule === 'R12.2' && r.turns <= EARLY_TURN).length, n), byTurn: EARLY_TURN },
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
