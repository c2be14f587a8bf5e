/**
 * The choice a card play leaves open is one field of the state, `pending` (issue 7 item 5): the
 * decision is read from its kind, the view shows it, and saves of versions 1 and 2 (one field per
 * kind) migrate to it.
 */
import { describe, expect, it } from 'vitest';
import { decision, deserialize, newGame, serialize, viewFor } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';

/** A save of `state` as version 2 wrote it, with `fields` for its pending choice. */
function version2Save(state: GameState, fields: Record<string, unknown>): string {
  const saved = JSON.parse(serialize(state));
  delete saved.state.pending;
  Object.assign(saved.state, { version: 2, raid: null, railMove: null, freeDeploy: null, ...fields });
  return JSON.stringify(saved);
}

describe('the pending choice (issue 7 item 5)', () => {
  const start = newGame({ seed: 5 });
  const union = start.active;
  const hand = start.cards[union].hand;

  it('R11.2 a Cavalry Raid waiting for its reply is the raided side\'s decision', () => {
    const s: GameState = { ...start, pending: { kind: 'cavalry-raid-response', card: hand[0]!, raider: union } };
    expect(decision(s)).toEqual({ side: union === 'union' ? 'confederate' : 'union', kind: 'cavalry-raid-response' });
    expect(viewFor(s, 'confederate').raid).toEqual({ card: hand[0], raider: union });
    expect(viewFor(s, 'confederate').pending).toEqual(s.pending);
  });

  it('R11.4 R11.5 a second deploy or a second army by rail is the active side\'s decision', () => {
    expect(decision({ ...start, pending: { kind: 'second-deploy', card: hand[0]! } })).toEqual({ side: union, kind: 'second-deploy' });
    const army = start.units.find((u) => u.side === union && u.kind === 'army')!;
    const s: GameState = { ...start, pending: { kind: 'rail-movement', card: hand[0]!, moved: army.id } };
    expect(decision(s)).toEqual({ side: union, kind: 'rail-movement' });
    expect(viewFor(s, union).railMove).toEqual({ card: hand[0], moved: army.id });
    expect(viewFor(s, union).raid).toBeNull();
  });

  it('R11.4 a version-2 save with a pending free deploy opens with it as the pending choice', () => {
    const state = deserialize(version2Save(start, { freeDeploy: { card: hand[0] } }));
    expect(state.version).toBe(4);
    expect(state.pending).toEqual({ kind: 'second-deploy', card: hand[0] });
    expect(state).not.toHaveProperty('freeDeploy');
  });

  it('refuses a version-2 save with two pending choices, and a version-3 save with an old field', () => {
    expect(() => deserialize(version2Save(start, { freeDeploy: { card: hand[0] }, raid: { card: hand[1], raider: union } })))
      .toThrow(/several choices are pending at once/);
    const saved = JSON.parse(serialize(start));
    saved.state.raid = null;
    expect(() => deserialize(JSON.stringify(saved))).toThrow(/keeps its pending choice in "pending" only/);
  });
});
