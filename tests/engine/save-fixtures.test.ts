/**
 * Saves are forever: every save written by a landed version must still open and show the
 * position it saved. `tests/fixtures/saves/` holds saves frozen from each format version (never
 * regenerate them; add new ones beside them when the format changes). Each is loaded through the
 * public door and compared, fact by fact, with the position written in the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, cardData, decision, deserialize, legalActions, serialize, viewFor } from '../../src/engine/index.ts';
import type { GameState } from '../../src/engine/index.ts';

const dir = new URL('../fixtures/saves/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

/** The facts of a position that no migration may change (format v1 field names). */
function facts(state: Pick<GameState, 'turn' | 'active' | 'actionsTaken' | 'cards' | 'units' | 'flags' | 'blockade' | 'europe' | 'winner' | 'combat' | 'seed'>) {
  return {
    seed: state.seed, turn: state.turn, active: state.active, actionsTaken: state.actionsTaken,
    units: state.units.map((u) => `${u.side}:${u.kind}:${u.strength}:${u.location}:${u.half}`).sort(),
    cards: state.cards, flags: state.flags, blockade: state.blockade, europe: state.europe,
    winner: state.winner ? { side: state.winner.side, rule: state.winner.rule } : null,
    combat: state.combat ? { location: state.combat.location, step: state.combat.step, attacker: state.combat.attacker } : null,
  };
}

/** The kind of the pending choice as any version saved it (one field per kind before version 3). */
function pendingKind(saved: GameState): string | null {
  const old = saved as GameState & { raid?: unknown; railMove?: unknown; freeDeploy?: unknown };
  if (old.raid) return 'cavalry-raid-response';
  if (old.railMove) return 'rail-movement';
  if (old.freeDeploy) return 'second-deploy';
  return saved.pending?.kind ?? null;
}

describe('saves written by earlier versions (saves are forever)', () => {
  it('has fixture saves to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(21);
  });
  for (const file of files) {
    it(`${file} opens and shows the position it saved`, () => {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const saved = JSON.parse(text).state as GameState;
      const state = deserialize(text);
      expect(facts(state)).toEqual(facts(saved));
      expect(state.ruleset.id).toBe(saved.ruleset?.id ?? 'default');
      expect(state.pending?.kind ?? null).toBe(pendingKind(saved));
      const d = decision(state);
      if (saved.winner) expect(d).toBeNull();
      else {
        expect(d).not.toBeNull();
        expect(legalActions(state).length).toBeGreaterThan(0);
      }
      viewFor(state, 'union');
      viewFor(state, 'confederate');
      expect(facts(deserialize(serialize(state)))).toEqual(facts(saved));
    });
  }
});

/** What each format-4 fixture of the default rules was frozen at: its decision, and the pending choice's card text. */
const V4_POINTS: Record<string, { decision: string; text?: string }> = {
  'v4-defender-response.json': { decision: 'defender-response' }, // the attacker's card face down; stand or withdraw (R7.2, R8)
  'v4-casualties.json': { decision: 'casualties' }, // R7.7
  'v4-retreat.json': { decision: 'retreat' }, // R7.8, R9
  'v4-cavalry-raid.json': { decision: 'cavalry-raid-response', text: 'cavalry-raid' }, // R11.2
  'v4-rail-movement.json': { decision: 'rail-movement', text: 'rail-movement' }, // R11.5, between its two moves
  'v4-second-deploy-paper-money.json': { decision: 'second-deploy', text: 'paper-money' }, // R11.4, between its two deploys
};

describe('format-4 saves of every open decision play on (the fixtures for the next format change)', () => {
  for (const [file, point] of Object.entries(V4_POINTS)) {
    it(`${file} is at its ${point.decision} decision, and plays on and saves again`, () => {
      const text = readFileSync(new URL(file, dir), 'utf8');
      const state = deserialize(text);
      expect(state.ruleset.id).toBe('default');
      expect(decision(state)?.kind).toBe(point.decision);
      if (point.text) expect(cardData(state.pending!.card).text).toBe(point.text);
      if (point.decision === 'defender-response') expect(typeof state.combat?.attackerCard).toBe('string');
      expect(deserialize(serialize(state))).toEqual(state);
      // Every listed answer is accepted, and the position after it saves and reopens exactly.
      const actions = legalActions(state);
      expect(actions.length).toBeGreaterThan(0);
      for (const action of actions) {
        const after = applyAction(state, action);
        expect(deserialize(serialize(after))).toEqual(after);
      }
    });
  }
});
