/**
 * Saves are forever (contract: "saves of every earlier landed version still load"): a save names a
 * named ruleset by its id and content hash only, and `rulesetFromRef` refuses a named ruleset whose
 * rules no longer hash to what the save recorded (`ruleset-earlier`). So every named ruleset's
 * content hash is pinned here, not only those of the fixture saves (default, lee-4, balanced).
 *
 * When this test fails, a named ruleset's rules changed and every save made under it would stop
 * opening. Do not just update the table. Either
 * - leave the named ruleset as it was and add the changed rules under a new id (then add its row), or
 * - if the id must carry the new rules, keep the earlier value, frozen, by its hash (the hash in
 *   this table), where `rulesetFromRef` finds it before refusing with `ruleset-earlier`, and add a
 *   test that a save recording the earlier hash still opens under it; only then write the new hash
 *   here. (No earlier value is kept yet: the first such change builds that table.)
 * A change of the default changes every variant's hash too, since each is built from the default.
 * docs/reliability.md ("Saves are forever") says the same.
 */
import { describe, expect, it } from 'vitest';
import { deserialize, listRulesets, newGame, resolveRuleset, rulesetHash, serialize } from '../../src/engine';

/** id → content hash of every named ruleset, as landed. A change here needs the earlier value kept (see above). */
const PINNED: Record<string, string> = {
  'default': '1c9bf3f41624e7',
  'balanced': '1ca38bb10544c9',
  'europe-start-2': '037a2cb76fda91',
  'europe-end-10': '14c8893e1a3fde',
  'fredericksburg-union': '09e3b2a63e9d86',
  'harpers-ferry-union': '0b7ccc2ab1aef3',
  'manassas-union': '04df36002b4274',
  'vicksburg-vp-3': '0ca60ac1169a44',
  'washington-reserve': '0bea9b4b4e6628',
  'washington-reserve-2': '1bfbf0ce954fcf',
  'manassas-army-2': '1b3262290bbbef',
  'blockade-vp-plus': '01ada2f9104a31',
  'seward-cost-1': '111a869c654af8',
  'benjamin-cost-3': '0519f83d14ce79',
  'virginia-vp': '06000256c525f6',
  'lee-4': '11a0272cef3297',
};

describe('named rulesets keep their rules (saves are forever)', () => {
  it('pins the content hash of every named ruleset listRulesets() offers, and no other', () => {
    const listed = Object.fromEntries(listRulesets().map((r) => [r.id, rulesetHash(resolveRuleset(r.id))]));
    expect(listed).toEqual(PINNED);
  });

  it('a save recording each pinned id and hash opens', () => {
    for (const [id, hash] of Object.entries(PINNED)) {
      const saved = JSON.parse(serialize(newGame({ seed: 3, ruleset: id }))) as { state: { ruleset: unknown } };
      saved.state.ruleset = { id, hash };
      expect(deserialize(JSON.stringify(saved)).ruleset).toEqual({ id, hash });
    }
  });
});
