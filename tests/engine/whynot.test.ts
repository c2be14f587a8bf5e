/** "Why not?" (issue 10 item 4): the rule and reason the engine gives for a would-be action, complete or partial. */
import fc from 'fast-check';
import { CARDS } from '../../src/data';
import { applyAction, decision, isLegal, legalActions, newGame, RuleError, scenarioOf, whyNot } from '../../src/engine/index';
import type { Action, GameState, LocationId, Side } from '../../src/engine/index';
import { LOCATION_IDS } from '../../src/data/board';
import { game, play } from './helpers';
import { crowdedGame } from './helpers/crowded';
import { mulberry32 } from '../../src/bot/rng';

const army = (side: Side, location: LocationId, strength: 1 | 2 | 3 = 2, half: 'upper' | 'lower' = 'upper') =>
  ({ side, kind: 'army' as const, strength, location, half });

/** States of a game played by rotating through the legal actions, from the rulebook's start or a crowded one. */
function states(seed: number, n: number, crowded = false): GameState[] {
  const out = [crowded ? crowdedGame(seed, mulberry32(seed)) : newGame({ seed })];
  for (let i = 0; i < n && !out[out.length - 1]!.winner; i++) {
    const s = out[out.length - 1]!;
    const legal = legalActions(s);
    out.push(applyAction(s, legal[(i * 7) % legal.length]!));
  }
  return out;
}

describe('whyNot (issue 10 item 4)', () => {
  it('R5.8 a deploy into Kentucky out of supply: the card and the place alone say why', () => {
    const k = game({ units: [army('union', 'kentucky')], control: { cincinnati: 'union', harrisburg: 'union', washington: 'confederate' }, hands: { union: ['U09', 'U01'] } });
    const why = whyNot(k, { type: 'deploy', card: 'U09', location: 'kentucky' });
    expect(why).toMatchObject({ rule: 'R5.8', key: 'ruleError.not-in-supply-union', args: { location: 'kentucky', side: 'union' } });
    expect(why!.message).toMatch(/^Kentucky is not in supply: no rail path to Washington/);
    // The complete action gets the same answer as applyAction's own check.
    expect(whyNot(k, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'kentucky', half: 'upper' })?.rule).toBe('R5.8');
  });

  it('R5.8 a deploy into Kentucky out of supply while port deployments are open (R6.1.2): the supply says why, not the port rule (QA: "not a port the Union controls")', () => {
    const k = game({ units: [army('union', 'kentucky')], control: { cincinnati: 'union', harrisburg: 'union', washington: 'confederate', 'fort-monroe': 'union' }, hands: { union: ['U09', 'U01', 'U39'] } });
    // The only deploys left are port deployments with the naval card (R6.1.2).
    expect(legalActions(k).filter((a) => a.type === 'deploy').every((a) => a.type === 'deploy' && a.navalCard === 'U39')).toBe(true);
    expect(legalActions(k).some((a) => a.type === 'deploy')).toBe(true);
    const why = whyNot(k, { type: 'deploy', card: 'U09', location: 'kentucky' });
    expect(why).toMatchObject({ rule: 'R5.8', key: 'ruleError.not-in-supply-union', args: { location: 'kentucky', side: 'union' } });
    // Asked with the naval card, the port rule is the answer.
    expect(whyNot(k, { type: 'deploy', card: 'U09', location: 'kentucky', navalCard: 'U39' })?.rule).toBe('R6.1.2');
  });

  it('R6.1.1 a deploy paid for, before its half is chosen: the place refused says why, a place offered says nothing', () => {
    // Seed 1: the Union's Ohio Regiments (U10, cost 1), paid with Halleck (U38), as the builder sends it.
    const s = newGame({ seed: 1 });
    const paid: Partial<Extract<Action, { type: 'deploy' }>> = { type: 'deploy', card: 'U10', payment: ['U38'] };
    expect(isLegal(s, { ...paid, location: 'manassas' } as Action)).toBe(false);
    const why = whyNot(s, { ...paid, location: 'manassas' });
    expect(why?.rule).toBe('R6.1.1');
    expect(why?.key).not.toBe('ruleError.choose-half');
    expect(why?.args).toMatchObject({ location: 'manassas' });
    // The same without the payment says the same.
    expect(whyNot(s, { type: 'deploy', card: 'U10', location: 'manassas' })?.key).toBe(why?.key);
    // A place the deploy is offered: nothing to explain, with or without the half.
    expect(legalActions(s).some((a) => a.type === 'deploy' && a.card === 'U10' && a.location === 'cincinnati')).toBe(true);
    expect(whyNot(s, { ...paid, location: 'cincinnati' })).toBeNull();
    expect(whyNot(s, { ...paid, location: 'cincinnati', half: 'upper' })).toBeNull();
  });

  it('R5.10 a Confederate move into Harrisburg is refused by the no-entry rule', () => {
    const mover = CARDS.find((c) => c.side === 'confederate' && c.movement)!.id;
    const s = game({ active: 'confederate', units: [army('confederate', 'harpers-ferry', 2)], hands: { confederate: [mover] } });
    const why = whyNot(s, { type: 'move', card: mover, from: 'harpers-ferry', to: 'harrisburg' });
    expect(why?.rule).toBe('R5.10');
    expect(why!.message).toMatch(/Harrisburg/);
    expect(whyNot(s, { type: 'move', to: 'harrisburg' })?.rule).toBe('R5.10');
  });

  it('R5.10 a Confederate deploy into Harrisburg is refused by the no-entry rule, not only for the flag it lacks (R6.1.1; QA)', () => {
    const s = game({ active: 'confederate', units: [army('confederate', 'richmond')], hands: { confederate: ['C01', 'C02', 'C33'] } });
    const deploy: Action = { type: 'deploy', card: 'C01', payment: ['C02'], location: 'harrisburg', half: 'upper' };
    expect(whyNot(s, { type: 'deploy', card: 'C01', location: 'harrisburg' })).toMatchObject({ rule: 'R5.10', key: 'ruleError.forbidden', args: { location: 'harrisburg' } });
    expect(whyNot(s, deploy)?.rule).toBe('R5.10');
    expect(() => applyAction(s, deploy)).toThrow(expect.objectContaining({ rule: 'R5.10' }));
    // Cotton Bonds' free deploy (R11.4) is a deploy too.
    expect(whyNot(s, { type: 'card-action', card: 'C33', deploys: [{ card: 'C01', location: 'harrisburg', half: 'upper' }] })?.rule).toBe('R5.10');
    // A place merely not controlled still cites R6.1.1.
    expect(whyNot(s, { type: 'deploy', card: 'C01', location: 'washington' })?.rule).toBe('R6.1.1');
  });

  it('R11.5 a Rail Movement asked about by the place its army starts from: no army there, an army with nowhere to go, a start with somewhere to go', () => {
    const s = game({ units: [army('union', 'washington'), army('union', 'cairo'), army('confederate', 'kentucky')], hands: { union: ['U27'] } });
    expect(whyNot(s, { type: 'card-action', card: 'U27', moves: [{ from: 'st-louis' }] })).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-no-army', args: { side: 'union', location: 'st-louis' } });
    expect(whyNot(s, { type: 'card-action', card: 'U27', moves: [{ from: 'washington' }] })).toBeNull();
    // A start and a destination: the engine's own check of the move.
    expect(whyNot(s, { type: 'card-action', card: 'U27', moves: [{ from: 'washington', to: 'kentucky' }] })).toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-enemy-occupied' });
    // Fort Monroe's one link leads to Richmond, where Confederate armies stand.
    const boxed = game({ units: [army('union', 'washington'), army('union', 'fort-monroe'), army('confederate', 'richmond')], hands: { union: ['U27'] } });
    expect(whyNot(boxed, { type: 'card-action', card: 'U27', moves: [{ from: 'fort-monroe' }] })).toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-enemy-occupied', args: { location: 'richmond' } });
    // The same army as the second of the action, asked in the position the first move leaves.
    expect(whyNot(boxed, { type: 'card-action', card: 'U27', moves: [{ from: 'washington', to: 'harpers-ferry' }, { from: 'fort-monroe' }] }))
      .toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-enemy-occupied', args: { location: 'richmond' } });
    expect(whyNot(boxed, { type: 'card-action', card: 'U27', moves: [{ from: 'washington', to: 'harpers-ferry' }, { from: 'harpers-ferry' }] })).toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-second-army' });
  });

  it('R6.2 a move from a place where the side has no army says so, not only "choose an army" (QA)', () => {
    const s = game({ units: [army('union', 'washington')], hands: { union: ['U30'] } });
    const why = whyNot(s, { type: 'move', card: 'U30', from: 'st-louis' });
    expect(why).toMatchObject({ rule: 'R6.2', key: 'ruleError.move-no-army', args: { side: 'union', location: 'st-louis' } });
    expect(why!.message).toBe('The Union has no army in St. Louis to move (R6.2)');
  });

  it('R11.5 Rail Movement to the place the army already stands is refused as no move, elsewhere by its reach', () => {
    const s = game({ units: [army('union', 'washington')], hands: { union: ['U27'] } });
    const [unit] = s.units.filter((u) => u.location === 'washington');
    const here = whyNot(s, { type: 'card-action', card: 'U27', moves: [{ unit: unit!.id, to: 'washington' }] });
    expect(here).toMatchObject({ rule: 'R11.5', key: 'ruleError.move-elsewhere' });
    // Empty Manassas and Fredericksburg, Confederate-controlled, stand in the way: no path through Union locations, not "enemy-occupied" (QA).
    const far = whyNot(s, { type: 'card-action', card: 'U27', moves: [{ unit: unit!.id, to: 'richmond' }] });
    expect(far).toMatchObject({ rule: 'R11.5', key: 'ruleError.no-rail-path', args: { from: 'washington', to: 'richmond', side: 'union' } });
    expect(far!.message).not.toMatch(/occupied/);
    // A destination held by the enemy is refused for that, not as out of reach (QA).
    const held = game({ units: [army('union', 'washington'), army('confederate', 'manassas')], hands: { union: ['U27'] } });
    const mover = held.units.find((u) => u.side === 'union')!;
    const why = whyNot(held, { type: 'card-action', card: 'U27', moves: [{ unit: mover.id, to: 'manassas' }] });
    expect(why).toMatchObject({ rule: 'R11.5', key: 'ruleError.rail-enemy-occupied', args: { location: 'manassas' } });
    expect(why!.message).toBe('Rail Movement never enters an enemy-occupied location: enemy units stand in Manassas (R11.5)');
  });

  it('R6.1.1 a deploy into a location the player does not control', () => {
    const s = game({ units: [], hands: { union: ['U09', 'U01'] } });
    const why = whyNot(s, { type: 'deploy', card: 'U09', location: 'manassas' });
    expect(why?.rule).toBe('R6.1.1');
    expect(why!.message).toMatch(/does not control Manassas/);
  });

  it('R6.1 a card that is not in the hand', () => {
    const s = game({ units: [], hands: { union: ['U09', 'U01'] } });
    expect(whyNot(s, { type: 'deploy', card: 'U15' })).toMatchObject({ rule: 'R6.1', key: 'ruleError.not-in-hand', args: { card: 'U15', side: 'union' } });
    expect(whyNot(s, { type: 'deploy', card: 'nonsense' })).toMatchObject({ rule: 'contract', key: 'ruleError.no-such-card', args: { id: 'nonsense' } });
  });

  it('R3.1 a third action in a turn, and an action of the wrong kind for the decision', () => {
    const s = game({ units: [], hands: { union: ['U09', 'U01'] } });
    const t = play(s, { type: 'pass' }, { type: 'pass' });
    const why = whyNot(t, { type: 'discard', cards: ['U01'] });
    expect(why?.rule).toBe('R3.1');
    expect(why!.message).toMatch(/Both actions of this turn are taken/);
    expect(whyNot(t, { type: 'end-turn' })).toBeNull();
  });

  it('R7.2 while the attacker must play a face-down card, a deploy does not answer the decision', () => {
    const attack = states(1, 325).find((s) => decision(s)?.kind === 'attacker-card')!;
    expect(attack).toBeDefined();
    expect(whyNot(attack, { type: 'deploy' })).toMatchObject({ rule: 'R7.2', key: 'ruleError.wrong-decision', args: { type: 'deploy', decision: 'attacker-card' } });
  });

  it('R12 nothing is legal once the game is over', () => {
    const all = states(3, 2000);
    const over = all[all.length - 1]!;
    expect(over.winner).not.toBeNull();
    expect(whyNot(over, { type: 'pass' })).toMatchObject({ rule: 'R12', key: 'ruleError.game-over' });
  });

  it('a partial action that can still be completed, and every legal action, have no why-not', () => {
    const s = game({ units: [], hands: { union: ['U09', 'U01'] } });
    expect(whyNot(s, {})).toBeNull();
    expect(whyNot(s, { type: 'deploy', card: 'U09' })).toBeNull();
    expect(whyNot(s, { type: 'deploy', card: 'U09', location: 'kentucky' })).toBeNull();
    for (const a of legalActions(s)) expect(whyNot(s, a)).toBeNull();
  });

  it('a complete deploy to a port out of supply without the naval card is refused as applyAction refuses it, not called completable (R5.8, R6.1.2)', () => {
    // Found by the property below (fast-check counterexample [200, 1149514004, "fort-monroe"]); the
    // position is rebuilt here: Fort Monroe held by the Union but cut off behind Richmond (R5.8),
    // a naval card in hand, so the port deploy with it is legal (R6.1.2) and the one without is not.
    const s = game({ units: [army('union', 'fort-monroe', 1, 'lower')], control: { 'fort-monroe': 'union' }, hands: { union: ['U09', 'U01', 'U06'] } });
    expect(isLegal(s, { type: 'deploy', card: 'U09', payment: ['U01'], location: 'fort-monroe', half: 'upper', navalCard: 'U06' })).toBe(true);
    const moved: Action = { type: 'deploy', card: 'U09', payment: ['U01'], location: 'fort-monroe', half: 'upper' };
    expect(isLegal(s, moved)).toBe(false);
    const why = whyNot(s, moved);
    expect(why?.rule).toBe('R5.8');
    expect(why?.message).toContain('not in supply');
  });

  it('agrees with isLegal on complete actions: legal ones and ones sent to another place (property)', () => {
    // Crowded starts too (contested locations, forts): battles, withdrawals and retreats to ask about.
    const pool = [...states(1, 200), ...[2, 3, 4, 5].flatMap((seed) => states(seed, 60, true))];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: pool.length - 1 }), fc.nat(), fc.constantFrom(...LOCATION_IDS), (i, k, place) => {
        const s = pool[i]!;
        if (!decision(s)) return;
        const legal = legalActions(s);
        const a = legal[k % legal.length]!;
        expect(whyNot(s, a)).toBeNull();
        const moved = ('location' in a ? { ...a, location: place } : 'to' in a ? { ...a, to: place } : a) as Action;
        const why = whyNot(s, moved);
        expect(why === null).toBe(isLegal(s, moved));
        if (why) expect(why.message).toContain(`(${why.rule})`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('whyNot of a use asked by its card alone gives the first real blocking reason (QA)', () => {
  /** Confederates hold Washington, the Union's one supply source (R5.7): nothing of the Union's is in supply. */
  const cutOff = (union: string[]) => game({
    units: [army('union', 'harrisburg'), army('union', 'cairo'), army('confederate', 'washington')],
    control: { washington: 'confederate' },
    hands: { union: union },
  });

  it('R5.8 a deploy card with payment enough and no location in supply says so, not R2.4 "cannot pay for itself" nor R3.1 "no legal deploy"', () => {
    // With a ship in hand (a legal deploy of another card) and without one.
    for (const hand of [['U10', 'U17', 'U30', 'U31', 'U02', 'U38'], ['U10', 'U30', 'U31', 'U32', 'U35', 'U38']]) {
      const s = cutOff(hand);
      expect(legalActions(s).some((a) => a.type === 'deploy' && a.card === 'U10')).toBe(false);
      const why = whyNot(s, { type: 'deploy', card: 'U10' });
      expect(why, hand.join()).toMatchObject({ rule: 'R5.8', key: 'ruleError.deploy-no-supply', args: { side: 'union' } });
      expect(why!.message).toBe('No location the Union controls is in supply (R5.8)');
      // The builder's ask with the payment proposed says the same; a place clicked keeps its own reason.
      expect(whyNot(s, { type: 'deploy', card: 'U10', payment: ['U30'] })?.key).toBe('ruleError.deploy-no-supply');
      expect(whyNot(s, { type: 'deploy', card: 'U10', location: 'harrisburg' })).toMatchObject({ rule: 'R5.8', key: 'ruleError.not-in-supply-union' });
    }
    // With nothing else to pay, the cost is the first reason (R6.1).
    expect(whyNot(cutOff(['U10']), { type: 'deploy', card: 'U10' })).toMatchObject({ rule: 'R6.1', key: 'ruleError.deploy-cost' });
  });

  it('R6.3 a naval-movement card with no Union army in a port says so, not R3.1 "no legal naval-move"', () => {
    const s = cutOff(['U17', 'U30']);
    expect(whyNot(s, { type: 'naval-move', card: 'U17' } as never)).toMatchObject({ rule: 'R6.3', key: 'ruleError.no-army-in-port', args: { side: 'union' } });
    // A Union army in the other half of contested Fort Monroe cannot sail: X3 (from E12), which the refusal names (QA).
    const harbour = game({ units: [army('union', 'fort-monroe', 2, 'upper'), army('confederate', 'fort-monroe', 2, 'lower')], hands: { union: ['U17'] } });
    expect(whyNot(harbour, { type: 'naval-move', card: 'U17' } as never)).toMatchObject({ rule: 'X3', key: 'ruleError.contested-harbour', args: { location: 'fort-monroe' } });
    // The card's menu asks by one card; the answer is that of the card in the action's cards.
    expect(whyNot(harbour, { type: 'naval-move', cards: ['U17'] })?.key).toBe('ruleError.contested-harbour');
  });

  it('E12 a movement card whose only army is trapped in its half of a contested location says so, not R3.1 "no legal move"', () => {
    // Confederates in Richmond's lower half, the Union in the upper: no link enters the lower half (X1's FAQ case).
    const s = game({ active: 'confederate', units: [army('union', 'richmond', 2, 'upper'), army('confederate', 'richmond', 2, 'lower')], hands: { confederate: ['C01'] } });
    expect(legalActions(s).some((a) => a.type === 'move')).toBe(false);
    expect(whyNot(s, { type: 'move', card: 'C01' })).toMatchObject({ rule: 'E12', key: 'ruleError.contested-exit', args: { location: 'richmond' } });
    // A side with no army on the map has nothing to move (R6.2).
    const none = game({ units: [army('confederate', 'richmond')], hands: { union: ['U30'] } });
    expect(whyNot(none, { type: 'move', card: 'U30' })).toMatchObject({ rule: 'R6.2', key: 'ruleError.no-legal-action' });
  });
});

describe('E12 one army leaving a contested location by a link into the enemy\'s half (QA: "no rail path", R6.2.2)', () => {
  // The rulebook's start, a Confederate army added in Cairo's lower half: the Union's army stands in the upper half, which only the link to St. Louis enters.
  const start = scenarioOf(newGame({ seed: 1 }));
  const cairo = game({ hands: { union: ['U35', 'U01'] }, units: [...start.units!, army('confederate', 'cairo', 2, 'lower')] });
  const unionArmy = cairo.units.find((u) => u.side === 'union' && u.location === 'cairo')!.id;
  const refusal = (s: GameState, action: Action) => { try { applyAction(s, action); } catch (e) { if (e instanceof RuleError) return e; throw e; } throw new Error('the move was accepted'); };

  it('E12 Halleck moving the Union army from Cairo to Memphis or Fort Henry & Donelson: whyNot and applyAction name E12', () => {
    for (const to of ['memphis', 'fort-henry-donelson'] as const) {
      expect(whyNot(cairo, { type: 'move', card: 'U35', from: 'cairo', to })).toMatchObject({ rule: 'E12', key: 'ruleError.contested-exit', args: { location: 'cairo' } });
      expect(refusal(cairo, { type: 'move', card: 'U35', from: 'cairo', to, units: [unionArmy] })).toMatchObject({ rule: 'E12', key: 'ruleError.contested-exit' });
      // Under the E1 variant too: no path through the other half either way.
      expect(whyNot(game({ ...scenarioOf(cairo) }, { passThroughContested: true }), { type: 'move', card: 'U35', from: 'cairo', to })?.rule).toBe('E12');
    }
    // What is legal is unchanged: out by the upper half's link to St. Louis, and on from there (R6.2.2), never south.
    const moves = legalActions(cairo).filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move' && a.from === 'cairo');
    expect(moves.some((a) => a.to === 'st-louis')).toBe(true);
    expect(moves.some((a) => a.to === 'memphis' || a.to === 'fort-henry-donelson')).toBe(false);
    expect(whyNot(cairo, { type: 'move', card: 'U35', from: 'cairo', to: 'st-louis' })).toBeNull();
  });

  it('R6.2.2 a long move with no path through friendly locations still names R6.2.2 when E12 is not to blame', () => {
    // From Cairo, by either half, Atlanta cannot be reached through locations the Union controls.
    expect(refusal(cairo, { type: 'move', card: 'U35', from: 'cairo', to: 'atlanta', units: [unionArmy] })).toMatchObject({ rule: 'R6.2.2', key: 'ruleError.no-rail-path' });
  });
});

describe('whyNot of a withdrawal the engine does not list (QA)', () => {
  /** The defender's answer to an attack: the Union attacks from Washington, or declares one in contested Richmond. */
  function defending(scenario: Parameters<typeof game>[0], declare: boolean): GameState {
    let s = game(scenario);
    if (declare) s = play(s, legalActions(s).find((a) => a.type === 'declare-attack')!);
    if (decision(s)?.kind === 'attacker-card') s = play(s, legalActions(s).find((a) => a.type === 'attacker-card')!);
    expect(decision(s)?.kind).toBe('defender-response');
    expect(legalActions(s).some((a) => a.type === 'withdraw')).toBe(false);
    return s;
  }

  it('E12 a defender in a half of contested Richmond no link enters cannot withdraw: the reason is its half (R8.3), not R7.3', () => {
    const s = defending({ units: [army('union', 'richmond', 3, 'upper'), army('confederate', 'richmond', 2, 'lower')], hands: { union: ['U30'], confederate: ['C30'] } }, true);
    const why = whyNot(s, { type: 'withdraw' });
    expect(why).toMatchObject({ rule: 'E12', key: 'ruleError.contested-exit', args: { location: 'richmond' } });
    expect(why!.message).toBe('From contested Richmond units leave only by links entering their own half (E12)');
  });

  it('R8.4 every link out of the defender\'s half blocked: the refusal names each of them, not only the first (QA)', () => {
    // Contested Manassas: the Confederate half is left by two links (Front Royal, Richmond), both to Union places (E12, R8.4).
    const s = defending({
      units: [army('union', 'manassas', 3, 'upper'), army('confederate', 'manassas', 1, 'lower')],
      control: { 'front-royal': 'union', richmond: 'union' },
      hands: { union: ['U30', 'U31'], confederate: ['C30'] },
    }, true);
    const why = whyNot(s, { type: 'withdraw' });
    expect(why).toMatchObject({ rule: 'R8.4', key: 'ruleError.withdraw-refuges', args: { places: 'front-royal,richmond' } });
    expect(why!.message).toBe('Front Royal and Richmond are not places to withdraw to: a connected location you control or a half holding your units, by a link leaving your half (R8.4)');
    // Each of them, asked on its own, is refused by the engine for the same rule (the names come from its checks).
    for (const to of ['front-royal', 'richmond'] as const) {
      const unit = s.units.find((u) => u.side === 'confederate')!.id;
      expect(() => applyAction(s, { type: 'withdraw', moves: [{ unit, to }] })).toThrow(expect.objectContaining({ rule: 'R8.4', key: 'ruleError.withdraw-refuge', args: { location: to } }) as Error);
    }
  });

  it('R8.4 a half left by one link only, that link blocked: the refusal names that one place, as before', () => {
    // Contested Fredericksburg: the Confederate upper half is left only toward Washington, the Union's.
    const s = defending({
      units: [army('union', 'fredericksburg', 3, 'lower'), army('confederate', 'fredericksburg', 1, 'upper')],
      hands: { union: ['U30', 'U31'], confederate: ['C30'] },
    }, true);
    const why = whyNot(s, { type: 'withdraw' });
    expect(why).toMatchObject({ rule: 'R8.4', key: 'ruleError.withdraw-refuge', args: { location: 'washington' } });
    expect(why!.message).toBe('Washington is not a place to withdraw to: a connected location you control or a half holding your units, by a link leaving your half (R8.4)');
  });

  it('R8.5 forts alone cannot withdraw: the reason cites R8.5', () => {
    const s = defending({ units: [army('union', 'manassas', 3, 'upper'), { side: 'confederate', kind: 'fort', location: 'manassas', half: 'upper' }], hands: { union: ['U30'], confederate: ['C30'] }, battle: { location: 'manassas', attacker: 'union', mode: 'rail', from: 'washington' } }, false);
    expect(whyNot(s, { type: 'withdraw' })).toMatchObject({ rule: 'R8.5', key: 'ruleError.forts-cannot-withdraw' });
  });
});

describe('whyNot of a card-action named by its card only', () => {
  it('R11.4 the engine answers a card-action named by its card only as partial: null when its ability can still be completed', () => {
    const withUnit = newGame({ seed: 5, scenario: { hands: { union: ['U26', 'U15'] } } });
    expect(legalActions(withUnit).some((a) => a.type === 'card-action' && a.card === 'U26')).toBe(true);
    expect(whyNot(withUnit, { type: 'card-action', card: 'U26' })).toBeNull();
    const noUnit = newGame({ seed: 5, scenario: { hands: { union: ['U26', 'U30'] } } });
    expect(whyNot(noUnit, { type: 'card-action', card: 'U26' })).toMatchObject({ rule: 'R11.4' });
  });

  it('R5.10 Rail Movement into the top three is refused under R5.10, as a move is, not as out of reach (QA)', () => {
    const c = game({ active: 'confederate', units: [army('confederate', 'washington'), army('union', 'st-louis')], control: { washington: 'confederate', 'harpers-ferry': 'confederate' }, hands: { confederate: ['C34'] } });
    const mover = c.units.find((u) => u.side === 'confederate')!;
    const why = whyNot(c, { type: 'card-action', card: 'C34', moves: [{ unit: mover.id, to: 'harrisburg' }] });
    expect(why).toMatchObject({ rule: 'R5.10', key: 'ruleError.forbidden', args: { location: 'harrisburg' } });
    expect(why!.message).toBe('The Confederates may never enter Harrisburg (R5.10)');
  });

  it('R11.6 a refused Reinforcements army is refused for its own reason: not the defender\'s, a fort, in the battle, E12, unknown (QA)', () => {
    const fort = { side: 'confederate' as const, kind: 'fort' as const, location: 'fredericksburg' as LocationId, half: 'upper' as const };
    const battle = (extra: ReturnType<typeof army>[]) => {
      const b = game({ units: [army('union', 'washington', 3), army('confederate', 'manassas'), fort, army('union', 'harpers-ferry'), ...extra], hands: { union: ['U30', 'U35'], confederate: ['C36'] } });
      const move = legalActions(b).find((a) => a.type === 'move' && a.card === 'U30' && a.from === 'washington' && a.to === 'manassas')!;
      return play(b, move, { type: 'attacker-card', card: 'U35' });
    };
    const t = battle([]);
    const stand = (unit: string) => whyNot(t, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit }] });
    const id = (side: Side, location: LocationId) => t.units.find((u) => u.side === side && u.location === location)!.id;
    expect(stand(id('union', 'harpers-ferry'))).toMatchObject({ rule: 'R11.6', key: 'ruleError.move-own' });
    expect(stand(t.units.find((u) => u.kind === 'fort')!.id)).toMatchObject({ rule: 'R6.2.4', key: 'ruleError.forts-never-move' });
    expect(stand(id('confederate', 'manassas'))).toMatchObject({ rule: 'R11.6', key: 'ruleError.reinforcements-elsewhere', args: { location: 'manassas' } });
    expect(stand('u99')).toMatchObject({ rule: 'contract', key: 'ruleError.no-such-unit' });
    // A Confederate army in contested Front Royal, in one half or the other: from the half its link
    // to Manassas leaves it comes; from the other it may not (E12), and the refusal says so.
    const answers = (['upper', 'lower'] as const).map((half) => {
      const c = battle([army('confederate', 'front-royal', 2, half), army('union', 'front-royal', 1, half === 'upper' ? 'lower' : 'upper')]);
      const unit = c.units.find((u) => u.side === 'confederate' && u.location === 'front-royal')!.id;
      return whyNot(c, { type: 'stand', card: null, benefits: [{ card: 'C36', kind: 'reinforcements', unit }] });
    });
    expect(answers.filter((w) => w === null)).toHaveLength(1);
    expect(answers.find((w) => w !== null)).toMatchObject({ rule: 'E12', key: 'ruleError.contested-exit', args: { location: 'front-royal' } });
  });

  it('R6.1.2 R11.4 a card not in hand is refused under the rule applyAction names: a port deployment\'s naval card, a card Paper Money deploys (QA)', () => {
    const s = game({ units: [army('union', 'washington')], control: { 'fort-monroe': 'union', richmond: 'union' }, hands: { union: ['U09', 'U30', 'U26', 'U24'] } });
    const port = { type: 'deploy', card: 'U09', payment: ['U30'], location: 'fort-monroe', half: 'upper', navalCard: 'U06' } as const;
    const paper = { type: 'card-action', card: 'U26', deploys: [{ card: 'U10', location: 'washington', half: 'upper' }] } as const;
    for (const action of [port, paper]) {
      let thrown: RuleError | undefined;
      try {
        applyAction(s, action as unknown as Action);
      } catch (e) {
        if (!(e instanceof RuleError)) throw e;
        thrown = e;
      }
      expect(whyNot(s, action as unknown as Action)).toMatchObject({ rule: thrown!.rule, key: thrown!.key });
    }
    expect(whyNot(s, port as unknown as Action)?.rule).toBe('R6.1.2');
    expect(whyNot(s, paper as unknown as Action)?.rule).toBe('R11.4');
  });

  it('R6.2 R6.1 R6.6 R6.4 R6.3: with no action of the kind open, the refusal names the kind\'s rule and what the hand or map lacks, not R3.1 (audit)', () => {
    const s = game({ units: [army('union', 'washington', 2)], hands: { union: ['U13', 'U25'] } });
    // The map's click on a destination asks this (src/ui/builder/explain.ts): a hand with no Movement card.
    expect(whyNot(s, { type: 'move', from: 'washington', to: 'harpers-ferry' })).toMatchObject({ rule: 'R6.2', key: 'ruleError.no-movement-card', args: { side: 'union' } });
    expect(whyNot(s, { type: 'move' })).toMatchObject({ rule: 'R6.2', key: 'ruleError.no-movement-card' });
    expect(whyNot(s, { type: 'declare-attack' })).toMatchObject({ rule: 'R6.4', key: 'ruleError.no-attack-open', args: { side: 'union' } });
    expect(whyNot(s, { type: 'card-action' })).toMatchObject({ rule: 'R6.6', key: 'ruleError.no-action-card' });
    expect(whyNot(s, { type: 'naval-move' })).toMatchObject({ rule: 'R6.3', key: 'ruleError.no-naval-card' });
    expect(whyNot(game({ hands: { union: ['U24', 'U25'] } }), { type: 'deploy' })).toMatchObject({ rule: 'R6.1', key: 'ruleError.no-unit-card' });
    expect(whyNot(s, { type: 'move', from: 'washington', to: 'harpers-ferry' })!.message).toBe('No card in the Union\'s hand has a Movement symbol (R6.2)');
    // Both actions taken: R3.1 says so, whatever the kind.
    const t = play(s, { type: 'pass' }, { type: 'pass' });
    for (const type of ['move', 'declare-attack', 'card-action', 'deploy', 'naval-move'] as const) {
      expect(whyNot(t, { type } as Partial<Action>), type).toMatchObject({ rule: 'R3.1', key: 'ruleError.actions-taken' });
    }
  });

  it('R6.5 R11.1 no discard with an empty hand and no free action without its card name their own rules, not R3.1 (QA)', () => {
    const empty = game({ hands: { union: [] } });
    expect(whyNot(empty, { type: 'discard' })).toMatchObject({ rule: 'R6.5', key: 'ruleError.no-legal-action' });
    const noFree = game({ hands: { union: ['U30'] } });
    expect(whyNot(noFree, { type: 'free-action' })).toMatchObject({ rule: 'R11.1', key: 'ruleError.no-legal-action' });
    // With cards, a discard is open; after both actions it is R3.1 that closes it.
    expect(whyNot(noFree, { type: 'discard' })).toBeNull();
  });
});
