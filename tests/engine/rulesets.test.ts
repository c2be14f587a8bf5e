/**
 * Rulesets as values (issue 7 item 1): the named rulesets, what a state records, saves that reopen
 * under the same rules, refusals of a ruleset that cannot be rebuilt, and the rule constants, each
 * with its rule id. The playtesting variants (docs/balance.md) each change exactly their datum and a
 * game plays to the end under each, beside the default in the same process.
 */
import {
  CONSTANT_RULES, DEFAULT_RULESET, NAMED_RULESETS, RULEBOOK_CONSTANTS, RuleError, applyAction, cardData, clockStatus,
  combineVariants, deserialize, legalActions, listRulesets, newGame, resolveRuleset, rulesOf, rulesetHash,
  rulesetProblems, serialize, viewFor, type Ruleset,
} from '../../src/engine';
import { runGame } from '../../src/sim';
import { createBot } from '../../src/bot';

import { RULES_HELP_EN } from '../../src/ui/help/rulesHelp';

function linkModifier(r: Ruleset, a: string, b: string) {
  const l = r.railLinks.find((x) => (x.a.location === a && x.b.location === b) || (x.a.location === b && x.b.location === a));
  return l?.modifier ? { side: l.modifier.side, value: l.modifier.value } : undefined;
}
const startingAt = (r: Ruleset, side: string, location: string) =>
  r.startingArmies.filter((a) => a.side === side && a.location === location).map((a) => a.strength).sort();

/** Each variant's datum, read from a ruleset, and its value under the variant. */
const DATUM: Record<string, [(r: Ruleset) => unknown, unknown]> = {
  'europe-start-2': [(r) => r.europeTrack.start, 2],
  'europe-end-10': [(r) => [r.europeTrack.spaces, r.europeTrack.europeEnd], [11, 10]],
  'fredericksburg-union': [(r) => linkModifier(r, 'washington', 'fredericksburg'), { side: 'union', value: 1 }],
  'harpers-ferry-union': [(r) => linkModifier(r, 'harpers-ferry', 'front-royal'), { side: 'union', value: 1 }],
  'manassas-union': [(r) => linkModifier(r, 'washington', 'manassas'), { side: 'union', value: 1 }],
  'vicksburg-vp-3': [(r) => r.locations.find((l) => l.id === 'vicksburg')!.vp, 3],
  'lee-4': [(r) => r.cards.find((c) => c.id === 'C39')!.leadership, 4],
  'blockade-vp-plus': [(r) => r.blockadeTrack.map((b) => [b.handSize, b.vp]), [[5, 0], [5, 1], [4, 2], [4, 2], [3, 3], [3, 3]]],
  'seward-cost-1': [(r) => r.cards.filter((c) => c.name === 'Seward').map((c) => [c.id, c.cost]), [['U21', 1], ['U22', 1], ['U23', 1]]],
  'benjamin-cost-3': [(r) => r.cards.filter((c) => c.name === 'Judah Benjamin').map((c) => [c.id, c.cost]), [['C24', 3], ['C25', 3]]],
  'virginia-vp': [(r) => ['fredericksburg', 'front-royal'].map((id) => r.locations.find((l) => l.id === id)!.vp), [1, 1]],
  'washington-reserve': [(r) => startingAt(r, 'union', 'washington'), [1, 3]],
  'washington-reserve-2': [(r) => startingAt(r, 'union', 'washington'), [2, 3]],
  'manassas-army-2': [(r) => startingAt(r, 'confederate', 'manassas'), [2]],
};

/** Where each variant's datum lives: every difference from the default must be under one of these paths. */
const PATHS: Record<string, RegExp> = {
  'europe-start-2': /^europeTrack\.start$/,
  'europe-end-10': /^europeTrack\.(spaces|europeEnd)$/,
  'fredericksburg-union': /^railLinks\.8\.modifier\.side$/,
  'harpers-ferry-union': /^railLinks\.9\.modifier$/,
  'manassas-union': /^railLinks\.7\.modifier\.(side|note)$/,
  'vicksburg-vp-3': /^locations\.19\.vp$/,
  'lee-4': /^cards\.107\.leadership$/,
  'blockade-vp-plus': /^blockadeTrack\.[24]\.vp$/,
  'seward-cost-1': /^cards\.(20|21|22)\.cost$/,
  'benjamin-cost-3': /^cards\.(92|93)\.cost$/,
  'virginia-vp': /^locations\.(8|9)\.vp$/,
  'washington-reserve': /^startingArmies\.11$/,
  'washington-reserve-2': /^startingArmies\.11$/,
  'manassas-army-2': /^startingArmies\.4\.strength$/,
};

/** The named combinations and the variants each is made of (issue 9 item 5's proposal). */
const COMBINATIONS: Record<string, string[]> = {
  balanced: ['seward-cost-1', 'virginia-vp', 'lee-4'],
};

/** Where `ruleset`'s rules differ from the default's (its id, name and description aside). */
const ruleDiffs = (ruleset: Ruleset): string[] =>
  diffPaths(ruleset, DEFAULT_RULESET).filter((p) => !['id', 'name', 'description'].includes(p));

/** The paths (a.b.0.c) where two plain values differ. */
function diffPaths(a: unknown, b: unknown, path = ''): string[] {
  if (a === b) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) => diffPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
  }
  return [path];
}

describe('named rulesets (issue 7 item 1)', () => {
  it('lists the default first, then every playtesting variant, each with a name and a description', () => {
    const list = listRulesets();
    expect(list[0]!.id).toBe('default');
    expect(list.map((r) => r.id).slice(1).sort()).toEqual([...Object.keys(DATUM), ...Object.keys(COMBINATIONS)].sort());
    for (const r of list) {
      expect(r.name.length).toBeGreaterThan(3);
      expect(r.description.length).toBeGreaterThan(20);
    }
    expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
  });

  it('every named ruleset is playable (rulesetProblems finds nothing) and frozen', () => {
    for (const r of NAMED_RULESETS) {
      expect(rulesetProblems(r)).toEqual([]);
      expect(Object.isFrozen(r) && Object.isFrozen(r.cards) && Object.isFrozen(r.cards[0])).toBe(true);
    }
  });

  for (const [id, [datum, after]] of Object.entries(DATUM)) {
    it(`${id} changes exactly its datum, and a game plays to the end under it beside the default`, () => {
      const variant = resolveRuleset(id);
      expect(datum(DEFAULT_RULESET)).not.toEqual(after);
      expect(datum(variant)).toEqual(after);
      // Nothing else differs (id, name and description aside).
      const diffs = ruleDiffs(variant);
      expect(diffs.length).toBeGreaterThan(0);
      for (const p of diffs) expect(p).toMatch(PATHS[id]!);
      expect(rulesetHash(variant)).not.toBe(rulesetHash(DEFAULT_RULESET));
      const record = runGame({ seed: 7, union: 'random', confederate: 'random', ruleset: id });
      expect(record.error ?? null).toBeNull();
      expect(record.winner === 'union' || record.winner === 'confederate').toBe(true);
      // The default is untouched by the variant game played in the same process.
      expect(newGame({ seed: 1 }).europe).toBe(3);
      expect(rulesOf(newGame({ seed: 1 })).locationById.vicksburg.vp).toBe(2);
    });
  }

  for (const [id, parts] of Object.entries(COMBINATIONS)) {
    it(`${id} has the rules of ${parts.join(' + ')} exactly, so the simulator's runs of that combination measure it`, () => {
      const named = resolveRuleset(id);
      expect(rulesetHash(named)).toBe(rulesetHash(combineVariants(parts)));
      for (const part of parts) expect(DATUM[part]![0](named)).toEqual(DATUM[part]![1]);
      const diffs = ruleDiffs(named);
      for (const p of diffs) expect(parts.some((part) => PATHS[part]!.test(p))).toBe(true);
      // Every part leaves its mark (no part overwrites another).
      for (const part of parts) expect(diffs.some((p) => PATHS[part]!.test(p))).toBe(true);
      expect(newGame({ seed: 5, ruleset: id }).ruleset).toEqual({ id, hash: rulesetHash(named) });
      const record = runGame({ seed: 7, union: 'random', confederate: 'random', ruleset: id });
      expect(record.error ?? null).toBeNull();
      // The same game as under the combination stored whole: the id changes nothing in play.
      expect(runGame({ seed: 7, union: 'random', confederate: 'random', ruleset: combineVariants(parts) })).toEqual(record);
    });
  }

  it('a variant acts on the game: europe-start-2 starts the marker on 2, washington-reserve adds a strength-1 army', () => {
    expect(newGame({ seed: 1, ruleset: 'europe-start-2' }).europe).toBe(2);
    const armies = viewFor(newGame({ seed: 1, ruleset: 'washington-reserve' }), 'observer').units
      .filter((u) => u.side === 'union' && u.location === 'washington' && u.kind === 'army');
    expect(armies.map((u) => u.strength).sort()).toEqual([1, 3]);
    const lee = newGame({ seed: 1, ruleset: 'lee-4' });
    expect(cardData('C39', lee).leadership).toBe(4);
    expect(cardData('C39').leadership).toBe(5);
  });

  it('combines several variants into one ruleset that a state stores whole', () => {
    const both = combineVariants(['europe-start-2', 'vicksburg-vp-3']);
    expect(both.id).toBe('europe-start-2+vicksburg-vp-3');
    const s = newGame({ seed: 3, ruleset: both });
    expect(s.europe).toBe(2);
    expect(rulesOf(s).locationById.vicksburg.vp).toBe(3);
    expect(s.ruleset.value).toBeDefined();
    expect(() => combineVariants(['no-such-variant'])).toThrow(/Unknown ruleset variant/);
  });
});

describe('what a state records of its ruleset, and saves (issue 7 item 1; contract Additions)', () => {
  it('a named ruleset is recorded by id and content hash, without the value', () => {
    const s = newGame({ seed: 5, ruleset: 'lee-4' });
    expect(s.ruleset).toEqual({ id: 'lee-4', hash: rulesetHash(resolveRuleset('lee-4')) });
    expect(newGame({ seed: 5 }).ruleset).toEqual({ id: 'default', hash: rulesetHash(DEFAULT_RULESET) });
  });

  it('the hash depends on the rules only, not on key order, name or description', () => {
    const renamed = { ...structuredClone(DEFAULT_RULESET), name: 'Other', description: 'Another description of the same rules.' };
    expect(rulesetHash(renamed)).toBe(rulesetHash(DEFAULT_RULESET));
    const reordered = Object.fromEntries(Object.entries(structuredClone(DEFAULT_RULESET)).reverse()) as unknown as Ruleset;
    expect(rulesetHash(reordered)).toBe(rulesetHash(DEFAULT_RULESET));
    const changed = { ...structuredClone(DEFAULT_RULESET), constants: { ...RULEBOOK_CONSTANTS, highGroundBonus: 3 } };
    expect(rulesetHash(changed)).not.toBe(rulesetHash(DEFAULT_RULESET));
  });

  it('a custom ruleset is stored whole, and its save reopens and plays on under the same rules', () => {
    const custom: Ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'house-rules', name: 'House rules', description: 'Three actions a turn, for a quick test of the clock.', constants: { ...RULEBOOK_CONSTANTS, actionsPerTurn: 3 } };
    let s = newGame({ seed: 11, ruleset: custom });
    expect(s.ruleset.value?.constants.actionsPerTurn).toBe(3);
    // R3.1 under the ruleset's constant: three actions before End turn is offered.
    for (let i = 0; i < 3; i++) {
      expect(legalActions(s).some((a) => a.type === 'end-turn')).toBe(false);
      s = applyAction(s, { type: 'pass' });
    }
    expect(legalActions(s).filter((a) => a.type !== 'free-action').map((a) => a.type)).toEqual(['end-turn']);
    const back = deserialize(serialize(s));
    expect(back).toEqual(s);
    expect(legalActions(back)).toEqual(legalActions(s));
  });

  it('refuses a save whose custom rules were changed after saving (hash mismatch)', () => {
    const custom: Ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'house', name: 'House', description: 'A custom ruleset for this test only.', constants: { ...RULEBOOK_CONSTANTS, freeActionDraw: 4 } };
    const text = serialize(newGame({ seed: 2, ruleset: custom }));
    const tampered = text.replace('"freeActionDraw":4', '"freeActionDraw":9');
    expect(tampered).not.toBe(text);
    expect(() => deserialize(tampered)).toThrow(RuleError);
    expect(() => deserialize(tampered)).toThrow(/do not match their hash/);
  });

  it('refuses a save naming a ruleset this version does not have, or an earlier version of a named one', () => {
    const state = JSON.parse(serialize(newGame({ seed: 2 })));
    state.state.ruleset = { id: 'no-such-rules', hash: '00000000000000' };
    expect(() => deserialize(JSON.stringify(state))).toThrow(/does not have/);
    state.state.ruleset = { id: 'default', hash: '00000000000000' };
    expect(() => deserialize(JSON.stringify(state))).toThrow(/earlier version of the ruleset "default"/);
  });

  it('migrates a version-1 save (no ruleset) to the default ruleset', () => {
    const s = JSON.parse(serialize(newGame({ seed: 4 })));
    s.state.version = 1;
    delete s.state.ruleset;
    const back = deserialize(JSON.stringify(s));
    expect(back.version).toBe(4);
    expect(back.ruleset).toEqual({ id: 'default', hash: rulesetHash(DEFAULT_RULESET) });
  });

  it('newGame refuses an unknown ruleset id and an unplayable ruleset value with RuleError', () => {
    expect(() => newGame({ ruleset: 'nope' })).toThrow(RuleError);
    const broken = { ...structuredClone(DEFAULT_RULESET), id: 'broken', cards: [...DEFAULT_RULESET.cards, DEFAULT_RULESET.cards[0]!] };
    expect(() => newGame({ ruleset: broken })).toThrow(/card id U01 is used twice/);
  });
});

describe('rule constants carry their rule id (issue 7 item 1)', () => {
  it('every constant names a rule of the in-game rules help, and the default holds the rulebook values', () => {
    expect(Object.keys(CONSTANT_RULES).sort()).toEqual(Object.keys(RULEBOOK_CONSTANTS).sort());
    const helpText = JSON.stringify(RULES_HELP_EN);
    for (const rule of Object.values(CONSTANT_RULES)) expect(helpText).toMatch(new RegExp(`\\b${rule.replace('.', '\\.')}\\b(?!\\.\\d)`));
    expect(DEFAULT_RULESET.constants).toEqual(RULEBOOK_CONSTANTS);
  });

  it('R4.3, R4.4: the clock reads its thresholds from the ruleset', () => {
    const custom: Ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'clock', name: 'Clock', description: 'A custom clock for this test only.', constants: { ...RULEBOOK_CONSTANTS, firstReshuffleVp: 4, thirdExhaustionVp: 15 } };
    expect(clockStatus(newGame({ seed: 1, ruleset: custom })).nextCheck).toEqual({ reshuffle: 1, needsVp: 4, rule: 'R4.3' });
    expect(clockStatus(newGame({ seed: 1 })).nextCheck).toEqual({ reshuffle: 1, needsVp: 2, rule: 'R4.3' });
  });

  it('R1.4, R3.2: the Union starting hand is the ruleset\'s Union hand size', () => {
    const custom: Ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'hand', name: 'Hand', description: 'A custom hand size for this test only.', constants: { ...RULEBOOK_CONSTANTS, unionHandSize: 7 } };
    expect(newGame({ seed: 1, ruleset: custom }).cards.union.hand).toHaveLength(7);
    expect(newGame({ seed: 1 }).cards.union.hand).toHaveLength(6);
  });
});

describe('the bot plays under the game\'s ruleset (issue 7 item 1)', () => {
  it('reads Lee\'s Leadership 4 under lee-4 and 5 under the default, in one process', async () => {
    const { leadership } = await import('../../src/bot/cards');
    const { bindRuleset } = await import('../../src/bot/rules');
    bindRuleset(newGame({ seed: 1, ruleset: 'lee-4' }));
    expect(leadership('C39')).toBe(4);
    bindRuleset(newGame({ seed: 1 }));
    expect(leadership('C39')).toBe(5);
  });

  it('a bot chooses a legal action in a variant game (its determinized games use the same ruleset)', () => {
    const s = newGame({ seed: 9, ruleset: 'manassas-union' });
    const bot = createBot({ level: 'easy', seed: 1 });
    const action = bot.chooseAction(s, 'union');
    expect(legalActions(s)).toContainEqual(action);
  });
});
