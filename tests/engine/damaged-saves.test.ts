/**
 * Damaged saves that the loader used to accept and that broke later (by hand-editing or a bad
 * import): each is refused at the door with a RuleError('save'), so a save that opens can be
 * played on and saved again. The legitimate saves these checks must keep opening are the fixture
 * saves (`save-fixtures.test.ts`) and every position of random play (`properties.test.ts`,
 * `crowded.test.ts` validate each one; `legitimate positions` below round-trips many).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, combineVariants, decision, deserialize, legalActions, newGame, RuleError, rulesetHash, serialize, type GameState, type LocationId, type Ruleset } from '../../src/engine/index.ts';
import { mulberry32 } from '../../src/bot/rng.ts';
import { crowdedGame } from './helpers/crowded.ts';
import { fallbackChoice, playGame } from './helpers/play.ts';

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

/** The save text of `state` after `edit` (a copy is edited). */
function edited(state: { [k: string]: Json }, edit: (s: any) => void): string { // eslint-disable-line @typescript-eslint/no-explicit-any
  const copy = structuredClone(state);
  edit(copy);
  return JSON.stringify({ format: 'lincoln-save', version: 1, state: copy });
}

describe('positions no landed version writes', () => {
  it('refuses a nextUnitId not above the largest unit number: the next deploy would number a unit again', () => {
    const state = fixture('v1-casualties');
    const e = refusal(edited(state, (s) => { s.nextUnitId = 1; }));
    expect(e.key).toBe('ruleError.save-unsound');
    expect(e.args).toMatchObject({ problem: 'next-unit-id', count: 1 });
    // One above the largest unit number opens; ids that are not u<number> are never given again.
    const largest = Math.max(...(state.units as { id: string }[]).map((u) => Number(u.id.slice(1))));
    expect(refusal(edited(state, (s) => { s.nextUnitId = largest; })).args).toMatchObject({ problem: 'next-unit-id', unit: `u${largest}` });
    expect(() => deserialize(edited(state, (s) => { s.nextUnitId = largest + 1; }))).not.toThrow();
    expect(() => deserialize(edited(state, (s) => { s.units[0].id = 'x9999'; }))).not.toThrow();
  });

  it('refuses a reshuffle count with pile I still full (R4.1, R4.2: the first reshuffle takes pile I in)', () => {
    const state = fixture('v1-casualties');
    expect((state.cards as any).union.pileI.length).toBeGreaterThan(0); // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const count of [1, 2]) {
      const e = refusal(edited(state, (s) => { s.cards.union.reshuffles = count; }));
      expect(e.args).toMatchObject({ problem: 'reshuffled-pile-kept', side: 'union', count, pile: 'pileI' });
    }
  });

  it('refuses two reshuffles with pile II still full (R4.1, R4.2: the second reshuffle takes pile II in)', () => {
    const state = fixture('v1-retreat');
    expect((state.cards as any).confederate.pileI).toEqual([]); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect((state.cards as any).confederate.pileII.length).toBeGreaterThan(0); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(refusal(edited(state, (s) => { s.cards.confederate.reshuffles = 2; })).args)
      .toMatchObject({ problem: 'reshuffled-pile-kept', side: 'confederate', count: 2, pile: 'pileII' });
    expect(refusal(edited(state, (s) => { s.cards.confederate.reshuffles = 2; })).message).toContain('reshuffled 2 times but still has its pile II (R4.1)');
  });

  it('refuses a captured location listed twice (E9: one bonus space per captured location)', () => {
    const state = fixture('v1-casualties');
    expect(state.captured).toEqual(['kentucky']);
    const e = refusal(edited(state, (s) => { s.captured.push('kentucky'); }));
    expect(e.args).toMatchObject({ problem: 'captured-twice', location: 'kentucky' });
  });
  it('E9 refuses a captured location that is not blue: only a Union-coloured location carries the Europe bonus', () => {
    const state = fixture('v1-casualties');
    const e = refusal(edited(state, (s) => { s.captured.push('richmond'); }));
    expect(e.args).toMatchObject({ problem: 'captured-not-blue', location: 'richmond' });
    expect(e.message).toContain('Richmond is captured but not blue (E9)');
  });
});

describe('legitimate positions', () => {
  // The checks above must refuse nothing a landed version writes: every fixture save still opens
  // (save-fixtures.test.ts), and here every position of random games, from the rulebook's start
  // under several rulesets and from crowded starts, saves and reopens as it was (the property tests
  // validate every position of many more games after each action).
  const roundTrips = (state: GameState, where: string) => {
    expect(deserialize(serialize(state)), where).toEqual(state);
  };
  it('every fourth position of 16 random games (default, lee-4, europe-end-10, balanced; rulebook and crowded starts) reopens', () => {
    let positions = 0;
    for (let g = 0; g < 16; g++) {
      const seed = 1000 + g;
      const ruleset = ['default', 'lee-4', 'europe-end-10', 'balanced'][g % 4]!;
      let state = g % 3 === 2
        ? crowdedGame(seed, mulberry32(seed), { passThroughContested: g % 2 === 0, openDiscards: false })
        : newGame({ seed, ruleset, variants: { passThroughContested: g % 2 === 0, openDiscards: g % 4 < 2 } });
      roundTrips(state, `game ${g} start`);
      for (let step = 0; step < 3000 && decision(state); step++) {
        const actions = legalActions(state);
        state = applyAction(state, actions[fallbackChoice(seed, step) % actions.length]!);
        if (step % 4 === 3 || !decision(state)) { roundTrips(state, `game ${g} step ${step}`); positions++; }
      }
    }
    expect(positions).toBeGreaterThan(300);
  });
  it('the final positions of 60 more games (finished games, reshuffled piles, captured locations) reopen', () => {
    let reshuffled = 0; let captured = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { final } = playGame({ seed, choices: [], variants: { passThroughContested: false, openDiscards: false }, crowded: seed % 2 === 0 });
      roundTrips(final, `seed ${seed}`);
      if (final.cards.union.reshuffles + final.cards.confederate.reshuffles > 0) reshuffled++;
      if (final.captured.length) captured++;
    }
    expect(reshuffled).toBeGreaterThan(10);
    expect(captured).toBeGreaterThan(0);
  });
});

describe('keys the schema would drop without a word', () => {
  // valibot's records leave out `__proto__`, `constructor` and `prototype` keys: a control flag on
  // `constructor` loaded as no flag at all, so the position opened was not the one in the file.
  for (const [key, where] of [['constructor', 'flags'], ['prototype', 'flags'], ['constructor', 'log.0.args'], ['__proto__', 'flags']] as const) {
    it(`refuses a "${key}" key in ${where}`, () => {
      const state = fixture('v1-casualties');
      const e = refusal(edited(state, (s) => {
        const record = where === 'flags' ? s.flags : s.log[0].args;
        Object.defineProperty(record, key, { value: 'union', enumerable: true });
      }));
      expect(e.key).toBe('ruleError.save-proto-key');
      expect(e.message).toContain(`"${key}" key`);
    });
  }
});

describe('a winner against the position (R12)', () => {
  it('refuses a finished game whose winner was removed: its log records the end (R4.3)', () => {
    const e = refusal(edited(fixture('v3-finished-first-reshuffle'), (s) => { s.winner = null; }));
    expect(e.args).toMatchObject({ problem: 'winner-missing', side: 'confederate' });
  });
  it('refuses a winner flipped against its game-over entry, or against its rule (R4.3: only the Confederacy wins by it)', () => {
    const e = refusal(edited(fixture('v3-finished-first-reshuffle'), (s) => { s.winner.side = 'union'; }));
    expect(e.args).toMatchObject({ problem: 'winner-not-logged', side: 'union', side2: 'confederate' });
    const both = refusal(edited(fixture('v3-finished-first-reshuffle'), (s) => {
      s.winner.side = 'union';
      s.log.find((x: { key: string }) => x.key === 'game-over').args.side = 'union';
    }));
    expect(both.args).toMatchObject({ problem: 'winner-rule-side', side: 'union', id: 'R4.3', side2: 'confederate' });
  });
  it('refuses a Washington win (R12.2) or a Vicksburg-and-Richmond win (R12.3) added to a game whose position shows neither', () => {
    const state = fixture('v1-midgame-action');
    const r122 = refusal(edited(state, (s) => { s.active = 'union'; s.winner = { side: 'confederate', reason: 'washington', rule: 'R12.2', args: {} }; }));
    expect(r122.args).toMatchObject({ problem: 'winner-capitals', side: 'confederate', id: 'R12.2', places: 'washington', side2: 'union' });
    const r123 = refusal(edited(state, (s) => { s.winner = { side: 'union', reason: 'vicksburg-richmond', rule: 'R12.3', args: {} }; }));
    expect(r123.args).toMatchObject({ problem: 'winner-capitals', side: 'union', id: 'R12.3', side2: 'confederate' });
  });
  it('R12.1 refuses a Europe win with the Europe marker short of the Europe end', () => {
    const finished = fixture('v1-finished');
    expect(finished.europe).toBe(9);
    expect(() => deserialize(edited(finished, () => {}))).not.toThrow();
    const short = refusal(edited(finished, (s) => { s.europe = 8; }));
    expect(short.args).toMatchObject({ problem: 'winner-europe-short', side: 'confederate' });
    expect(short.message).toContain('the Confederacy won by the Europe track, but its marker is short of the Europe end (R12.1)');
    const added = refusal(edited(fixture('v1-midgame-action'), (s) => { s.winner = { side: 'confederate', reason: 'europe', rule: 'R12.1', args: {} }; }));
    expect(added.args).toMatchObject({ problem: 'winner-europe-short' });
  });
  it('R4.4 a third exhaustion reopens, and a save claiming one the position cannot show is refused: reshuffles, draw pile, the side its VP give', () => {
    // Twelve VP win the third exhaustion for the Union; eleven lose it (decks.test.ts).
    const twelve: LocationId[] = ['richmond', 'vicksburg', 'atlanta', 'new-orleans', 'manassas', 'fort-monroe', 'knoxville'];
    const control = (ids: LocationId[]) => Object.fromEntries(ids.map((id) => [id, 'union' as const]));
    for (const [ids, side, other] of [[twelve, 'union', 'confederate'], [twelve.slice(0, -1), 'confederate', 'union']] as const) {
      const end = applyAction(newGame({ seed: 1, scenario: { units: [], actionsTaken: 2, drawPiles: { union: [] }, reshuffles: { union: 2 }, control: control([...ids]) } }), { type: 'end-turn' });
      expect(end.winner).toMatchObject({ side, rule: 'R4.4' });
      expect(deserialize(serialize(end))).toEqual(end);
      const state = JSON.parse(serialize(end)).state as { [k: string]: Json };
      const flipped = refusal(edited(state, (s) => {
        s.winner.side = other;
        s.log.find((x: { key: string }) => x.key === 'game-over').args.side = other;
      }));
      // The VP decide the side: the other one is refused as R4.3's would be.
      expect(flipped.args).toMatchObject({ problem: 'winner-rule-side', side: other, id: 'R4.4', side2: side });
      // Before both reshuffles, or with a card left to draw, the Union could still draw: no third exhaustion.
      const unshown = { problem: 'winner-exhaustion-unshown', side };
      const early = refusal(edited(state, (s) => { s.cards.union.reshuffles = 1; }));
      expect(early.args).toMatchObject(unshown);
      expect(early.message).toContain('won by the third exhaustion, but the Union could still draw');
      expect(early.message).toContain('(R4.4)');
      expect(refusal(edited(state, (s) => { s.cards.union.draw.push(s.cards.union.discard.pop()); })).args).toMatchObject(unshown);
    }
  });
  it('R4.3 a reshuffle check\'s win reopens, and one the position cannot show is refused: cards left, reshuffles, the VP', () => {
    // The Union at no VP must draw from an empty pile at its first reshuffle: fewer than 2 VP lose.
    const end = applyAction(newGame({ seed: 1, scenario: { units: [], actionsTaken: 2, drawPiles: { union: [] } } }), { type: 'end-turn' });
    expect(end.winner).toMatchObject({ side: 'confederate', rule: 'R4.3' });
    expect(deserialize(serialize(end))).toEqual(end);
    const state = JSON.parse(serialize(end)).state as { [k: string]: Json };
    const unmet = { problem: 'winner-clock-unshown', side: 'confederate' };
    const drawn = refusal(edited(state, (s) => { s.cards.union.draw.push(s.cards.union.discard.pop()); }));
    expect(drawn.args).toMatchObject(unmet);
    expect(drawn.message).toContain('(R4.3)');
    // Richmond's 3 VP meet the first check's 2 (R4.3): that Union would not have lost.
    const vp = refusal(edited(state, (s) => { s.flags = { ...s.flags, richmond: 'union' }; }));
    expect(vp.args).toMatchObject(unmet);
  });
  it('R12 refuses a winner under a rule that ends no game', () => {
    const end = applyAction(newGame({ seed: 1, scenario: { units: [], actionsTaken: 2, drawPiles: { union: [] } } }), { type: 'end-turn' });
    const odd = refusal(edited(JSON.parse(serialize(end)).state, (s) => { s.winner.rule = 'R7.7'; }));
    expect(odd.args).toMatchObject({ problem: 'winner-unknown-rule', id: 'R7.7' });
  });
  it('a capital win reached in play reopens (R12.2, R12.3)', () => {
    const rules = new Set<string>();
    for (let seed = 1; seed <= 400 && rules.size < 2; seed++) {
      const { final } = playGame({ seed, choices: [], variants: { passThroughContested: false, openDiscards: false }, crowded: true });
      if (final.winner?.rule !== 'R12.2' && final.winner?.rule !== 'R12.3') continue;
      rules.add(final.winner.rule);
      expect(deserialize(serialize(final)), `seed ${seed}`).toEqual(final);
    }
    expect(rules.size).toBeGreaterThan(0);
  });
});
