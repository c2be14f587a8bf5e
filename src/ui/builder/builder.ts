/**
 * The action builder's state and what it offers at each moment, computed only from the engine's
 * legal actions: the player narrows the list step by step (card, use, payment, map, units) until
 * one action remains, then confirms it.
 */
import type { Action, ActionType, CardId, Half, LocationId } from '../../engine/types';
import { preferred } from './prefer';
import {
  BUTTON_TYPES, CARDLESS_BUTTON_TYPES, NONE, STEPS, cardsOf, cardsValue, primaryCards,
  type StepContext, type StepDef,
} from './steps';

/** What the player has chosen so far. */
export interface BuilderState {
  /** The hand card picked first (null when the action was started with a button). */
  card: CardId | null;
  /** The chosen use (action type). */
  type: ActionType | null;
  /** Started with a card-less button: only actions played with no card qualify (attacker-card, raid reply). */
  cardless: boolean;
  /** Step id → chosen value. */
  picks: Record<string, string>;
  /** Cards toggled on the current multi-card step. */
  selection: CardId[];
  /**
   * Key (`actionKey`) of the action chosen from the final list, or proposed by direct play (a
   * deploy clicked on the map): a step it answers is then not asked.
   */
  chosen: string | null;
  /**
   * The copies picked on a multi-card step in place of the listed cards of their rows, in pairs
   * (listed, picked): the action built names the cards the player picked (QA: Halleck U38 picked,
   * U37 said and paid). The engine accepts any copy of a row (docs/engine-api-notes.md).
   */
  copies?: CardId[];
  /** Direct play (issue 11 item 1): the location of the army clicked on the map first, then its destination. */
  origin?: LocationId | null;
  destination?: LocationId | null;
}

/** The empty builder. */
/**
 * The id of the builder's prompt now shown (the decision, a card's uses, the step, the options): the
 * map's targets are described by it, so a screen reader that lands on one hears what it is for.
 */
export const PROMPT_ID = 'builder-prompt';

export const EMPTY_BUILDER: BuilderState = { card: null, type: null, cardless: false, picks: {}, selection: [], chosen: null };

/** A map target: a location and, where it matters, the half. */
export interface Target { location: LocationId; half?: Half }

/** What the builder offers now. */
export type BuilderStatus =
  /** `origins`: where an army may be clicked to start a move (direct play). */
  | { phase: 'idle'; playable: CardId[]; buttons: ActionType[]; origins: LocationId[] }
  /** `targets`: where the picked card may be deployed straight from the map (direct play). */
  | { phase: 'uses'; card: CardId; uses: ActionType[]; targets: Target[]; deploys: Action[] }
  /** Direct play: an army was clicked at `origin`; `targets` are its destinations. */
  | { phase: 'army'; origin: LocationId; remaining: Action[]; targets: Target[] }
  | {
      phase: 'step'; step: StepDef; remaining: Action[]; values: string[];
      /** The picks the step follows, those the builder gave without asking included. */
      picks: Record<string, string>;
      /** Map steps: where the map should offer targets. */
      targets: Target[];
      /** Multi-card steps: cards fixed by the first pick, cards that may be toggled, and whether the selection is a legal set. */
      locked: CardId[]; selectable: CardId[]; complete: boolean;
      /** A step whose `NONE` ends the action (`StepDef.stops`, R7.3): the action Confirm plays now, as it stands; else null. */
      stop: Action | null;
    }
  /** `chosen`: picked from the list, or else the one that fits best (`preferred`), if any. */
  | { phase: 'options'; remaining: Action[]; chosen: Action | null }
  | { phase: 'ready'; action: Action };

/** A stable key for one action (its JSON). */
export function actionKey(a: Action): string {
  return JSON.stringify(a);
}

/** The action types whose cards the engine lists by row, first copies only (naval cards, discards; docs/engine-api-notes.md). */
const ROW_LISTED: readonly ActionType[] = ['naval-move', 'discard', 'withdraw', 'retreat'];

/** Whether `a` is played with `card`: it names the card, or, where cards are listed by row, a copy of it (QA: the second Foote offered no naval move). */
function playsWith(a: Action, card: CardId, ctx: StepContext): boolean {
  const cards = primaryCards(a);
  return cards.includes(card) || (ROW_LISTED.includes(a.type) && cards.some((c) => rowOf(c, ctx) === rowOf(card, ctx)));
}

/** The legal actions matching the card and use chosen so far (before the steps). */
function candidates(legal: readonly Action[], b: BuilderState, ctx: StepContext): Action[] {
  return legal.filter(
    (a) =>
      a.type === b.type &&
      (b.card === null || playsWith(a, b.card, ctx)) &&
      (!b.cardless || primaryCards(a).length === 0),
  );
}

/** The uses of one hand card: the action types in which it (or, where cards are listed by row, a copy of it) can be played now. */
export function usesOf(legal: readonly Action[], card: CardId, ctx: StepContext): ActionType[] {
  const types: ActionType[] = [];
  for (const a of legal) if (!types.includes(a.type) && playsWith(a, card, ctx)) types.push(a.type);
  return types;
}

/** The buttons offered with no card picked: types always shown as buttons, and card-less forms. */
export function buttonsFor(legal: readonly Action[]): ActionType[] {
  const types = new Set(legal.map((a) => a.type));
  const out: ActionType[] = BUTTON_TYPES.filter((t) => types.has(t));
  for (const t of CARDLESS_BUTTON_TYPES) {
    if (legal.some((a) => a.type === t && primaryCards(a).length === 0)) out.push(t);
  }
  return out;
}

/** Distinct values, in first-seen order. */
function distinct<T extends string>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * Direct play (issue 11 item 1): where the army an action takes comes from and goes — a move, a
 * naval move (its first army), the first or second army of a Rail Movement, an attack declared where the
 * armies stand — or null for an action that takes no army. Only the engine's list is read.
 */
export function armyMove(a: Action, ctx: StepContext): { from: LocationId; to: LocationId } | null {
  if (a.type === 'move') return a;
  if (a.type === 'naval-move') return { from: a.moves[0].from, to: a.to };
  if (a.type === 'declare-attack') return { from: a.location, to: a.location };
  // A Rail Movement's first army, or its second one asked for on its own (R11.5; QA: a click there opened the History).
  const m = a.type === 'card-action' ? a.moves?.[0] : a.type === 'rail-move' ? a.move : null;
  const from = m && ctx.unitLocation(m.unit);
  return from ? { from, to: m.to } : null;
}

/** The locations where a click on an army starts a direct move. */
export function armyOrigins(legal: readonly Action[], ctx: StepContext): LocationId[] {
  return distinct(legal.flatMap((a) => armyMove(a, ctx)?.from ?? []));
}

/**
 * The value a step takes without asking, when the choice changes nothing: a port asks for a naval
 * card only when it matters (issue 11 item 1) — never when the deploy needs none (R6.1.1: paying
 * one more card gains nothing). Copies of one naval card are listed once (by data row).
 */
function autoValue(step: StepDef, values: string[]): string | undefined {
  return step.id === 'port-naval' && values.includes(NONE) ? NONE : undefined;
}

/** Action types whose final list preselects the one that fits best (never a battle's choice). */
const PRESELECTED: readonly ActionType[] = ['move', 'naval-move', 'deploy'];

/** The final phase for the actions left: the only one, or a list with the chosen (else the best fitting) one. */
function finalPhase(listed: Action[], b: BuilderState, ctx: StepContext): BuilderStatus {
  // The copies picked (`copies`) swapped for the listed cards of their rows, wherever the action
  // names them: every string value of the action is looked up (`c[-2]`, no pair, is undefined).
  // With none picked on a step, the card picked first may be such a copy (`twin`: the listed card of its row).
  const named = listed[0] ? primaryCards(listed[0]) : [];
  const twin = b.card && !named.includes(b.card) && named.find((x) => rowOf(x, ctx) === rowOf(b.card!, ctx));
  const c = b.copies ?? (twin ? [twin, b.card!] : undefined);
  const swap = (v: unknown): unknown => (typeof v === 'string' ? c![c!.indexOf(v) ^ 1] ?? v : Array.isArray(v) ? v.map(swap) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, swap(x)])) : v);
  const remaining = c?.length ? listed.map((a) => swap(a) as Action) : listed;
  if (remaining.length === 1) return { phase: 'ready', action: remaining[0] };
  const explicit = remaining.find((a) => actionKey(a) === b.chosen);
  // Direct play (issue 11 item 1): a move or deploy that fits best is preselected.
  const chosen = explicit ?? (b.origin || (b.type && PRESELECTED.includes(b.type)) ? preferred(remaining) : null);
  return { phase: 'options', remaining, chosen };
}

/**
 * The action Confirm plays in `status`: the one ready, the one chosen from the list, or a step's
 * `stop` (R7.3); null when there is none yet.
 */
export function pendingAction(status: BuilderStatus): Action | null {
  return status.phase === 'ready' ? status.action : status.phase === 'options' ? status.chosen : status.phase === 'step' ? status.stop : null;
}

/** Where the builder stands given the legal actions and the player's picks. */
export function builderStatus(legal: readonly Action[], b: BuilderState, ctx: StepContext): BuilderStatus {
  if (b.type === null && b.origin) {
    const remaining = legal.filter((a) => armyMove(a, ctx)?.from === b.origin);
    if (b.destination) return finalPhase(remaining.filter((a) => armyMove(a, ctx)!.to === b.destination), b, ctx);
    const targets = distinct(remaining.map((a) => armyMove(a, ctx)!.to)).map((location) => ({ location }));
    return { phase: 'army', origin: b.origin, remaining, targets };
  }
  if (b.type === null) {
    if (b.card !== null) {
      const deploys = legal.filter((a) => a.type === 'deploy' && a.card === b.card);
      const place = STEPS.deploy[1];
      return { phase: 'uses', card: b.card, uses: usesOf(legal, b.card, ctx), targets: mapTargets(place, stepOf('deploy', place.halfStep), deploys, ctx), deploys };
    }
    const playable = distinct(legal.flatMap(primaryCards));
    return { phase: 'idle', playable, buttons: buttonsFor(legal), origins: armyOrigins(legal, ctx) };
  }
  const steps = STEPS[b.type];
  // Every pick narrows the list, whatever its order (a deploy may be placed before it is paid);
  // a step with `values` reads the picks before it, so it narrows in order, below.
  let remaining = candidates(legal, b, ctx).filter((a) => steps.every((step) => step.values || b.picks[step.id] === undefined || step.value(a, ctx) === b.picks[step.id]));
  const picks = { ...b.picks };
  for (const step of steps) {
    const valuesOf = (a: Action) => step.values?.(a, ctx, picks) ?? [step.value(a, ctx)];
    const pick = picks[step.id];
    if (pick !== undefined) {
      if (step.values) remaining = remaining.filter((a) => valuesOf(a).includes(pick));
      continue;
    }
    const values = distinct(remaining.flatMap(valuesOf));
    if (values.length <= 1) {
      // The only answer is given for the steps after it (a Benefit card every stand left plays).
      if (step.values && values.length) picks[step.id] = values[0]!;
      continue;
    }
    // A choice that changes nothing is not asked (a port's naval card when none is needed, R6.1.2),
    // nor one the proposed action answers (`chosen`: a port's naval card, paid with the proposed cost).
    const proposed = remaining.find((a) => actionKey(a) === b.chosen);
    const auto = proposed ? step.value(proposed, ctx) : autoValue(step, values);
    if (auto !== undefined) {
      remaining = remaining.filter((a) => step.value(a, ctx) === auto);
      continue;
    }
    // No more Benefit cards (R7.3): Confirm stands with those chosen, without the click on None; and
    // None that leads to a step which itself stops (no Leadership card, then no Benefit card) stops too.
    const ended = step.stops && values.includes(NONE) ? builderStatus(legal, { ...b, picks: { ...picks, [step.id]: NONE } }, ctx) : null;
    const stop = ended?.phase === 'ready' ? ended.action : ended?.phase === 'step' ? ended.stop : null;
    return { phase: 'step', step, remaining, values, picks, stop, ...stepDetails(step, remaining, values, b, ctx) };
  }
  return finalPhase(remaining, b, ctx);
}

function stepDetails(step: StepDef, remaining: Action[], values: string[], b: BuilderState, ctx: StepContext) {
  const none = { targets: [] as Target[], locked: [] as CardId[], selectable: [] as CardId[], complete: false };
  if (step.kind === 'map') return { ...none, targets: mapTargets(step, stepOf(b.type, step.halfStep), remaining, ctx) };
  if (step.kind !== 'cards') return none;
  const sets = values.map(cardsOf);
  const locked = b.card !== null && sets.every((s) => covers(s, [b.card!], ctx)) ? [b.card] : [];
  const selection = distinct([...locked, ...b.selection]);
  const fits = (s: CardId[]) => covers(s, selection, ctx);
  const fitting = sets.filter(fits);
  const listed = distinct(fitting.flat());
  // A copy in hand of a listed card's row stands for it (the engine lists first copies only).
  const copies = (ctx.hand ?? []).filter((c) => !listed.includes(c) && !selection.includes(c) && fitting.some((s) => covers(s, [...selection, c], ctx)));
  const selectable = [...listed, ...copies].filter((c) => !locked.includes(c));
  const complete = listedSelection(values, selection, ctx) !== null;
  return { ...none, locked, selectable, complete };
}

/** A card's row (`ctx.cardRow`), or the card itself. */
function rowOf(card: CardId, ctx: StepContext): string {
  return ctx.cardRow ? ctx.cardRow(card) : card;
}

/**
 * Whether the listed set `set` holds `cards`, copies of one row counted alike: each card of `cards`
 * that is in `set` matches itself, the others a card of their row in `set` not matched yet. The
 * matches of copies as pairs (listed, copy), `BuilderState.copies` (empty when all are listed);
 * null when `set` does not hold `cards`.
 */
function covers(set: readonly CardId[], cards: readonly CardId[], ctx: StepContext): CardId[] | null {
  const free = set.filter((c) => !cards.includes(c));
  const pairs: CardId[] = [];
  for (const c of cards) {
    if (set.includes(c)) continue;
    const i = free.findIndex((x) => rowOf(x, ctx) === rowOf(c, ctx));
    if (i < 0) return null;
    pairs.push(...free.splice(i, 1), c);
  }
  return pairs;
}

/** The listed value (of `values`) that the selection is, copies of one row alike; null when none. */
function listedSelection(values: readonly string[], selection: readonly CardId[], ctx: StepContext): string | null {
  const exact = cardsValue(selection);
  if (values.includes(exact)) return exact;
  return values.find((v) => cardsOf(v).length === selection.length && covers(cardsOf(v), selection, ctx)) ?? null;
}

/** The map targets of a map step, with halves when the following half step has them. */
function mapTargets(step: StepDef, half: StepDef | undefined, remaining: Action[], ctx: StepContext): Target[] {
  const seen = new Map<string, Target>();
  for (const a of remaining) {
    const location = step.value(a, ctx);
    if (location === NONE) continue;
    const h = half?.value(a, ctx);
    const target: Target = h && h !== NONE ? { location: location as LocationId, half: h as Half } : { location: location as LocationId };
    seen.set(`${target.location}|${target.half ?? ''}`, target);
  }
  return [...seen.values()];
}

/** The step of an action type with this id. */
function stepOf(type: ActionType | null, id: string | undefined): StepDef | undefined {
  return type && id ? STEPS[type].find((s) => s.id === id) : undefined;
}

/**
 * Where the map acts: ready or at its options after a map pick (a place or half, a destination), the
 * builder back at that step, with its status, so that a click picks another place or says why not
 * (QA: once a deploy's place was picked, other clicks did nothing); else `b` and `status`.
 */
export function mapStage(legal: readonly Action[], b: BuilderState, status: BuilderStatus, ctx: StepContext): [BuilderState, BuilderStatus] {
  const last = STEPS[b.type!]?.filter((s) => b.picks[s.id]).pop(); // none without a type
  // The last pick taken back, a half's place with it (no key is 'undefined'): the builder as it was at that step.
  const { [last?.id as string]: _, [last?.locationStep as string]: __, ...picks } = b.picks;
  // A proposed action (`chosen`) goes with the place it was proposed for.
  const back = (last || b.destination) && { ...b, picks, destination: null, chosen: null };
  // Ready or at the options: no targets (idle has none either, and no pick to take back).
  const st = back && !('targets' in status) ? builderStatus(legal, back, ctx) : null;
  // Only a step whose places the map offers (an army's destinations, a map step's places): a card, cards or half step has none.
  return (st as { targets?: Target[] } | null)?.targets?.length ? [back!, st!] : [b, status];
}

/** The builder after picking a hand card in the current status (start a use, pick a card step, or toggle a multi-card step). */
export function withCard(b: BuilderState, status: BuilderStatus, card: CardId): BuilderState {
  if (status.phase === 'step' && status.step.kind === 'card' && status.values.includes(card)) {
    return { ...b, picks: { ...b.picks, [status.step.id]: card }, chosen: null };
  }
  if (status.phase === 'step' && status.step.kind === 'cards') {
    if (status.locked.includes(card)) return b;
    if (b.selection.includes(card)) return { ...b, selection: b.selection.filter((c) => c !== card) };
    if (status.selectable.includes(card)) return { ...b, selection: [...b.selection, card] };
    return b;
  }
  return { ...EMPTY_BUILDER, card };
}

/**
 * The builder after confirming the multi-card selection of the current step: the listed choice it
 * is (copies of one row alike, `ctx.cardRow`; the selected copies themselves when listed), and the
 * copies picked in place of listed cards (`copies`), which the action built names.
 */
export function withSelection(b: BuilderState, status: BuilderStatus, ctx: StepContext = NO_CONTEXT): BuilderState {
  if (status.phase !== 'step' || status.step.kind !== 'cards' || !status.complete) return b;
  const picked = distinct([...status.locked, ...b.selection]);
  const value = listedSelection(status.values, picked, ctx);
  if (value === null) return b;
  return { ...b, picks: { ...b.picks, [status.step.id]: value }, selection: [], copies: covers(cardsOf(value), picked, ctx)! };
}

const NO_CONTEXT: StepContext = { unitLocation: () => undefined };

/** The builder after choosing a value of the current step (a location, a half, or `NONE`). */
export function withValue(b: BuilderState, status: BuilderStatus, value: string): BuilderState {
  if (status.phase !== 'step' || !status.values.includes(value)) return b;
  return { ...b, picks: { ...b.picks, [status.step.id]: value }, chosen: null };
}

/**
 * The builder after choosing the use `type` of its card: a place picked on the map meanwhile (`place`,
 * with the card's uses shown) is the use's first map step that the engine lists it for (in `legal`),
 * so it is not asked again (QA: a naval card, its port, the cards, then the port again).
 */
export function withUse(b: BuilderState, type: ActionType, place: LocationId | null, legal: readonly Action[], ctx: StepContext): BuilderState {
  const next = { ...EMPTY_BUILDER, card: b.card, type };
  // Only a map step's value is a place (no place is null, a card, a half or cards).
  const step = STEPS[type].find((s) => candidates(legal, next, ctx).some((a) => s.value(a, ctx) === place));
  return step ? { ...next, picks: { [step.id]: place! } } : next;
}

/** The builder after a click on the map: the location of the current map step, and its half when the map gave one. */
export function withMapSelect(b: BuilderState, status: BuilderStatus, location: LocationId, half: Half | undefined, ctx: StepContext): BuilderState {
  // Direct play (issue 11 item 1): an army first, then its destination; or a card, then where it deploys.
  if (status.phase === 'idle') return status.origins.includes(location) ? { ...EMPTY_BUILDER, origin: location } : b;
  if (status.phase === 'army') return status.targets.some((t) => t.location === location) ? { ...b, destination: location, chosen: null } : b;
  if (status.phase === 'uses') {
    const here = status.deploys.filter((a) => a.type === 'deploy' && a.location === location && a.half === half);
    if (!here.length) return b;
    // The payment is proposed: the cards that fit best (`preferred`, else the first listed when
    // several differ only in the cards they spend), and with it a port's naval card (R6.1.2: paid
    // in addition to the cost; QA: when payments ranked the same, it was still asked), as `chosen`;
    // it can be changed (`withoutPayment`).
    const best = preferred(here) ?? here[0];
    const payment = STEPS.deploy[0];
    const picks: Record<string, string> = { place: location, [payment.id]: payment.value(best, ctx) };
    if (half) picks['place-half'] = half;
    return { ...EMPTY_BUILDER, card: status.card, type: 'deploy', picks, chosen: actionKey(best) };
  }
  if (status.phase === 'step' && status.step.kind === 'half') {
    return half ? withValue(b, status, half) : b;
  }
  if (status.phase !== 'step' || status.step.kind !== 'map' || !status.values.includes(location)) return b;
  const picks = { ...b.picks, [status.step.id]: location };
  const hs = stepOf(b.type, status.step.halfStep);
  if (hs && half && status.remaining.some((a) => status.step.value(a, ctx) === location && hs.value(a, ctx) === half)) {
    picks[hs.id] = half;
  }
  return { ...b, picks, chosen: null };
}

/** The cards picked for the action being built: the card it was started with, and those of its one-card steps so far (a stand's Leadership and Benefit cards). */
export function pickedCards(b: BuilderState): CardId[] {
  const steps = b.type ? STEPS[b.type].filter((s) => s.kind === 'card') : [];
  return [b.card, ...steps.map((s) => b.picks[s.id])].filter((c): c is CardId => !!c && c !== NONE);
}

/** The builder with the proposed payment of a deploy taken back, to choose it on the hand (issue 11 item 1). */
export function withoutPayment(b: BuilderState): BuilderState {
  const { payment: _dropped, ...picks } = b.picks;
  return { ...b, picks, selection: [], chosen: null };
}
