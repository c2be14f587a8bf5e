/** Plain-text rendering of a simulator summary. */
import type { Distribution, Summary } from './stats';

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const dist = (d: Distribution): string => (d.n ? `mean ${d.mean.toFixed(2)}, median ${d.median}, min ${d.min}, max ${d.max}` : 'n/a');

/** The summary as a short multi-line report. */
export function formatSummary(s: Summary): string {
  const lines: string[] = [];
  lines.push(`${s.games} games: Union = ${s.union}, Confederate = ${s.confederate}`);
  for (const side of ['union', 'confederate'] as const) {
    const w = s.wins[side];
    lines.push(`  ${side.padEnd(12)} wins ${String(w.wins).padStart(5)}  ${pct(w.rate).padStart(6)}  (95% CI ${pct(w.ci95[0])}–${pct(w.ci95[1])})`);
  }
  const w = s.washingtonEarly;
  lines.push(`  Washington lost by turn ${w.byTurn} (R12.2): ${w.wins} of ${s.games}  ${pct(w.rate)}  (95% CI ${pct(w.ci95[0])}–${pct(w.ci95[1])})`);
  if (s.unfinished || s.errors) lines.push(`  unfinished ${s.unfinished}, errors ${s.errors}`);
  lines.push('How games ended:');
  for (const e of s.endings) lines.push(`  ${e.rule.padEnd(10)} ${(e.side ?? '-').padEnd(12)} ${String(e.count).padStart(5)}  ${e.reason}`);
  lines.push(`Turns:      ${dist(s.turns)}`);
  lines.push(`Decisions:  ${dist(s.decisions)}`);
  s.vpAtReshuffle.forEach((d, i) => lines.push(`Union VP at reshuffle ${i + 1} (${d.n} games): ${dist(d)}`));
  lines.push(`Battles per game: ${dist(s.battles)}`);
  lines.push(`Cards removed: Union ${dist(s.removed.union)}`);
  lines.push(`               Confederate ${dist(s.removed.confederate)}`);
  return lines.join('\n');
}
