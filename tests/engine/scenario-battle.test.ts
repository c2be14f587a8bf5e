/**
 * A battle in a Scenario (issue 10 item 3: the position editor sets "which decision", a battle
 * too): `newGame({ scenario: { battle } })` starts the battle at its first step, the attacker's
 * face-down card (R7.2), placed as R7.1 places it, with the defence modifier R7.5 gives, and
 * refuses a battle that no move or declared attack could have begun. `scenarioOf` writes a battle
 * at that step back, so any such position of a played game is rebuilt.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, decision, defenceModifierTerms, deserialize, legalActions, newGame, railAttackOrigins, refusalRule, RuleError, scenarioOf, serialize } from '../../src/engine/index';
import type { GameState, LocationId, Scenario } from '../../src/engine/index';

const army = (side: 'union' | 'confederate', location: LocationId, strength: 1 | 2 | 3, half: 'upper' | 'lower') => ({ side, kind: 'army' as const, strength, location, half });

/** Both sides' opening hands (a battle with an empty hand would resolve itself at once, E3). */
const start = newGame({ seed: 3 });
const hands = { union: start.cards.union.hand.slice(), confederate: start.cards.confederate.hand.slice() };

/** A Union rail attack from Washington on Manassas: the link enters Manassas's upper half and carries +1 for a Confederate defender. */
const railAttack: Scenario = {
  active: 'union', actionsTaken: 1, hands,
  units: [army('union', 'washington', 2, 'upper'), army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 2, 'upper'), army('confederate', 'richmond', 1, 'upper')],
  battle: { location: 'manassas', attacker: 'union', mode: 'rail', from: 'washington' },
};

function refusal(scenario: Scenario): RuleError {
  try {
    newGame({ seed: 3, scenario });
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('the scenario was accepted');
}

/** A battle's fighting position, without unit ids: who attacks where, how, with what, against what. */
function fight(s: GameState) {
  const cb = s.combat!;
  const unit = (id: string) => { const u = s.units.find((x) => x.id === id)!; return `${u.side} ${u.kind} ${u.strength} ${u.half}`; };
  return {
    location: cb.location, attacker: cb.attacker, defender: cb.defender, half: cb.half, mode: cb.mode, from: cb.from, linkId: cb.linkId,
    wasContested: cb.wasContested, step: cb.step, attackers: cb.attackerUnits.map(unit).sort(), defenders: cb.defenderUnits.map(unit).sort(),
    modifiers: defenceModifierTerms(s, cb), active: s.active, actionsTaken: s.actionsTaken,
  };
}

describe('a battle in a scenario (issue 10 item 3)', () => {
  it('R7.1 R7.2 R7.5 a rail attack starts at the attacker\'s face-down card, the link\'s +1 for the defender counted', () => {
    const s = newGame({ seed: 3, scenario: railAttack });
    expect(decision(s)).toMatchObject({ side: "union", kind: "attacker-card" });
    expect(legalActions(s).every((a) => a.type === 'attacker-card')).toBe(true);
    expect(s.combat).toMatchObject({ location: 'manassas', attacker: 'union', defender: 'confederate', half: 'upper', mode: 'rail', from: 'washington', wasContested: false });
    expect(defenceModifierTerms(s, s.combat!).map((t) => t.value)).toEqual([1]);
    // The battle goes on as any other: the attacker's card, then the defender decides (R7.3).
    const after = applyAction(s, legalActions(s)[0]!);
    expect(decision(after)).toMatchObject({ side: "confederate", kind: "defender-response" });
  });

  it('R6.4 R7.5 a declared attack (or an attack into an already contested location, E7) counts no defence modifier', () => {
    const declared = newGame({ seed: 3, scenario: { ...railAttack, battle: { location: 'manassas', attacker: 'union', mode: 'declared' } } });
    expect(declared.combat).toMatchObject({ mode: 'declared', wasContested: true });
    expect(defenceModifierTerms(declared, declared.combat!)).toEqual([]);
    const contested = newGame({ seed: 3, scenario: { ...railAttack, battle: { ...railAttack.battle!, contested: true } } });
    expect(defenceModifierTerms(contested, contested.combat!)).toEqual([]);
  });

  it('R7.1 refuses a battle no move could begin: the attacker not to act, sides in two halves, no link, the wrong half, a naval attack by the Confederacy', () => {
    expect(refusal({ ...railAttack, active: 'confederate' }).key).toBe('ruleError.scenario-battle-turn');
    const apart = { ...railAttack, units: [army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 2, 'lower')] };
    expect(refusal(apart).key).toBe('ruleError.scenario-battle-sides');
    expect(refusal({ ...railAttack, units: [army('union', 'manassas', 3, 'upper')] }).key).toBe('ruleError.scenario-battle-sides');
    expect(refusal({ ...railAttack, battle: { location: 'manassas', attacker: 'union', mode: 'rail' } }).key).toBe('ruleError.scenario-battle-link');
    expect(refusal({ ...railAttack, battle: { location: 'manassas', attacker: 'union', mode: 'rail', from: 'nashville' } }).key).toBe('ruleError.scenario-battle-link');
    const lower = { ...railAttack, units: [army('union', 'manassas', 3, 'lower'), army('confederate', 'manassas', 2, 'lower')] };
    expect(refusal(lower)).toMatchObject({ key: 'ruleError.scenario-battle-half', rule: 'R7.1' });
    const naval: Scenario = { active: 'confederate', hands, units: [army('confederate', 'washington', 3, 'lower'), army('union', 'washington', 2, 'lower')], battle: { location: 'washington', attacker: 'confederate', mode: 'naval' } };
    expect(refusal(naval).key).toBe('ruleError.scenario-battle-port');
    expect(refusal({ ...railAttack, battle: { ...railAttack.battle!, mode: 'by air' as 'rail' } }).key).toBe('ruleError.scenario-malformed');
  });

  it('R5.10 R9.2 a Confederate attack by rail never comes from a place the Confederacy may never enter: St. Louis to Cairo is refused, as in a save', () => {
    // Cairo's upper half, which the link from St. Louis (and from nowhere else) enters; a beaten attacker would return there (R9.2).
    const atCairo = (from: LocationId): Scenario => ({
      active: 'confederate', hands, units: [army('union', 'cairo', 2, 'upper'), army('confederate', 'cairo', 3, 'upper'), army('confederate', 'memphis', 1, 'upper')],
      battle: { location: 'cairo', attacker: 'confederate', mode: 'rail', from },
    });
    const e = refusal(atCairo('st-louis'));
    expect(e).toMatchObject({ key: 'ruleError.scenario-impossible', args: { problem: 'battle-forbidden-from', location: 'cairo', from: 'st-louis' } });
    expect(refusalRule(e)).toBe('R5.10');
    // The one helper both validation and the editor ask: Cairo's rail neighbours, St. Louis only for the Union.
    expect(railAttackOrigins(start, 'cairo', 'confederate')).toEqual(['fort-henry-donelson', 'memphis']);
    expect(railAttackOrigins(start, 'cairo', 'union')).toEqual(['st-louis', 'fort-henry-donelson', 'memphis']);
    // A save holding such a battle (or a rail attack whose link does not join its two places) is refused too.
    const union = newGame({ seed: 3, scenario: { ...atCairo('st-louis'), active: 'union', units: [army('confederate', 'cairo', 2, 'upper'), army('union', 'cairo', 3, 'upper')], battle: { location: 'cairo', attacker: 'union', mode: 'rail', from: 'st-louis' } } });
    const edited = (combat: object) => { const save = JSON.parse(serialize(union)); Object.assign(save.state.combat, combat); return JSON.stringify(save); };
    const saveRefusal = (text: string) => { try { deserialize(text); } catch (err) { if (err instanceof RuleError) return err; throw err; } throw new Error('the save was accepted'); };
    expect(() => deserialize(edited({}))).not.toThrow();
    expect(saveRefusal(edited({ attacker: 'confederate', defender: 'union', attackerUnits: union.combat!.defenderUnits, defenderUnits: union.combat!.attackerUnits })))
      .toMatchObject({ key: 'ruleError.save-unsound', args: { problem: 'battle-forbidden-from', from: 'st-louis' } });
    expect(saveRefusal(edited({ from: 'memphis' }))).toMatchObject({ key: 'ruleError.save-unsound', args: { problem: 'battle-rail-link', location: 'cairo' } });
  });

  it('R6.3 R5.3 a Union naval attack lands in the harbour half and counts the port\'s naval defence', () => {
    const s = newGame({ seed: 3, scenario: { active: 'union', hands, units: [army('union', 'new-orleans', 2, 'lower'), army('confederate', 'new-orleans', 1, 'lower')], battle: { location: 'new-orleans', attacker: 'union', mode: 'naval' } } });
    expect(s.combat).toMatchObject({ mode: 'naval', half: 'lower' });
    expect(defenceModifierTerms(s, s.combat!).length).toBeGreaterThan(0);
  });

  it('R7.1 R7.4 a lone fort in the attacked half is a defender: the battle starts against the fort, and a fort in the other half is refused', () => {
    const fort = (half: 'upper' | 'lower') => ({ side: 'confederate' as const, kind: 'fort' as const, location: 'manassas' as LocationId, half });
    const lone: Scenario = { ...railAttack, units: [army('union', 'washington', 2, 'upper'), army('union', 'manassas', 3, 'upper'), fort('upper')] };
    const s = newGame({ seed: 3, scenario: lone });
    expect(s.combat).toMatchObject({ location: 'manassas', half: 'upper', step: 'attacker-card' });
    expect(s.combat!.defenderUnits.map((id) => s.units.find((u) => u.id === id)!.kind)).toEqual(['fort']);
    expect(newGame({ seed: 1, scenario: scenarioOf(s) }).combat).toEqual(s.combat);
    expect(refusal({ ...lone, units: [army('union', 'manassas', 3, 'upper'), fort('lower')] }).key).toBe('ruleError.scenario-battle-sides');
  });

  it('R7.11 a battle in a captured blue location keeps it captured, and scenarioOf rebuilds it so', () => {
    const played = newGame({ seed: 3, scenario: {
      active: 'union', hands: { union: ['U30', 'U17'], confederate: ['C06'] }, europe: 4,
      units: [army('union', 'cincinnati', 1, 'upper'), army('confederate', 'kentucky', 3, 'upper')],
      control: { kentucky: 'confederate' }, captured: ['kentucky'],
    } });
    const s = applyAction(played, { type: 'move', card: 'U30', from: 'cincinnati', to: 'kentucky', units: played.units.filter((u) => u.side === 'union').map((u) => u.id) });
    expect(s.captured).toEqual(['kentucky']);
    const rebuilt = newGame({ seed: 1, scenario: scenarioOf(s) });
    expect(rebuilt.combat).toMatchObject({ location: 'kentucky', defender: 'confederate' });
    expect(rebuilt.captured).toEqual(['kentucky']);
    expect(rebuilt.europe).toBe(4);
    // The position editor leaves the list to the engine: the flag says it is held (E9, X6).
    const { captured: _captured, ...unlisted } = scenarioOf(s);
    expect(newGame({ seed: 1, scenario: unlisted }).captured).toEqual(['kentucky']);
    // Won by the Confederacy, the location is still its capture: the marker moves by the battle only (R7.10).
    let r = applyAction(rebuilt, { type: 'attacker-card', card: 'U17' });
    r = applyAction(r, { type: 'stand', card: 'C06', benefits: [] });
    while (r.combat) r = applyAction(r, legalActions(r)[0]!);
    expect(r.captured).toEqual(['kentucky']);
    expect(r.europe).toBe(4 + 1);
  });

  it('R7.1 any battle of a played game, before the attacker\'s card, is written by scenarioOf and rebuilt the same (property)', () => {
    let seen = 0;
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (seed, picks) => {
      let s = newGame({ seed });
      for (const pick of picks) {
        if (s.winner || s.combat) break;
        const legal = legalActions(s);
        s = applyAction(s, legal[pick % legal.length]!);
      }
      fc.pre(s.combat?.step === 'attacker-card' && !s.winner && !s.pending && s.cards.union.reshuffles <= 2 && s.cards.confederate.reshuffles <= 2);
      seen++;
      const written = scenarioOf(s);
      expect(written.battle).toBeDefined();
      const rebuilt = newGame({ seed: 1, scenario: written });
      expect(rebuilt.combat, JSON.stringify({ seed, picks, battle: written.battle, log: rebuilt.log.slice(-3) })).toBeTruthy();
      expect(fight(rebuilt)).toEqual(fight(s));
      expect(legalActions(rebuilt).length).toBe(legalActions(s).length);
    }), { numRuns: 60 });
    expect(seen).toBeGreaterThan(5);
  });
});
