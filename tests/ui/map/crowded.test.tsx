// @vitest-environment jsdom
/**
 * Crowded halves (QA: crowded positions in projector mode and on a tablet): every counter of a half
 * is drawn with its strength (or grouped with "×n"), and no strength, "×n" or counter is drawn
 * under another counter or the half's printed mark (VP hexagon, port anchor). The geometry is
 * read from the rendered SVG, with the text widths measured in Chromium in projector mode (the
 * largest fonts): tests/e2e/layout.e2e.mjs measures the drawn map itself.
 */
import { render } from '@testing-library/react';
import type { Half, LocationId } from '../../../src/data/types';
import { viewFor } from '../../../src/engine';
import type { PlayerView, UnitState } from '../../../src/engine/types';
import { mulberry32 } from '../../../src/bot/rng';
import { BoardMap } from '../../../src/ui/map/BoardMap';
import { crowdedGame } from '../../engine/helpers/crowded';
import { startView, unit } from './fixtures';

/** Half a counter (COUNTER_SIZE / 2). */
const H = 13;
/** Half the width of a strength ("3" at 19.5 px bold: 13.6 units). */
const LABEL_HALF = 6.8;
/** From a counter's centre to the end of its "×n" (2 units past the counter, 24.5 units wide at 16 px bold). */
const COUNT_END = H + 2 + 24.5;

function translateX(el: Element): number {
  const m = /translate\(([-\d.]+)/.exec(el.getAttribute('transform') ?? '');
  return m ? Number(m[1]) : 0;
}

/** What is wrong with the drawing of `location`'s `half`, which holds `units`: [] when every counter reads. */
function halfProblems(container: HTMLElement, location: LocationId, half: Half, units: UnitState[]): string[] {
  const wrap = container.querySelector(`[data-location-wrap="${location}"]`)!;
  const land = wrap.querySelector('.loc-land')!;
  const boxLeft = Number(land.getAttribute('x'));
  const g = wrap.querySelector(`[data-half="${half}"]`)!;
  const where = `${location}:${half}`;
  const problems: string[] = [];
  const counters = [...g.querySelectorAll('.counter')].map((c) => {
    const count = c.querySelector('.counter-count');
    return {
      x: translateX(c),
      dx: Number(c.querySelector('.counter-label')!.getAttribute('x') ?? 0),
      label: c.querySelector('.counter-label')!.textContent,
      n: count ? Number(count.textContent!.replace('×', '')) : 1,
      ids: (c.getAttribute('data-unit') ?? '').split(' '),
    };
  });
  // Every unit drawn once, with its strength.
  const drawn = counters.flatMap((c) => c.ids).sort();
  if (drawn.join() !== units.map((u) => u.id).sort().join()) problems.push(`${where}: draws ${drawn.join()} for ${units.map((u) => u.id).join()}`);
  for (const c of counters) {
    if (c.n !== c.ids.length) problems.push(`${where}: "×${c.n}" for ${c.ids.length} units`);
    for (const id of c.ids) {
      const u = units.find((x) => x.id === id);
      if (u && u.kind === 'army' && c.label !== String(u.strength)) problems.push(`${where}: ${id} of strength ${u.strength} drawn as ${c.label}`);
    }
  }
  const end = (c: (typeof counters)[number]) => (c.n > 1 ? c.x + COUNT_END : c.x + H);
  counters.forEach((c, i) => {
    if (c.x - H < boxLeft) problems.push(`${where}: ${c.label} starts left of the box`);
    if (Math.abs(c.dx) > H - LABEL_HALF) problems.push(`${where}: ${c.label}'s strength off its counter`);
    const next = counters[i + 1];
    if (!next) return;
    if (c.x + c.dx + LABEL_HALF > next.x - H + 0.01) problems.push(`${where}: ${c.label}'s strength under the next counter`);
    if (c.n > 1 && end(c) > next.x - H + 0.01) problems.push(`${where}: ${c.label}'s "×${c.n}" under the next counter`);
  });
  // The printed mark of the half: the VP hexagon (r 13.5, stroke 1.5) or the port's anchor (arms 7.5, stroke 2).
  const vp = g.querySelector('.mark-vp');
  const port = g.querySelector('.mark-port');
  const markLeft = vp ? translateX(vp) - 13.5 - 0.75 : port ? translateX(port) + translateX(port.querySelector('.mark-port-anchor')!) - 7.5 - 1 : Infinity;
  const last = counters[counters.length - 1];
  if (last && end(last) > markLeft) problems.push(`${where}: the last counter (${last.label}${last.n > 1 ? `×${last.n}` : ''}) runs under the ${vp ? 'VP' : 'port'} mark`);
  return problems;
}

function mapProblems(view: PlayerView): string[] {
  const { container, unmount } = render(<BoardMap view={view} />);
  const problems: string[] = [];
  const halves = new Map<string, UnitState[]>();
  for (const u of view.units) halves.set(`${u.location}|${u.half}`, [...(halves.get(`${u.location}|${u.half}`) ?? []), u]);
  for (const [key, units] of halves) {
    const [location, half] = key.split('|') as [LocationId, Half];
    problems.push(...halfProblems(container, location, half, units));
  }
  unmount();
  return problems;
}

describe('BoardMap: crowded halves', () => {
  it('every half full (4 Union armies; 3 Confederate armies and 2 forts beside a port +2 or a VP): each strength reads, nothing under a counter or a mark', () => {
    const view = startView();
    const full = (location: LocationId, unionHalf: Half) => {
      const other: Half = unionHalf === 'upper' ? 'lower' : 'upper';
      return [
        ...[3, 2, 1, 1].map((s, i) => unit(`${location}-u${i}`, 'union', location, s, unionHalf)),
        ...[3, 2, 1].map((s, i) => unit(`${location}-c${i}`, 'confederate', location, s, other)),
        unit(`${location}-f1`, 'confederate', location, 0, other, 'fort'),
        unit(`${location}-f2`, 'confederate', location, 0, other, 'fort'),
      ];
    };
    const places: LocationId[] = ['fort-monroe', 'fort-henry-donelson', 'new-orleans'];
    view.units = view.units.filter((u) => !places.includes(u.location)).concat(
      full('fort-monroe', 'upper'), full('fort-henry-donelson', 'lower'), full('new-orleans', 'upper'),
    );
    view.contested = places;
    expect(mapProblems(view)).toEqual([]);
    // Fort Monroe's port half: all five counters, one by one (no "×2" left for the forts).
    const { container } = render(<BoardMap view={view} />);
    const monroe = container.querySelector('[data-location-wrap="fort-monroe"] [data-half="lower"]')!;
    expect([...monroe.querySelectorAll('.counter-label')].map((t) => t.textContent)).toEqual(['3', '2', '1', 'F', 'F']);
  });

  it('three Confederate armies (3, 2, 2) and a fort beside a VP (Knoxville, a crowded draw): the "×2" does not run into the fort', () => {
    const view = startView();
    view.units = view.units.concat(
      unit('k1', 'confederate', 'knoxville', 3), unit('k2', 'confederate', 'knoxville', 2), unit('k3', 'confederate', 'knoxville', 2),
      unit('k4', 'confederate', 'knoxville', 0, 'upper', 'fort'),
    );
    expect(mapProblems(view)).toEqual([]);
  });

  it('the crowded positions of the fuzzer (tests/engine/helpers/crowded.ts, seeds 1–12) draw every strength readable', () => {
    const problems: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const game = crowdedGame(seed, mulberry32(seed));
      problems.push(...mapProblems(viewFor(game, 'union')).map((p) => `seed ${seed}: ${p}`));
    }
    expect(problems).toEqual([]);
  });
});
