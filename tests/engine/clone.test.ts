/**
 * `cloneState` (the copy `applyAction` works on) writes every field out by hand (issue 9): the copy
 * must be the same state, field for field and in the same key order (saves and bench-compare
 * compare JSON text), and share nothing the engine changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cloneState } from '../../src/engine/clone';
import { deserialize, newGame } from '../../src/engine/index';
import type { GameState } from '../../src/engine/index';
import { playGame } from './helpers/play';

const dir = new URL('../fixtures/saves/', import.meta.url);

/** Positions the engine made: random play (combats, pending choices, finished games) under both variants. */
function played(): GameState[] {
  const out: GameState[] = [newGame({ seed: 5 })];
  for (const seed of [1, 2, 3]) {
    const spec = { seed, choices: [], variants: { passThroughContested: seed === 2, openDiscards: seed === 3 } };
    const game = playGame(spec, ({ step, after }) => { if (step % 7 === 0) out.push(after); });
    out.push(game.final);
  }
  return out;
}

/** The frozen saves of every format, migrated by `deserialize` (their key order is the migration's). */
function saved(): GameState[] {
  const out: GameState[] = [];
  for (const f of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    out.push(deserialize(readFileSync(new URL(f, dir), 'utf8')));
  }
  return out;
}

describe('cloneState (issue 9)', () => {
  const made = played();
  const loaded = saved();
  const states = [...made, ...loaded];

  it('copies every field of a state the engine made, in the same order', () => {
    expect(made.length).toBeGreaterThan(30);
    for (const s of made) {
      const copy = cloneState(s);
      expect(Object.keys(copy)).toEqual(Object.keys(s));
      expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
    }
  });

  it('copies every field of a migrated save (in the engine\'s order: the JSON differs in key order only)', () => {
    expect(loaded.length).toBeGreaterThan(5);
    for (const s of loaded) {
      const copy = cloneState(s);
      expect(Object.keys(copy).sort()).toEqual(Object.keys(s).sort());
      expect(copy).toEqual(s);
    }
  });

  it('shares none of the parts applyAction changes', () => {
    for (const s of states) {
      const copy = cloneState(s);
      const before = JSON.stringify(s);
      copy.cards.union.hand.push('X');
      copy.cards.confederate.discard.push('X');
      for (const u of copy.units) u.location = 'nowhere' as typeof u.location;
      copy.flags['nowhere' as keyof typeof copy.flags] = 'union';
      copy.captured.push('nowhere' as (typeof copy.captured)[number]);
      copy.log.push(copy.log[0]!);
      if (copy.combat) { copy.combat.attackerUnits.push('X'); copy.combat.lost.union++; }
      if (copy.winner) copy.winner.side = copy.winner.side === 'union' ? 'confederate' : 'union';
      expect(JSON.stringify(s)).toBe(before);
    }
  });
});
