/**
 * Damaged saves that the loader used to accept and that broke later (by hand-editing or a bad
 * import): each is refused at the door with a RuleError('save'), so a save that opens can be
 * played on and saved again. The legitimate saves these checks must keep opening are the fixture
 * saves (`save-fixtures.test.ts`) and every position of random play (`properties.test.ts`,
 * `crowded.test.ts` validate each one; `legitimate positions` below round-trips many).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { combineVariants, deserialize, newGame, RuleError, rulesetHash, serialize, type Ruleset } from '../../src/engine/index.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** The `state` of fixture save `name`. */
function fixture(name: string): { [k: string]: Json } {
  return (JSON.parse(readFileSync(new URL(`../fixtures/saves/${name}.json`, import.meta.url), 'utf8')) as { state: { [k: string]: Json } }).state;
}

/** The save text of `state`, with the value at `path` written as `raw` (JSON text, e.g. `1e999`). */
function withRaw(state: { [k: string]: Json }, path: (string | number)[], raw: string): string {
  const copy = structuredClone(state);
  let parent = copy as Record<string | number, Json>;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, Json>;
  const marker = 98765.4321;
  parent[path.at(-1)!] = marker;
  const text = JSON.stringify({ format: 'lincoln-save', version: 1, state: copy });
  expect(text.split(String(marker)).length).toBe(2);
  return text.replace(String(marker), raw);
}

/** The refusal `deserialize(text)` throws (fails the test when it loads). */
function refusal(text: string): RuleError {
  try {
    deserialize(text);
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('the damaged save loaded');
}

describe('numbers a save cannot carry back', () => {
  // JSON.parse reads 1e999 as Infinity; JSON.stringify writes Infinity as null, so the re-save was refused.
  const paths: [string, (string | number)[]][] = [
    ['v1-casualties', ['seed']],
    ['v1-casualties', ['log', 0, 'turn']],
    ['v1-casualties', ['lastBattle', 'turn']],
    ['v1-casualties', ['lastBattle', 'lost', 'union']],
    ['v1-casualties', ['combat', 'lost', 'confederate']],
    ['v1-casualties', ['combat', 'result', 'attackerStrength']],
    ['v1-casualties', ['combat', 'result', 'attacker', 0, 'value']],
  ];
  for (const [name, path] of paths) {
    it(`refuses 1e999 at ${path.join('.')}, which a re-save would write as null`, () => {
      const e = refusal(withRaw(fixture(name), path, '1e999'));
      expect(e.key).toBe('ruleError.save-damaged');
      expect(e.args).toMatchObject({ at: path.join('.'), known: 'finite number' });
      expect(e.message).toContain('expected finite number');
      // The same place with a finite number opens and saves again.
      expect(() => deserialize(serialize(deserialize(withRaw(fixture(name), path, '7'))))).not.toThrow();
    });
  }
  it('refuses -1e999 in a log entry\'s arguments', () => {
    const state = fixture('v1-casualties');
    const at = (state.log as { args: Record<string, Json> }[]).findIndex((e) => Object.values(e.args).some((a) => typeof a === 'number'));
    const key = Object.entries((state.log as { args: Record<string, Json> }[])[at]!.args).find(([, a]) => typeof a === 'number')![0];
    expect(refusal(withRaw(state, ['log', at, 'args', key], '-1e999')).key).toBe('ruleError.save-damaged');
  });
  it('refuses 1e999 as a location\'s map position in a ruleset saved whole, even with its hash recomputed', () => {
    const state = JSON.parse(serialize(newGame({ seed: 4, ruleset: combineVariants(['lee-4', 'europe-start-2']) }))).state as { ruleset: { hash: string; value: Ruleset } };
    // The hash of the value as it loads: canonical JSON writes Infinity as null.
    const loaded = structuredClone(state.ruleset.value) as unknown as { locations: { lat: number }[] };
    loaded.locations[0]!.lat = Infinity;
    state.ruleset.hash = rulesetHash(loaded as unknown as Ruleset);
    const e = refusal(withRaw(state as unknown as { [k: string]: Json }, ['ruleset', 'value', 'locations', 0, 'lat'], '1e999'));
    expect(e.args).toMatchObject({ at: 'ruleset.value.locations.0.lat', known: 'finite number' });
  });
});
