/**
 * The reveal keeps each side's counters that fought, by kind (R7.1, R7.4), so a battle's counts
 * still describe its strength terms once casualties have left the map (R7.7; QA, replay panel).
 */
import { applyAction, decision, deserialize, legalActions, newGame, serialize } from '../../src/engine/index';
import type { GameState, Side } from '../../src/engine/index';

/** Union armies of 3, 3 and 2 attack Manassas from Washington; a Confederate army of 2, one of 1 and a fort there stand without a card. */
function revealedBattle(): GameState {
  let state = newGame({
    seed: 1,
    scenario: {
      units: [
        ...([3, 3, 2] as const).map((strength) => ({ side: 'union' as const, kind: 'army' as const, strength, location: 'washington' as const })),
        { side: 'confederate', kind: 'army', strength: 2, location: 'manassas' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
        { side: 'confederate', kind: 'fort', location: 'manassas', half: 'upper' },
        { side: 'confederate', kind: 'fort', location: 'manassas', half: 'lower' },
      ],
      hands: { union: ['U30'], confederate: ['C01'] },
    },
  });
  state = applyAction(state, legalActions(state).find((a) => a.type === 'move' && a.to === 'manassas' && a.units.length === 3)!);
  if (decision(state)!.kind === 'attacker-card') state = applyAction(state, { type: 'attacker-card', card: null });
  return applyAction(state, { type: 'stand', card: null, benefits: [] });
}

/** `side`'s battle units on the map of `state`, by kind. */
function onMap(state: GameState, side: Side): { armies: number; forts: number } {
  const c = state.combat!;
  const ids = side === c.attacker ? c.attackerUnits : c.defenderUnits;
  const units = state.units.filter((u) => ids.includes(u.id));
  return { armies: units.filter((u) => u.kind === 'army').length, forts: units.filter((u) => u.kind === 'fort').length };
}

describe('the counters that fought, kept with the reveal (R7.4, R7.7)', () => {
  it('R7.1 R7.4 the result counts each side\'s armies and forts in the battle at the reveal', () => {
    const state = revealedBattle();
    const result = state.combat!.result!;
    expect(result.forces).toEqual({ union: onMap(state, 'union'), confederate: onMap(state, 'confederate') });
    expect(result.forces!.union).toEqual({ armies: 3, forts: 0 });
    expect(result.forces!.confederate.armies).toBe(2);
    expect(result.forces!.confederate.forts).toBe(1); // only the fort in the attacked half fights (R7.1)
  });

  it('R7.7 the counts outlive the casualties, into the last battle\'s record, and survive a save', () => {
    let state = revealedBattle();
    const forces = state.combat!.result!.forces;
    while (state.combat) {
      const answer = legalActions(state)[0]!;
      state = applyAction(state, answer);
      if (state.combat?.result) expect(state.combat.result.forces).toEqual(forces);
    }
    expect(state.lastBattle!.result.forces).toEqual(forces);
    expect(deserialize(serialize(state)).lastBattle!.result.forces).toEqual(forces);
  });

  it('R7.7 a save from before the counts were kept still loads, without them', () => {
    const state = revealedBattle();
    const old = JSON.parse(serialize(state));
    delete old.state.combat.result.forces;
    const loaded = deserialize(JSON.stringify(old));
    expect(loaded.combat!.result!.forces).toBeUndefined();
    expect(loaded.combat!.result!.winner).toBe(state.combat!.result!.winner);
  });
});
