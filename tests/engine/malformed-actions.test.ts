/**
 * Malformed actions are refused at the door with a RuleError naming the field (issue 8 item 6,
 * issue 7 item 9): never a TypeError, never a change to the state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, decision, isLegal, legalActions, newGame, RuleError, whyNot } from '../../src/engine/index';
import type { Action, GameState } from '../../src/engine/index';
import { find, game } from './helpers';

const battle = () => game({
  units: [
    { side: 'union', kind: 'army', strength: 3, location: 'washington' },
    { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
  ],
  hands: { union: ['U30', 'U35', 'U01'], confederate: ['C01', 'C02'] },
});

/** Applies a malformed action, expecting a RuleError of the contract and an untouched state. */
function refusedAsMalformed(state: GameState, action: unknown, field: RegExp): void {
  const before = JSON.stringify(state);
  let thrown: unknown;
  try { applyAction(state, action as Action); } catch (e) { thrown = e; }
  expect(thrown).toBeInstanceOf(RuleError);
  expect((thrown as RuleError).rule).toBe('contract');
  expect((thrown as RuleError).message).toMatch(field);
  expect(JSON.stringify(state)).toBe(before);
  expect(isLegal(state, action as Action)).toBe(false);
}

describe('malformed actions (contract)', () => {
  it('refuses a deploy without payment, naming the field', () => {
    refusedAsMalformed(newGame({ seed: 3 }), { type: 'deploy', card: 'U01', location: 'washington', half: 'upper' }, /payment/);
  });
  it('R6.2.2: refuses a move by way of an unknown location as any unknown location is refused, not as a rail path "by way of atlantis"', () => {
    const s = battle();
    const move = find(s, 'move', (a) => a.to === 'manassas');
    refusedAsMalformed(s, { ...move, via: 'atlantis' }, /Unknown location atlantis/);
    expect(() => applyAction(s, { ...move, via: 'atlantis' } as unknown as Action)).toThrow(expect.objectContaining({ key: 'ruleError.unknown-location', args: { id: 'atlantis' } }) as Error);
    expect(whyNot(s, { ...move, via: 'atlantis' } as unknown as Action)).toMatchObject({ rule: 'contract', key: 'ruleError.unknown-location' });
  });
  it('R6.1.1: a deploy of an army with no location says where is missing, not "Unknown location undefined", in applyAction and a Paper Money deploy alike', () => {
    const s = game({ units: [{ side: 'union', kind: 'army', strength: 2, location: 'washington' }], hands: { union: ['U09', 'U01', 'U26', 'U02'] } });
    let thrown: unknown;
    try { applyAction(s, { type: 'deploy', card: 'U09', payment: ['U01'], half: 'upper' } as Action); } catch (e) { thrown = e; }
    expect(thrown).toMatchObject({ rule: 'R6.1.1', key: 'ruleError.choose-location', args: { card: 'U09' } });
    expect((thrown as RuleError).message).not.toMatch(/undefined/);
    // whyNot still treats the place as not chosen yet: a deploy that could go somewhere is no refusal.
    expect(whyNot(s, { type: 'deploy', card: 'U09', payment: ['U01'] })).toBeNull();
    try { applyAction(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U02', half: 'upper' }] } as Action); } catch (e) { thrown = e; }
    expect(thrown).toMatchObject({ key: 'ruleError.choose-location', args: { card: 'U02' } });
  });
  it('refuses a stand with benefits [null]', () => {
    let s = battle();
    const move = find(s, 'move', (a) => a.to === 'manassas');
    s = applyAction(s, move);
    s = applyAction(s, find(s, 'attacker-card', (a) => a.card !== null));
    expect(decision(s)?.kind).toBe('defender-response');
    refusedAsMalformed(s, { type: 'stand', card: null, benefits: [null] }, /benefits\.0/);
  });
  it('refuses moves lists holding null', () => {
    const s = battle();
    refusedAsMalformed(s, { type: 'move', card: 'U30', from: 'washington', to: 'manassas', units: [null] }, /units\.0/);
    refusedAsMalformed(s, { type: 'card-action', card: 'U30', moves: [null] }, /moves\.0/);
  });
  it('refuses what is not an action at all', () => {
    const s = battle();
    for (const junk of [null, 7, 'pass', [], {}, { type: 'teleport' }, { type: '__proto__' }]) {
      let thrown: unknown;
      try { applyAction(s, junk as Action); } catch (e) { thrown = e; }
      expect(thrown).toBeInstanceOf(RuleError);
    }
  });

  it('property: a listed action with one field broken is refused with a RuleError, never another error', () => {
    const junk = fc.constantFrom<unknown>(null, undefined, 0, -1, '', 'x', [], {}, [null], [1], { unit: null }, true, 'U01', 'washington');
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), fc.nat(), fc.nat(), junk, fc.boolean(), (seed, steps, pick, fieldPick, value, inList) => {
      let s = newGame({ seed });
      for (let i = 0; i < steps % 60 && decision(s); i++) {
        const acts = legalActions(s);
        s = applyAction(s, acts[(seed + i * 7919) % acts.length]!);
      }
      if (!decision(s)) return;
      const acts = legalActions(s);
      const bad = structuredClone(acts[pick % acts.length]!) as unknown as Record<string, unknown>;
      const fields = Object.keys(bad).filter((k) => k !== 'type');
      if (!fields.length) return;
      const field = fields[fieldPick % fields.length]!;
      const cur = bad[field];
      if (inList && Array.isArray(cur) && cur.length) cur[fieldPick % cur.length] = value;
      else bad[field] = value;
      try { applyAction(s, bad as unknown as Action); } catch (e) {
        if (!(e instanceof RuleError)) throw new Error(`Not a RuleError for ${JSON.stringify(bad)}: ${String(e)}`);
      }
    }), { numRuns: Number(process.env.FC_NUM_RUNS ?? 300), ...(process.env.FC_SEED === 'random' ? {} : { seed: Number(process.env.FC_SEED ?? 1861) }) });
  }, 120_000);
});
