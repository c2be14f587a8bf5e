/**
 * The occupancy index `legalActions` reads a position through (issue 9 item 1, src/engine/control.ts
 * `readingPosition`): inside it, control (R5.4), contested locations (R5.5), halves and supply
 * (R5.8) answer exactly as the scans of every unit do outside it, and a changed copy of the
 * position is never answered from the index.
 */
import fc from 'fast-check';
import { armiesAt, controllerOf, halfOf, hasUnitsAt, isContested, readingPosition, unitsOfSideAt } from '../../src/engine/control';
import { exitHalves, longMoveEntries, railMoveEntries } from '../../src/engine/movement';
import { exitsOf, isForbidden } from '../../src/engine/map';
import { suppliedLocations } from '../../src/engine/supply';
import { cloneState } from '../../src/engine/clone';
import { newGame, rulesOf } from '../../src/engine/index';
import type { GameState, Half, LocationId, Side } from '../../src/engine/index';
import { gameSpec, playGame } from './helpers/play';

const SIDES: Side[] = ['union', 'confederate'];

/** Every answer of the control and supply queries for one position, as text. */
function answers(s: GameState): string {
  const out: string[] = [];
  for (const loc of rulesOf(s).locationIds) {
    out.push(`${loc}:${String(isContested(s, loc))}:${String(controllerOf(s, loc))}`);
    for (const side of SIDES) {
      out.push(`${side}@${loc}:${String(halfOf(s, side, loc))}:${String(hasUnitsAt(s, side, loc))}`);
      out.push(`  units ${unitsOfSideAt(s, side, loc).map((u) => u.id).join(',')} armies ${armiesAt(s, side, loc).map((u) => u.id).join(',')}`);
      if (!armiesAt(s, side, loc).length) continue;
      out.push(`  long ${longMoveEntries(s, side, loc).map((e) => `${e.via}>${e.exit.to}#${e.exit.link.id}`).join(' ')}`);
      out.push(`  rail ${railMoveEntries(s, side, loc).map((e) => `${e.via}>${e.exit.to}#${e.exit.link.id}`).join(' ')}`);
    }
  }
  for (const side of SIDES) out.push(`${side} supply: ${[...suppliedLocations(s, side)].sort().join(',')}`);
  return out.join('\n');
}

/**
 * The long-move search as it was written over `exitsOf` and half lists before the rail graph's
 * integer tables (R6.2.2, E1, R5.10): the reference the table search must match, order included.
 */
function plainLongMoves(s: GameState, side: Side, from: LocationId): string[] {
  const through = (loc: LocationId): Half[] => {
    if (isContested(s, loc)) {
      if (!s.variants.passThroughContested) return [];
      const h = halfOf(s, side, loc);
      return h ? [h] : [];
    }
    return controllerOf(s, loc) === side ? ['upper', 'lower'] : [];
  };
  const out: string[] = [];
  const halvesAt = new Map<LocationId, Half[]>([[from, exitHalves(s, side, from)]]);
  const queue: LocationId[] = [from];
  for (let head = 0; head < queue.length; head++) {
    const loc = queue[head]!;
    for (const exit of exitsOf(s, loc)) {
      if (!halvesAt.get(loc)!.includes(exit.here) || exit.to === from || isForbidden(s, side, exit.to)) continue;
      out.push(`${loc}>${exit.to}#${exit.link.id}`);
      if (halvesAt.has(exit.to) || !through(exit.to).includes(exit.toHalf)) continue;
      halvesAt.set(exit.to, through(exit.to));
      queue.push(exit.to);
    }
  }
  return out;
}

describe('the occupancy index of legalActions (issue 9 item 1)', () => {
  it('R6.2.2 E1 R5.10 the long-move search over the rail graph tables finds what the plain search over exitsOf finds, in order', () => {
    fc.assert(
      fc.property(gameSpec(), fc.boolean(), (spec, passThrough) => {
        let positions = 0;
        playGame(spec, ({ before }) => {
          if (positions++ % 5) return;
          const s = { ...before, variants: { ...before.variants, passThroughContested: passThrough } };
          for (const side of SIDES) {
            for (const loc of new Set(s.units.filter((u) => u.side === side && u.kind === 'army').map((u) => u.location))) {
              const expected = plainLongMoves(s, side, loc);
              expect(longMoveEntries(s, side, loc).map((e) => `${e.via}>${e.exit.to}#${e.exit.link.id}`)).toEqual(expected);
              expect(readingPosition(s, () => longMoveEntries(s, side, loc).map((e) => `${e.via}>${e.exit.to}#${e.exit.link.id}`))).toEqual(expected);
            }
          }
        });
      }),
      { numRuns: 6, seed: 1861 },
    );
  }, 60_000);

  it('R5.4 R5.5 R5.8 R6.2.2 inside readingPosition, control, contested locations, halves, units, supply and long moves answer as the scans do', () => {
    fc.assert(
      fc.property(gameSpec(), (spec) => {
        let positions = 0;
        playGame(spec, ({ before }) => {
          if (positions++ % 7) return;
          expect(readingPosition(before, () => answers(before))).toBe(answers(before));
        });
      }),
      { numRuns: 6, seed: 1863 },
    );
  }, 60_000);

  it('R5.5 a copy changed inside readingPosition is answered from its own units, not the index', () => {
    const s = newGame({ seed: 5 });
    const manassas: LocationId = 'manassas';
    expect(isContested(s, manassas)).toBe(false);
    readingPosition(s, () => {
      const draft = cloneState(s);
      const army = draft.units.find((u) => u.side === 'union' && u.kind === 'army')!;
      army.location = manassas;
      army.half = 'lower';
      expect(isContested(draft, manassas)).toBe(true);
      expect(controllerOf(draft, manassas)).toBeNull();
      expect(isContested(s, manassas)).toBe(false);
      expect(controllerOf(s, manassas)).toBe('confederate');
    });
  });
});
