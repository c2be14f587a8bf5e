/**
 * A damaged save never crashes the loader (contract: `deserialize` "throws on bad input", a
 * `RuleError`; the UI catches only that and keeps the text, so any other error would reach the
 * crash screen instead of the damaged-save banner). Saves of random positions — openings, battles,
 * pending choices, finished games — are damaged at random places of their JSON (a field dropped,
 * nulled, retyped, emptied, swapped for a neighbour's value, an array entry duplicated) and loaded:
 * each load returns a position the engine can play on, or throws a `RuleError`.
 */
import fc from 'fast-check';
import { applyAction, decision, deserialize, invariantViolations, legalActions, newGame, RuleError, serialize, viewFor } from '../../src/engine/index';
import type { GameState } from '../../src/engine/index';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** A position after `steps` actions of seeded play (a plain linear generator picks each action). */
function position(seed: number, steps: number): GameState {
  let state = newGame({ seed });
  let x = seed >>> 0;
  for (let i = 0; i < steps && decision(state); i++) {
    const actions = legalActions(state);
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    state = applyAction(state, actions[x % actions.length]!);
  }
  return state;
}

/** Every path to a value inside `value` (the root excluded). */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) value.forEach((v, i) => { out.push([...at, i]); paths(v, [...at, i], out); });
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) { out.push([...at, k]); paths(v, [...at, k], out); }
  return out;
}

/** Damage number `kind` done to the value at `path` of `root` (mutates `root`). */
function damage(root: Json, path: (string | number)[], kind: number, other: Json): void {
  let parent = root as Record<string | number, Json>;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  const old = parent[key]!;
  const replacements: Json[] = [
    null, 0, -1, 1e9, 2.5, '', 'atlantis', true, [], {}, other,
    typeof old === 'number' ? String(old) : typeof old === 'string' ? old.length : old,
    Array.isArray(old) ? [...old, ...old.slice(0, 1)] : old,
    Array.isArray(old) ? old.slice(1) : old,
  ];
  if (kind === replacements.length) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = replacements[kind % replacements.length]!;
}

describe('a damaged save loads or is refused with a RuleError, never anything else (contract, issue 8)', () => {
  it('property: random damage to saves of random positions', () => {
    const saves = new Map<string, Json>();
    const saveOf = (seed: number, steps: number): Json => {
      const k = `${seed}:${steps}`;
      if (!saves.has(k)) saves.set(k, JSON.parse(serialize(position(seed, steps))) as Json);
      return structuredClone(saves.get(k)!);
    };
    let refused = 0;
    let loaded = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }), fc.constantFrom(0, 3, 12, 40, 90, 400),
        fc.array(fc.tuple(fc.nat(), fc.nat(14), fc.nat()), { minLength: 1, maxLength: 3 }),
        (seed, steps, damages) => {
          const save = saveOf(seed, steps);
          for (const [where, kind, from] of damages) {
            const all = paths(save);
            const path = all[where % all.length]!;
            const source = all[from % all.length]!;
            let other: Json = save;
            for (const p of source) other = (other as Record<string | number, Json>)[p]!;
            damage(save, path, kind, structuredClone(other));
          }
          const text = JSON.stringify(save);
          let state: GameState;
          try {
            state = deserialize(text);
          } catch (e) {
            if (e instanceof RuleError) { refused++; return; }
            throw new Error(`not a RuleError (${String(e)}) for damage ${JSON.stringify(damages)} to seed ${seed} after ${steps} actions`);
          }
          loaded++;
          // A save that loads is a position the engine plays on: whole, viewable, its listed actions applicable.
          expect(invariantViolations(state)).toEqual([]);
          viewFor(state, 'union');
          viewFor(state, 'confederate');
          const actions = legalActions(state);
          if (decision(state)) {
            expect(actions.length).toBeGreaterThan(0);
            applyAction(state, actions[0]!);
          }
        },
      ),
      { numRuns: 1500, seed: 1865 },
    );
    // Both outcomes are met: the damage is neither always harmless nor always fatal.
    expect(refused).toBeGreaterThan(100);
    expect(loaded).toBeGreaterThan(20);
  }, 240_000);
});
