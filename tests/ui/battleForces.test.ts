/**
 * The battle summary's count of each side's counters (`sideForces`) in a save written before the
 * engine kept the count of forts that fought (QA: "Attacker: Union, 0 armies" beside a table
 * adding up 3 for armies, once the attacker's casualty had left the map; R7.4, R7.7).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deserialize, viewFor } from '../../src/engine';
import { sideForces } from '../../src/ui/combat/CombatPanel';

describe('sideForces in an old save after casualties (R7.4, R7.7)', () => {
  it('R7.7 counts every army that fought, not only those left on the map', () => {
    const state = deserialize(readFileSync(new URL('../fixtures/saves/v1-casualties.json', import.meta.url), 'utf8'));
    const view = viewFor(state, 'union');
    const combat = view.combat!;
    expect(combat.result).toBeTruthy();
    expect(combat.result!.forts).toBeUndefined(); // written before the engine kept it
    expect(view.units.filter((u) => combat.attackerUnits.includes(u.id))).toEqual([]); // the Union's casualty left the map
    expect(sideForces(combat, 'union', view.units)).toEqual({ armies: 1, forts: 0 });
    const defender = sideForces(combat, 'confederate', view.units);
    expect(defender.armies + defender.forts).toBe(combat.defenderUnits.length);
  });
});
