/**
 * The occupancy index `legalActions` reads a position through (issue 9 item 1, src/engine/control.ts
 * `readingPosition`): inside it, control (R5.4), contested locations (R5.5), halves and supply
 * (R5.8) answer exactly as the scans of every unit do outside it, and a changed copy of the
 * position is never answered from the index.
 */
import fc from 'fast-check';
import { controllerOf, halfOf, isContested, readingPosition } from '../../src/engine/control';
import { suppliedLocations } from '../../src/engine/supply';
import { cloneState } from '../../src/engine/clone';
import { newGame, rulesOf } from '../../src/engine/index';
import type { GameState, LocationId, Side } from '../../src/engine/index';
import { gameSpec, playGame } from './helpers/play';

const SIDES: Side[] = ['union', 'confederate'];

/** Every answer of the control and supply queries for one position, as text. */
function answers(s: GameState): string {
  const out: string[] = [];
  for (const loc of rulesOf(s).locationIds) {
    out.push(`${loc}:${String(isContested(s, loc))}:${String(controllerOf(s, loc))}`);
    for (const side of SIDES) out.push(`${side}@${loc}:${String(halfOf(s, side, loc))}`);
  }
  for (const side of SIDES) out.push(`${side} supply: ${[...suppliedLocations(s, side)].sort().join(',')}`);
  return out.join('\n');
}

describe('the occupancy index of legalActions (issue 9 item 1)', () => {
  it('R5.4 R5.5 R5.8 inside readingPosition, control, contested locations, halves and supply answer as the scans do', () => {
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
