/**
 * Direct checks of the contract's invariants (engine-contract.md, "Invariants"), written
 * against the reference data rather than the engine's own checker, and builders of illegal
 * actions for the "illegal actions change nothing" property.
 */
import { blockadeSpace, decision, europeSpace, hand, unitsAt, viewFor } from '../../../src/engine/index.ts';
import type { Action, CardId, GameState, Side } from '../../../src/engine/index.ts';
import { adjacent, ALL_CARDS, ANSWERS, ARMY_STOCK, FORT_STOCK, LOCATIONS, SIDES } from './reference.ts';

const other = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');

/** Every broken invariant of `state`, checked directly (empty when sound). */
export function directViolations(state: GameState): string[] {
  const problems: string[] = [];
  // Every one of the 119 cards in exactly one place.
  const places = new Map<CardId, string[]>();
  const put = (id: CardId | null | undefined, where: string) => {
    if (id === null || id === undefined) return;
    places.set(id, [...(places.get(id) ?? []), where]);
  };
  for (const side of SIDES) {
    const c = state.cards[side];
    for (const pile of ['hand', 'draw', 'pileI', 'pileII', 'discard', 'removed'] as const) {
      for (const id of c[pile]) put(id, `${side}.${pile}`);
    }
  }
  if (state.combat) {
    put(state.combat.attackerCard, 'combat.attackerCard');
    put(state.combat.defenderCard, 'combat.defenderCard');
    for (const b of state.combat.benefits) put(b.card, 'combat.benefits');
  }
  for (const id of ALL_CARDS) {
    const where = places.get(id) ?? [];
    if (where.length !== 1) problems.push(`card ${id} is in ${where.length} places: ${where.join(', ') || 'none'}`);
  }
  for (const id of places.keys()) if (!ALL_CARDS.includes(id)) problems.push(`unknown card ${id} in ${places.get(id)!.join(', ')}`);
  // Markers on their tracks.
  if (!(Number.isInteger(europeSpace(state)) && europeSpace(state) >= 0 && europeSpace(state) <= 9)) problems.push(`Europe marker at ${europeSpace(state)}`);
  if (!(Number.isInteger(blockadeSpace(state)) && blockadeSpace(state) >= 0 && blockadeSpace(state) <= 5)) problems.push(`Blockade marker at ${blockadeSpace(state)}`);
  // Counters within the stock; units only in known locations.
  const all = LOCATIONS.flatMap((loc) => unitsAt(state, loc));
  if (all.length !== state.units.length) problems.push(`${state.units.length - all.length} units stand outside the 21 locations`);
  for (const side of SIDES) {
    for (const strength of [1, 2, 3] as const) {
      const n = all.filter((u) => u.side === side && u.kind === 'army' && u.strength === strength).length;
      if (n > ARMY_STOCK[side][strength]) problems.push(`${n} ${side} armies of strength ${strength}, stock ${ARMY_STOCK[side][strength]}`);
    }
  }
  const forts = all.filter((u) => u.kind === 'fort');
  if (forts.length > FORT_STOCK) problems.push(`${forts.length} forts, stock ${FORT_STOCK}`);
  if (forts.some((u) => u.side !== 'confederate')) problems.push('a Union fort on the map');
  const ids = all.map((u) => u.id);
  if (new Set(ids).size !== ids.length) problems.push('two counters share an id');
  // Sides apart, except in the two halves of a contested location (or the battle location, R7.1).
  for (const loc of LOCATIONS) {
    if (state.combat?.location === loc) continue;
    const here = unitsAt(state, loc);
    const halves = (side: Side) => new Set(here.filter((u) => u.side === side).map((u) => u.half));
    const u = halves('union');
    const c = halves('confederate');
    if (u.size && c.size && (u.size > 1 || c.size > 1 || [...u][0] === [...c][0])) problems.push(`${loc} holds both sides outside two separate halves`);
  }
  return problems;
}

/**
 * Which of `ids` appear in `value` as a whole string or as an object key, walking it as
 * `JSON.stringify` would (undefined and functions skipped). Shapes: any plain data in, a subset
 * of `ids` out. A walk, not a regex over the JSON text: the view-leak checks run after every
 * action of every fuzzed game, and this is a third faster than stringifying each view.
 */
export function idsShown(value: unknown, ids: ReadonlySet<string>): Set<string> {
  const shown = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') { if (ids.has(v)) shown.add(v); return; }
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) { for (const x of v) walk(x); return; }
    for (const k in v) {
      const x = (v as Record<string, unknown>)[k];
      if (x === undefined || typeof x === 'function') continue;
      if (ids.has(k)) shown.add(k);
      walk(x);
    }
  };
  walk(value);
  return shown;
}

/**
 * Hidden-information leaks of `viewFor` (contract): a side's view shows no card of the other
 * side's hand or draw pile; the observer's no card of either hand or draw pile; and nobody but
 * its owner sees a face-down combat card before the reveal (R7.2, R7.3); no view names the seed,
 * which rebuilds both hands (R2.6). The log is read from
 * entry `logFrom` on (the fuzzer checked older entries when they were new); the rest of the view whole.
 */
export function viewLeaks(state: GameState, logFrom = 0): string[] {
  const leaks: string[] = [];
  const faceDown = (side: Side): CardId[] => {
    const c = state.combat;
    if (!c || c.result) return [];
    const own = side === c.attacker ? [c.attackerCard] : [c.defenderCard, ...c.benefits.map((b) => b.card)];
    return own.filter((x): x is CardId => typeof x === 'string');
  };
  const secretsOf = (side: Side) => [
    ...hand(state, side).map((id) => [id, `${side} hand`] as const),
    ...state.cards[side].draw.map((id) => [id, `${side} draw pile`] as const),
    ...faceDown(side).map((id) => [id, `${side} face-down combat card`] as const),
  ];
  for (const viewer of [...SIDES, 'observer'] as const) {
    const hidden = viewer === 'observer' ? [...secretsOf('union'), ...secretsOf('confederate')] : secretsOf(other(viewer));
    const { log, ...rest } = viewFor(state, viewer);
    const shown = idsShown([rest, logFrom ? log.slice(logFrom) : log], new Set(hidden.map(([id]) => id)));
    for (const [id, where] of hidden) if (shown.has(id)) leaks.push(`${viewer}'s view shows ${id} from the ${where}`);
    // The seed rebuilds both starting hands and draw piles (R2.6; QA): no view names it.
    if (log.some((e) => 'seed' in e.args)) leaks.push(`${viewer}'s view shows the game's seed`);
  }
  return leaks;
}

/** An illegal action and why it is illegal. */
export interface IllegalCase { why: string; action: unknown }

/**
 * Illegal actions for `state` (a running game), built from its legal actions and the
 * reference rules; `pick` draws a number in [0, 1).
 */
export function illegalActions(state: GameState, legal: readonly Action[], pick: () => number): IllegalCase[] {
  const d = decision(state);
  if (!d) return [{ why: 'the game is over', action: { type: 'pass' } }, { why: 'the game is over', action: { type: 'end-turn' } }];
  const choose = <T>(xs: readonly T[]): T => xs[Math.floor(pick() * xs.length)]!;
  const side = d.side;
  const myHand = hand(state, side);
  const notInHand = ALL_CARDS.filter((id) => !myHand.includes(id));
  const cases: IllegalCase[] = [];

  // A legal action with a card that is not in the deciding side's hand.
  const withCard = legal.filter((a) => 'card' in a && typeof a.card === 'string');
  if (withCard.length) {
    const a = choose(withCard);
    const foreign = choose(notInHand);
    cases.push({ why: `card ${foreign} is not in ${side}'s hand`, action: { ...a, card: foreign } });
  }
  const paid = legal.filter((a): a is Extract<Action, { type: 'deploy' }> => a.type === 'deploy' && a.payment.length > 0);
  if (paid.length) {
    const a = choose(paid);
    const foreign = choose(notInHand);
    cases.push({ why: `payment card ${foreign} is not in ${side}'s hand`, action: { ...a, payment: [foreign, ...a.payment.slice(1)] } });
  }
  // A move of several units to a location with no rail link from theirs (R6.2.1), or from the wrong location.
  const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  const group = moves.filter((a) => a.units.length >= 2);
  if (group.length) {
    const a = choose(group);
    const far = LOCATIONS.filter((l) => l !== a.from && !adjacent(a.from, l));
    const { via: _via, ...rest } = a;
    const to = choose(far);
    cases.push({ why: `${a.units.length} units cannot move from ${a.from} to ${to}: no rail link (R6.2.1)`, action: { ...rest, to } });
  }
  if (moves.length) {
    const a = choose(moves);
    const from = choose(LOCATIONS.filter((l) => l !== a.from && !unitsAt(state, l).some((u) => a.units.includes(u.id))));
    cases.push({ why: `the units do not stand in ${from}`, action: { ...a, from } });
  }
  // An action that does not answer the pending decision.
  const anyUnit = state.units.find((u) => u.side === side)?.id ?? 'nobody';
  const samples: Record<string, unknown> = {
    'deploy': { type: 'deploy', card: myHand[0] ?? 'U01', payment: [], location: 'washington', half: 'upper' },
    'move': { type: 'move', card: myHand[0] ?? 'U01', from: 'washington', to: 'harrisburg', units: [anyUnit] },
    'naval-move': { type: 'naval-move', cards: myHand.slice(0, 1), moves: [{ unit: anyUnit, from: 'washington' }], to: 'fort-monroe' },
    'declare-attack': { type: 'declare-attack', location: 'richmond' },
    'discard': { type: 'discard', cards: myHand.slice(0, 1) },
    'card-action': { type: 'card-action', card: myHand[0] ?? 'U01' },
    'pass': { type: 'pass' },
    'end-turn': { type: 'end-turn' },
    'attacker-card': { type: 'attacker-card', card: myHand[0] ?? null },
    'stand': { type: 'stand', card: null, benefits: [] },
    'withdraw': { type: 'withdraw', moves: [] },
    'casualties': { type: 'casualties', units: [anyUnit] },
    'retreat': { type: 'retreat', moves: [] },
    'cavalry-raid-response': { type: 'cavalry-raid-response', card: null },
    'rail-move': { type: 'rail-move', move: null },
    'second-deploy': { type: 'second-deploy', deploy: null },
  };
  const wrong = Object.keys(samples).filter((t) => !ANSWERS[d.kind]!.includes(t));
  for (let i = 0; i < 2 && wrong.length; i++) {
    const t = choose(wrong);
    cases.push({ why: `"${t}" does not answer a "${d.kind}" decision`, action: samples[t] });
  }
  // Rule-level illegal actions that need no search.
  if (d.kind === 'action' && !d.mayEndTurn) cases.push({ why: 'the turn cannot end before two actions (R3.1)', action: { type: 'end-turn' } });
  if (d.kind === 'action' && d.mayEndTurn) cases.push({ why: 'both actions are taken (R3.1)', action: { type: 'pass' } });
  if (d.kind === 'attacker-card' && myHand.length) cases.push({ why: 'an attacker with cards must play one (R7.2, E3)', action: { type: 'attacker-card', card: null } });
  if (d.kind === 'casualties' && (d.count ?? 0) > 0) cases.push({ why: `${d.count} casualties are due (R7.7)`, action: { type: 'casualties', units: [] } });
  if (myHand.length) cases.push({ why: 'a card used twice (R2.4)', action: { type: 'discard', cards: [myHand[0], myHand[0]] } });
  // Garbage.
  const garbage: unknown[] = [
    null, undefined, 0, 'pass', [], {}, { type: 42 }, { type: 'teleport' }, { type: 'deploy' },
    { type: 'move', card: myHand[0] ?? 'U01' }, { type: 'discard', cards: 'U01' }, { type: 'discard', cards: [] },
    { type: 'discard', cards: ['X99'] }, { type: 'declare-attack', location: 'atlantis' },
    { type: 'casualties', units: 'all' }, { type: 'withdraw', moves: [{ unit: anyUnit, to: 'the-moon' }] },
    { type: 'retreat', moves: null }, { type: 'naval-move', cards: [], moves: [], to: 'savannah' },
  ];
  for (let i = 0; i < 3; i++) cases.push({ why: 'garbage', action: choose(garbage) });
  return cases;
}
