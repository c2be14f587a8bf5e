/**
 * Listing and checking agree both ways (issue 7 item 4): from many random positions, candidate
 * actions — every listed one, their mutations (another card, location, unit, half; a field dropped
 * or added; a list element dropped, doubled or added; another action type) and random well-typed
 * actions — are accepted by `isLegal` exactly when `legalActions` lists them, modulo the documented
 * equivalence (docs/engine-api-notes.md): `legalActions` lists one action per distinct outcome, so
 * actions are compared by a canonical form in which each unit is its class (side, kind, strength,
 * half, location: interchangeable counters), each card of the deciding hand its data row
 * (interchangeable copies), lists that are sets are sorted, and a withdrawal or retreat move says
 * whether it sails. Two documented one-way cases: with a naval card, `legalActions` lists the
 * all-by-sea split and the splits between the sea and one rail refuge, while `applyAction` accepts
 * any legal mix (E17); and a hand with more than `LISTED_DISCARDS_MAX` discards has only those of
 * one or two cards and the whole hand listed (R6.5); such actions are checked to be exactly that.
 * Fixed seeds; FC_SEED / FC_NUM_RUNS widen a run; LIST_CHECK_DUMP=<path prefix> writes each
 * position with a disagreement as a save (`<prefix>-<seed>-<step>.json`) for `deserialize`.
 */
import fc from 'fast-check';
import { decision, isContested, isLegal, legalActions, rulesOf } from '../../src/engine/index.ts';
import type { Action, GameState, LocationId, UnitState } from '../../src/engine/index.ts';
import { sails } from '../../src/engine/combat.ts';
import { LISTED_DISCARDS_MAX } from '../../src/engine/legal.ts';
import { longMoveEntries } from '../../src/engine/movement.ts';
import { choiceAt, gameSpec, startOf, MAX_ACTIONS, describeSpec, rngFrom, fallbackChoice, type GameSpec } from './helpers/play.ts';
import { applyAction, serialize } from '../../src/engine/index.ts';
import { writeFileSync } from 'node:fs';
import { ANSWERS } from './helpers/reference.ts';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

const CARD_KEYS = new Set(['card', 'navalCard']);
const CARD_LIST_KEYS = new Set(['cards', 'payment']);
const LOCATION_KEYS = new Set(['location', 'from', 'to', 'via']);
const UNIT_KEYS = new Set(['unit']);
const EXTRA_FIELDS = ['via', 'navalCard', 'half', 'location', 'by', 'deploys', 'moves', 'card', 'payment', 'unit', 'from', 'to'];

/**
 * The fields of each action type (`Action` in src/engine/types.ts) and of its nested objects. The
 * shape check at the door passes other fields through unread, so they change no outcome.
 */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  'deploy': ['card', 'payment', 'location', 'half', 'navalCard'],
  'move': ['card', 'from', 'to', 'units', 'via'],
  'naval-move': ['cards', 'moves', 'to'],
  'declare-attack': ['location'],
  'discard': ['cards'],
  'card-action': ['card', 'deploys', 'moves'],
  'free-action': ['card'],
  'pass': [], 'end-turn': [],
  'attacker-card': ['card'],
  'stand': ['card', 'benefits'],
  'withdraw': ['moves', 'navalCard'],
  'casualties': ['units'],
  'retreat': ['moves', 'navalCard'],
  'cavalry-raid-response': ['card'],
  'rail-move': ['move'],
  'second-deploy': ['deploy'],
};
const NESTED_FIELDS = new Set(['unit', 'to', 'by', 'from', 'card', 'location', 'half', 'kind']);

/**
 * The interchangeability class of a unit (docs/engine-api-notes.md): side, kind, strength and
 * location, and the half where halves matter (a fort's; an army's in a contested location, E13).
 */
function unitClass(state: GameState, u: UnitState | undefined, id: string): string {
  if (!u) return `?${id}`;
  const half = u.kind === 'fort' || isContested(state, u.location) ? u.half : 'any';
  return `${u.side}/${u.kind}/${u.strength}/${half}/${u.location}`;
}

/**
 * The interchangeability class of a card of the deciding side's hand (docs/engine-api-notes.md):
 * its data row (`rulesOf(state).cardClass`, every field but the id equal). A card not in that hand
 * keeps its own id: naming it is refused whatever its row.
 */
function cardClass(state: GameState, hand: ReadonlySet<string>, id: string): string {
  return hand.has(id) ? `row:${rulesOf(state).cardClass[id] ?? id}` : id;
}

/**
 * The canonical form of an action in `state`: units by class, set-like lists sorted, a split move's
 * `by` replaced by whether it sails. Two actions with one canonical form have one outcome. An
 * action naming one unit twice gets a form of its own (never an outcome of the list).
 */
function canonical(state: GameState, action: unknown): string {
  const units = new Map(state.units.map((u) => [u.id, u]));
  const seen: string[] = [];
  const d = decision(state);
  const hand = new Set(d ? state.cards[d.side].hand : []);
  const cardsSeen: string[] = [];
  const walk = (v: Json, key: string, parent: { [k: string]: Json } | null): Json => {
    if (Array.isArray(v)) {
      const items = v.map((x) => walk(x, key, null));
      // Every list of an action is a set (cards, units, moves, deploys, benefits): order-free.
      return items.map((x) => JSON.stringify(x)).sort().map((s) => JSON.parse(s) as Json);
    }
    if (v && typeof v === 'object') {
      const out: { [k: string]: Json } = {};
      const known = parent === null && key === '' ? FIELDS[String(v.type)] : null;
      for (const k of Object.keys(v).sort()) {
        if (v[k] === undefined) continue;
        if (key === '' && k !== 'type' && known && !known.includes(k)) continue;
        if (key !== '' && !NESTED_FIELDS.has(k)) continue;
        out[k] = walk(v[k]!, k, v);
      }
      if ('unit' in v && 'to' in v && parent === null && (key === 'moves')) {
        // A split move (withdraw, retreat): whether it sails, not how it says so (E17).
        if ('by' in out || typeof v.to === 'string') {
          const a = action as { type: string; navalCard?: string };
          if (a.type === 'withdraw' || a.type === 'retreat') {
            delete out.by;
            out.sails = sails(v as { to: string; by?: 'sea' | 'rail' }, a.navalCard);
          }
        }
      }
      return out;
    }
    if (typeof v === 'string' && (UNIT_KEYS.has(key) || key === 'units')) {
      seen.push(v);
      return unitClass(state, units.get(v), v);
    }
    if (typeof v === 'string' && (CARD_KEYS.has(key) || CARD_LIST_KEYS.has(key))) {
      cardsSeen.push(v);
      return cardClass(state, hand, v);
    }
    return v;
  };
  const form = JSON.stringify(walk(action as Json, '', null));
  if (new Set(seen).size !== seen.length) return `duplicate unit: ${form}`;
  return new Set(cardsSeen).size === cardsSeen.length ? form : `duplicate card: ${form}`;
}

/** All (path, value) leaves and lists of a JSON value. */
function paths(v: Json, at: (string | number)[] = [], out: { path: (string | number)[]; value: Json }[] = []): typeof out {
  out.push({ path: at, value: v });
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...at, i], out));
  else if (v && typeof v === 'object') for (const k of Object.keys(v)) paths(v[k]!, [...at, k], out);
  return out;
}

function setAt(root: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(root);
  let node = copy as { [k: string]: Json } | Json[];
  for (const p of path.slice(0, -1)) node = (node as Record<string | number, Json>)[p] as typeof node;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete (node as Record<string, Json>)[last];
  } else (node as Record<string | number, Json>)[last] = value;
  return copy;
}

/** The name of the field a path ends in (a list element takes its list's name). */
function fieldOf(path: (string | number)[]): string {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return '';
}

/** Candidate actions for `state`: listed, mutated and random; `pick` draws in [0, 1). */
function candidates(state: GameState, listed: readonly Action[], pick: () => number): unknown[] {
  const d = decision(state)!;
  const t = rulesOf(state);
  const choose = <T,>(xs: readonly T[]): T => xs[Math.floor(pick() * xs.length)]!;
  const own = state.cards[d.side].hand;
  const other = state.cards[d.side === 'union' ? 'confederate' : 'union'].hand;
  const anyCard = () => {
    const r = pick();
    return r < 0.5 && own.length ? choose(own) : r < 0.7 && other.length ? choose(other) : choose(t.ruleset.cards).id;
  };
  const exitsOf = (l: string) => (t.exits as Readonly<Record<string, readonly { to: string }[]>>)[l] ?? [];
  const anyLocation = (near?: string): string => (near && pick() < 0.6 && exitsOf(near).length ? choose(exitsOf(near)).to : choose(t.locationIds));
  const anyUnit = (near?: string) => {
    const u = near && state.units.find((x) => x.id === near);
    const pool = u && pick() < 0.6 ? state.units.filter((x) => x.location === u.location) : state.units;
    return pool.length ? choose(pool).id : 'u1';
  };
  const valueFor = (field: string, current: Json): Json => {
    if (CARD_KEYS.has(field) || CARD_LIST_KEYS.has(field)) return pick() < 0.1 ? null : anyCard();
    if (LOCATION_KEYS.has(field)) return pick() < 0.1 ? 'other-half' : anyLocation(typeof current === 'string' ? current : undefined);
    if (UNIT_KEYS.has(field) || field === 'units') return anyUnit(typeof current === 'string' ? current : undefined);
    if (field === 'half') return current === 'upper' ? 'lower' : 'upper';
    if (field === 'by') return current === 'sea' ? 'rail' : 'sea';
    if (field === 'kind') return current === 'high-ground' ? 'reinforcements' : 'high-ground';
    return choose([anyCard(), anyLocation(), anyUnit()]);
  };
  // Listed ones (a sample: applyAction costs about a millisecond, lists run to hundreds).
  const out: unknown[] = listed.length <= 20 ? [...listed] : Array.from({ length: 20 }, () => choose(listed));
  const mutate = (a: Json): Json => {
    const ps = paths(a).filter((p) => p.path.length > 0 && p.path[0] !== 'type');
    const r = pick();
    if (r < 0.08) return { ...(a as object), type: choose(ANSWERS[d.kind]!) } as Json;
    if (r < 0.2 || !ps.length) {
      const field = choose(EXTRA_FIELDS);
      const value: Json = field === 'deploys' ? [{ card: anyCard(), location: anyLocation(), half: 'upper' }]
        : field === 'moves' ? [{ unit: anyUnit(), to: anyLocation() }]
          : field === 'payment' ? [anyCard()] : valueFor(field, null);
      return { ...(a as object), [field]: value } as Json;
    }
    const p = choose(ps);
    const field = fieldOf(p.path);
    if (r < 0.3) return setAt(a, p.path, undefined); // drop a field or a list element
    if (Array.isArray(p.value)) {
      const list = p.value;
      if (list.length && r < 0.45) return setAt(a, p.path, [...list, list[Math.floor(pick() * list.length)]!]); // doubled
      const sample = list.length ? list[0]! : null;
      const extra: Json = sample && typeof sample === 'object' ? setAt(sample, [Object.keys(sample as object)[0]!], valueFor(Object.keys(sample as object)[0]!, null)) : valueFor(field, null);
      return setAt(a, p.path, [...list, extra]); // an element added
    }
    if (p.value && typeof p.value === 'object') return setAt(a, p.path, undefined);
    return setAt(a, p.path, valueFor(field, p.value));
  };
  for (let i = 0; i < 30 && listed.length; i++) {
    let a = choose(listed) as unknown as Json;
    const n = pick() < 0.7 ? 1 : 2;
    for (let k = 0; k < n; k++) a = mutate(a);
    out.push(a);
  }
  // Random well-typed actions answering the decision.
  for (let i = 0; i < 10; i++) {
    const type = choose(ANSWERS[d.kind]!);
    const unit = anyUnit();
    const fields: Record<string, Json> = {
      card: pick() < 0.2 ? null : anyCard(), cards: [anyCard()], payment: pick() < 0.5 ? [] : [anyCard()],
      location: anyLocation(), half: choose(['upper', 'lower']), from: state.units.find((u) => u.id === unit)?.location ?? anyLocation(),
      to: anyLocation(), units: [unit], benefits: [], moves: [{ unit, to: anyLocation() }], deploy: null, move: null,
    };
    out.push({ type, ...fields });
  }
  return out;
}

/**
 * E17 (docs/engine-api-notes.md): a withdrawal or retreat with a naval card whose non-sailing moves
 * go to two or more different places — a legal mix the list leaves out to stay short.
 */
function isUnlistedSeaMix(action: unknown): boolean {
  const a = action as { type?: string; navalCard?: string; moves?: { to: string; by?: 'sea' | 'rail' }[] };
  if ((a.type !== 'withdraw' && a.type !== 'retreat') || !a.navalCard || !Array.isArray(a.moves)) return false;
  const land = new Set(a.moves.filter((m) => !sails(m, a.navalCard)).map((m) => m.to));
  return land.size >= 2;
}

/**
 * A move's `via` as the engine reads it (docs/engine-api-notes.md). `via` names the last location
 * passed; it must be a way in (`longMoveEntries`, the lister's own search; `from` for the adjacent
 * link). Into a location without enemy units the way in changes nothing, so the list names none
 * and any way in is that move; a move leaving `via` out takes the adjacent link when the list has
 * it, else the first way in the list names.
 */
function resolveVia(state: GameState, candidate: unknown, listed: readonly Action[]): unknown {
  const a = candidate as { type?: unknown; from?: unknown; to?: unknown; via?: unknown; card?: unknown; units?: unknown };
  if (!a || a.type !== 'move' || typeof a.to !== 'string' || typeof a.from !== 'string' || !rulesOf(state).locationById[a.from as LocationId]) return candidate;
  const side = decision(state)!.side;
  const battle = state.units.some((u) => u.location === a.to && u.side !== side);
  const { via: _via, ...noVia } = a;
  const ways = new Set(longMoveEntries(state, side, a.from as LocationId).filter((e) => e.exit.to === a.to).map((e) => e.via as string));
  if (a.via !== undefined) return (!battle || a.via === a.from) && ways.has(a.via as string) ? noVia : candidate;
  if (!battle) return candidate;
  const form = canonical(state, noVia);
  const same = listed.filter((l): l is Extract<Action, { type: 'move' }> => l.type === 'move' && l.to === a.to && canonical(state, { ...l, via: undefined }) === form);
  if (!same.length || same.some((l) => l.via === undefined)) return candidate;
  return { ...a, via: same[0]!.via };
}

/**
 * A card-action naming both armies of a Rail Movement (R11.5) or both units of a Paper Money /
 * Cotton Bonds (R11.4) at once: the list offers the first and asks for the second as its own
 * decision ('rail-movement', 'second-deploy'); `applyAction` also takes the two together. Such an
 * action is legal exactly when its first part is listed and its second part is listed after it.
 */
function compoundListed(state: GameState, candidate: unknown, forms: ReadonlySet<string>): boolean | null {
  const a = candidate as { type?: unknown; card?: unknown; moves?: unknown; deploys?: unknown };
  if (!a || a.type !== 'card-action') return null;
  const key = Array.isArray(a.moves) ? 'moves' : Array.isArray(a.deploys) ? 'deploys' : null;
  if (!key || (a[key] as unknown[]).length !== 2 || (key === 'moves' && a.deploys !== undefined)) return null;
  const [first, second] = a[key] as unknown[];
  const firstAction = { ...a, [key]: [first] };
  if (!forms.has(canonical(state, firstAction))) return false;
  const after = applyAction(state, firstAction as Action);
  if (!decision(after) || decision(after)!.side !== decision(state)!.side) return false;
  const answer = key === 'moves' ? { type: 'rail-move', move: second } : { type: 'second-deploy', deploy: second };
  return new Set(legalActions(after).map((l) => canonical(after, l))).has(canonical(after, answer));
}

/**
 * R6.5 (docs/engine-api-notes.md): a discard of a hand with more than `LISTED_DISCARDS_MAX`
 * distinct choices (counted here by row: the product of copies + 1, less one), of which the list
 * offers only those of one or two cards and the whole hand; every other legal discard is accepted.
 */
function isUnlistedDiscard(state: GameState, action: unknown): boolean {
  const a = action as { type?: string };
  if (a.type !== 'discard') return false;
  const copies = new Map<string, number>();
  for (const c of state.cards[decision(state)!.side].hand) copies.set(rulesOf(state).cardClass[c]!, (copies.get(rulesOf(state).cardClass[c]!) ?? 0) + 1);
  let choices = 1;
  for (const n of copies.values()) choices *= n + 1;
  return choices - 1 > LISTED_DISCARDS_MAX;
}

interface Disagreement { where: string; action: string; accepted: boolean; listed: boolean }

/** Checks the positions of one random game; returns the disagreements found. */
function checkGame(spec: GameSpec, positions: number): { checked: number; found: Disagreement[] } {
  let state = startOf(spec);
  const found: Disagreement[] = [];
  let checked = 0;
  const pick = rngFrom(fallbackChoice(spec.seed, 424242));
  for (let step = 0; step < MAX_ACTIONS && decision(state); step++) {
    const listed = legalActions(state);
    if (pick() < positions / 100) {
      // Listed moves name a `via` only where it matters and always a way in: their form is their own.
      const forms = new Set(listed.map((a) => canonical(state, a)));
      for (const c of candidates(state, listed, pick)) {
        const accepted = isLegal(state, c as Action);
        const isListed = compoundListed(state, c, forms) ?? forms.has(canonical(state, resolveVia(state, c, listed)));
        checked++;
        if (accepted === isListed || (accepted && (isUnlistedSeaMix(c) || isUnlistedDiscard(state, c)))) continue;
        found.push({ where: `${describeSpec(spec, step)} (${decision(state)!.kind})`, action: JSON.stringify(c), accepted, listed: isListed });
        if (process.env.LIST_CHECK_DUMP) writeFileSync(`${process.env.LIST_CHECK_DUMP}-${spec.seed}-${step}.json`, serialize(state));
      }
    }
    state = applyAction(state, listed[choiceAt(spec, step) % listed.length]!);
  }
  return { checked, found };
}

describe('legalActions and isLegal agree both ways (issue 7 item 4)', () => {
  it('R3.1 R6 R7 R8 R9 R11 from random positions, a candidate is accepted exactly when it is listed (modulo interchangeable units and cards, E17 mixes, R6.5 large-hand discards)', () => {
    let checked = 0;
    const all: Disagreement[] = [];
    fc.assert(
      fc.property(gameSpec(), (spec) => {
        const r = checkGame(spec, 10);
        checked += r.checked;
        all.push(...r.found);
      }),
      { numRuns: Number(process.env.FC_NUM_RUNS ?? 12), seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : 1862 },
    );
    const summary = all.slice(0, 8).map((x) => `${x.accepted ? 'accepted, not listed' : 'listed, refused'}: ${x.action} at ${x.where}`);
    expect(summary, `${all.length} disagreements in ${checked} candidates`).toEqual([]);
    expect(checked).toBeGreaterThan(4000);
  }, 120_000);
});
