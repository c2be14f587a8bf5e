/**
 * The decision kinds (contract `Decision`, issue 7 item 5): the engine exports them as one constant,
 * every decision it asks for is of a listed kind, and every listed kind is asked for in real play —
 * so no kind is typed and translated but never produced (the old 'withdrawal' was such a kind:
 * a withdrawal, R8, is an answer to 'defender-response', R7.3).
 */
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS, applyAction, decision, legalActions } from '../../src/engine/index.ts';
import { find, game, idsAt, play } from './helpers.ts';
import { playGame } from './helpers/play.ts';

/** R9.3: a Union naval attack at Fort Monroe that loses: the attacker's retreat is a naval retreat (random play seldom gets here). */
function navalRetreatKind(): string | undefined {
  const s = game({
    units: [
      { side: 'union', kind: 'army', strength: 2, location: 'washington' },
      { side: 'union', kind: 'army', strength: 1, location: 'washington' },
      { side: 'confederate', kind: 'army', strength: 3, location: 'fort-monroe' },
    ],
    hands: { union: ['U06', 'U07', 'U08', 'U31'], confederate: ['C38'] },
  });
  const [a, b] = idsAt(s, 'washington');
  let t = play(s,
    { type: 'naval-move', cards: ['U06', 'U07'], moves: [{ unit: a!, from: 'washington' }, { unit: b!, from: 'washington' }], to: 'fort-monroe' },
    { type: 'attacker-card', card: 'U31' },
    { type: 'stand', card: 'C38', benefits: [] });
  while (decision(t)?.kind === 'casualties') t = applyAction(t, find(t, 'casualties'));
  return decision(t)?.kind;
}

/** R11.2, X22: a Cavalry Raid against a hand holding one asks the raided side (without one it is not asked, so random play seldom gets here). */
function raidResponseKind(): string | undefined {
  const s = game({ active: 'confederate', hands: { confederate: ['C27'], union: ['U51', 'U30', 'U31'] } });
  return decision(applyAction(s, { type: 'card-action', card: 'C27' }))?.kind;
}

describe('decision kinds', () => {
  it('R7.3 R8 the withdrawal is an answer to the defender-response decision, not a kind of its own', () => {
    expect(DECISION_KINDS).not.toContain('withdrawal');
    expect(DECISION_KINDS).toContain('defender-response');
  });

  it('every decision of random games is of a listed kind, and every listed kind is asked for', () => {
    const seen = new Set<string>([navalRetreatKind()!, raidResponseKind()!]);
    for (let seed = 1; seed <= 60 && seen.size < DECISION_KINDS.length; seed++) {
      playGame({ seed, choices: [], variants: { passThroughContested: false, openDiscards: false } }, ({ before }) => {
        const d = decision(before)!;
        expect(DECISION_KINDS).toContain(d.kind);
        seen.add(d.kind);
        if (d.kind === 'defender-response') {
          expect(new Set(legalActions(before).map((a) => a.type))).toContain('stand');
        }
      });
    }
    expect([...seen].sort()).toEqual([...DECISION_KINDS].sort());
  }, 30_000);
});
