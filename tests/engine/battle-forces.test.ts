/**
 * The reveal keeps the defender's forts that fought (R7.4); with the battle's unit ids (every counter
 * that fought) a battle's counts still describe its strength terms once casualties have left the map
 * (R7.7; QA, replay panel).
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
  it('R7.1 R7.4 at the reveal the battle\'s unit ids are the counters on the map, and the result counts the defender\'s forts among them', () => {
    const state = revealedBattle();
    const c = state.combat!;
    expect(onMap(state, 'union')).toEqual({ armies: c.attackerUnits.length, forts: 0 });
    expect(onMap(state, 'confederate')).toEqual({ armies: c.defenderUnits.length - c.result!.forts!, forts: c.result!.forts });
    expect(c.result!.forts).toBe(1); // only the fort in the attacked half fights (R7.1)
    expect(c.defenderUnits).toHaveLength(3);
  });

  it('R7.7 the ids and the count outlive the casualties, into the last battle\'s record, and survive a save', () => {
    let state = revealedBattle();
    const { attackerUnits, defenderUnits } = state.combat!;
    while (state.combat) {
      state = applyAction(state, legalActions(state)[0]!);
      if (state.combat?.result) {
        expect(state.combat.result.forts).toBe(1);
        expect([state.combat.attackerUnits, state.combat.defenderUnits]).toEqual([attackerUnits, defenderUnits]);
      }
    }
    expect(state.lastBattle!.result.forts).toBe(1);
    expect(deserialize(serialize(state)).lastBattle!.result.forts).toBe(1);
  });

  it('R7.7 a save from before the count was kept still loads, without it', () => {
    const state = revealedBattle();
    const old = JSON.parse(serialize(state));
    delete old.state.combat.result.forts;
    const loaded = deserialize(JSON.stringify(old));
    expect(loaded.combat!.result!.forts).toBeUndefined();
    expect(loaded.combat!.result!.winner).toBe(state.combat!.result!.winner);
  });
});
