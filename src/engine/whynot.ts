/**
 * "Why not?" (issue 10 item 4): for a state and a would-be action — complete, or partial (only
 * some of its fields, e.g. a card and a target) — the rule that refuses it and why, or null when
 * it is legal (complete) or can still be completed into a legal action (partial). Every answer
 * comes from the engine's own checks: the legal-action list (`enumerateLegalActions`) and the
 * guard clauses of `applyAction` (catching only `RuleError`), never from a second copy of a rule.
 */
import { rulesOf } from './ruleset';
import type { Action, ActionType, CardId, GameState, LocationId, Side, UnitId } from './types';
import { ANSWERS, applyActionImpl, notAnAnswer } from './apply';
import { checkActionShape } from './action-schema';
import { currentDecision } from './decision';
import { RuleError, type ErrorArgs } from './errors';
import { enumerateLegalActions } from './legal';
import { armiesAt, isContested } from './control';
import { requireLocation } from './checks';
import { railMoveEntries } from './movement';
import { pendingOf } from './pending';
import { abilityOfCard, usableAbility } from './cards';

/**
 * Why an action is refused: the rule id, the refusal's message key with its arguments (those of
 * the `RuleError` the engine's check throws, `ruleError.<key>` of `RULE_ERRORS`, for the UI to
 * translate), and the engine's English message.
 */
export interface WhyNot {
  rule: string;
  /** The message key, as `RuleError.key` (e.g. `'ruleError.not-in-hand'`, `'ruleError.wrong-decision'`). */
  key: RuleError['key'];
  args: ErrorArgs;
  message: string;
}

/**
 * One rail move as "why not?" may be asked about it (R11.5): its army by id (`unit`) or by the
 * place it starts from (`from`, as a player picks it on the map), and its destination once chosen.
 */
export interface RailMoveAsk { unit?: UnitId; from?: LocationId; to?: LocationId }

/**
 * What `whyNot` is asked about: a (partial) action, or a Rail Movement whose moves are given in
 * part (R11.5) — as the first move(s) of the card's action, or as the second army's answer.
 */
export type WhyNotAsk = Partial<Action> | { type: 'card-action'; card?: CardId; moves: RailMoveAsk[] } | { type: 'rail-move'; move: RailMoveAsk };

/** The rule a card not in hand breaks, by the action it would be played in. */
const HAND_RULE: Partial<Record<ActionType, string>> = {
  deploy: 'R6.1', move: 'R6.2', 'naval-move': 'R6.3', discard: 'R6.5', 'card-action': 'R6.6', 'free-action': 'R11.1',
  'attacker-card': 'R7.2', stand: 'R7.3', withdraw: 'R8.6', retreat: 'R9.3', 'cavalry-raid-response': 'R11.2', 'second-deploy': 'R11.4',
};

/**
 * The rule a card of `p` (an action of `type`) breaks when it is not in hand, as `applyAction` names
 * it: a port deployment's naval card R6.1.2, a card Paper Money / Cotton Bonds deploys R11.4 (QA:
 * both said the action's rule), else the rule of the action's use (`HAND_RULE`), else R2.4.
 */
function handRule(type: ActionType | undefined, p: Record<string, unknown>, card: CardId): string {
  if (type === 'deploy' && card === p.navalCard) return 'R6.1.2';
  if (type === 'card-action' && card !== p.card) return 'R11.4';
  return (type && HAND_RULE[type]) ?? 'R2.4';
}

/** The card ids an (partial) action names. */
function cardsNamed(p: Record<string, unknown>): CardId[] {
  const out: CardId[] = [];
  const add = (c: unknown) => {
    if (typeof c === 'string') out.push(c);
  };
  add(p.card);
  add(p.navalCard);
  for (const key of ['cards', 'payment'] as const) if (Array.isArray(p[key])) (p[key] as unknown[]).forEach(add);
  if (Array.isArray(p.deploys)) for (const d of p.deploys as { card?: unknown }[]) add(d?.card);
  if (Array.isArray(p.benefits)) for (const b of p.benefits as { card?: unknown }[]) add(b?.card);
  if (p.deploy && typeof p.deploy === 'object') add((p.deploy as { card?: unknown }).card);
  return out;
}

/** Deep equality of JSON values. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether legal action `a` has every field the partial action gives (lists given in part: each listed item is in `a`'s list). */
function fits(a: Action, p: Record<string, unknown>): boolean {
  const fields = a as unknown as Record<string, unknown>;
  return Object.entries(p).every(([k, v]) => {
    if (v === undefined) return true;
    const have = fields[k];
    if (Array.isArray(v) && Array.isArray(have) && v.every((x) => typeof x === 'string')) return v.every((x) => have.some((h) => same(h, x)));
    return same(have, v);
  });
}

/** The answer of a refusal the engine's check (or whyNot itself) makes. */
function refused(e: RuleError): WhyNot {
  return { rule: e.rule, key: e.key, args: e.args, message: e.message };
}

/**
 * A legal action of the partial's type completed with the partial's fields, for the engine to
 * check: the fields the partial gives replace the legal action's; a move from another location
 * takes an army that stands there (R6.2.1), so that the check reaches the destination. A port
 * deployment's naval card (R6.1.2) goes with its port only: a deploy asked about elsewhere, without
 * a naval card, is checked as the ordinary deploy it is (R6.1.1, R5.8; QA: a place out of supply was
 * "not a port the Union controls" while the Union could deploy only into ports).
 */
function completed(state: GameState, side: Side, a: Action, p: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a, ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)) };
  if (a.type === 'deploy' && p.navalCard === undefined && p.location !== undefined && p.location !== a.location) delete out.navalCard;
  if (a.type === 'move' && typeof p.from === 'string' && p.units === undefined && p.from !== a.from) {
    const army = armiesAt(state, side, p.from as LocationId)[0];
    out.units = army ? [army.id] : [];
  }
  return out;
}

/**
 * A whole action of `type` made of the partial's fields and the simplest choices for the rest
 * (payment: the first other cards of the hand; an army standing where a move starts; the upper
 * half), for the engine to check when no legal action of the type is left to complete.
 */
function synthesized(state: GameState, side: Side, type: ActionType, p: Record<string, unknown>): Record<string, unknown> | null {
  const hand = state.cards[side].hand;
  if (type === 'deploy' && typeof p.card === 'string') {
    const cost = rulesOf(state).cardById[p.card]?.cost ?? 0;
    return { half: 'upper', payment: hand.filter((c) => c !== p.card).slice(0, cost), ...p };
  }
  if (type === 'move') {
    const card = hand.find((c) => rulesOf(state).cardById[c]?.movement);
    const army = typeof p.from === 'string' ? armiesAt(state, side, p.from as LocationId)[0] : undefined;
    return { card, units: army ? [army.id] : [], ...p };
  }
  // A card-action as given: the ability's own check names what it lacks (R11.4's units from hand).
  if (type === 'declare-attack' || type === 'card-action') return { ...p };
  return null;
}

/** Whether `p` has the whole shape of an action (`checkActionShape` accepts it). Rethrows anything but a RuleError. */
function wellShaped(p: unknown): boolean {
  try {
    checkActionShape(p);
    return true;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return false;
  }
}

/** The engine's refusal of `probe` as a whole action (its shape, then every rule), or null when it is legal. Rethrows anything but a RuleError. */
function refusalOf(state: GameState, probe: unknown): RuleError | null {
  try {
    checkActionShape(probe);
    applyActionImpl(state, probe as Action);
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return e;
  }
}

/** The reason most of `errors` share (by rule), or null for none. */
function commonest(errors: readonly RuleError[]): RuleError | null {
  const count = new Map<string, number>();
  for (const e of errors) count.set(e.rule, (count.get(e.rule) ?? 0) + 1);
  const top = [...count.entries()].sort((x, y) => y[1] - x[1])[0]?.[0];
  return errors.find((e) => e.rule === top) ?? null;
}

/**
 * Why no action of `type` is open when the partial leaves its place open (a deploy with no
 * location, a move with no start, a naval move, a withdrawal), from the engine's own checks of the
 * whole actions the place could complete (QA: "the deployed card cannot pay for itself" was said of
 * a deploy with payment enough and nowhere in supply): the first reason that blocks them all.
 * Undefined when the partial is not such an ask; null when one of them is legal.
 */
function placeWhy(state: GameState, side: Side, type: ActionType, p: Record<string, unknown>): WhyNot | null | undefined {
  const t = rulesOf(state);
  const errors: RuleError[] = [];
  const attempt = (probe: Record<string, unknown>): boolean => {
    const e = refusalOf(state, probe);
    if (e && e.rule !== 'contract') errors.push(e);
    return !e;
  };
  const kind = typeof p.card === 'string' ? t.cardById[p.card]?.top?.kind : undefined;
  const armies = t.locationIds.flatMap((l) => armiesAt(state, side, l));
  if (type === 'deploy' && p.location === undefined && (kind === 'army' || kind === 'fort')) {
    const base = synthesized(state, side, type, p)!;
    if (t.locationIds.some((location) => attempt({ ...base, location }))) return null;
    // A reason of the card or its payment holds everywhere (R6.1 cost, R2.4, the stock); else the
    // places: none in supply (R5.8), or none controlled and uncontested (R6.1.1, E2).
    const general = errors.find((e) => e.args.location === undefined);
    if (general) return refused(general);
    return refused(errors.some((e) => e.key.startsWith('ruleError.not-in-supply'))
      ? new RuleError('R5.8', 'deploy-no-supply', { side })
      : new RuleError('R6.1.1', 'no-legal-action', { type, side }));
  }
  if (type === 'move' && p.from === undefined) {
    // Every army's every link out (R6.2.1: where none is open, no long move is either); a side
    // with no army has nothing to move (R6.2).
    const base = synthesized(state, side, type, p)!;
    for (const u of armies) for (const e of t.exits[u.location]) if (attempt({ ...base, from: u.location, to: p.to ?? e.to, via: p.to === undefined ? u.location : undefined, units: [u.id] })) return null;
    return refused(commonest(errors) ?? noneOpen(state, currentDecision(state)!, type, p));
  }
  if (type === 'naval-move') {
    // Each army by sea to a port it is not in (R6.3): none in a port (or its harbour half, E12) says so.
    const card = (Array.isArray(p.cards) ? p.cards : state.cards[side].hand.filter((c) => t.cardById[c]?.naval))[0];
    for (const u of armies) {
      if (attempt({ type, cards: card ? [card] : [], moves: [{ unit: u.id, from: u.location }], to: p.to ?? t.ports.find((l) => l !== u.location) })) return null;
    }
    const other = errors.filter((e) => e.key !== 'ruleError.not-port' || e.args.location === p.to);
    const why = commonest(other);
    // No card named and none in hand to name: say what the hand lacks (R6.3), not "play one".
    if (why?.key === 'ruleError.naval-one-card' && !card) return refused(noneOpen(state, currentDecision(state)!, type, p));
    return refused(why ?? new RuleError('R6.3', 'no-army-in-port', { side }));
  }
  if (type === 'withdraw' && state.combat) {
    // Every defending army to one place (R8.1): the other half (R8.2), else each link out of the
    // defender's half in turn (R8.3, R8.4) — with none, E12 is why: a contested location is left
    // only by links entering one's own half. Forts alone are refused by the engine (R8.5).
    const c = state.combat;
    const exits = [...new Set(t.exits[c.location].filter((e) => e.here === c.half).map((e) => e.to))];
    const defending = armies.filter((u) => u.location === c.location && u.half === c.half);
    if (c.wasContested && !exits.length && defending.length) return refused(new RuleError('E12', 'contested-exit', { location: c.location }));
    for (const to of c.wasContested && exits.length ? exits : ['other-half']) {
      if (attempt({ type, moves: defending.map((u) => ({ unit: u.id, to })) })) return null;
    }
    // Every link is blocked (QA: only the first was named): the refusal names them all (R8.4).
    const blocked = errors.filter((e) => e.key === 'ruleError.withdraw-refuge').map((e) => e.args.location);
    if (blocked.length > 1 && blocked.length === errors.length) return refused(new RuleError('R8.4', 'withdraw-refuges', { places: blocked.join(',') }));
    return errors[0] ? refused(errors[0]) : undefined;
  }
  return undefined;
}

/** A destination of a rail move out of `location` for the engine to refuse when none is open: a neighbour where enemy units stand, else the first. */
function blockedExit(state: GameState, side: Side, location: LocationId): LocationId | undefined {
  // (Read from the tables and the units directly: no more of the engine's exports for this lazily loaded module, first paint.)
  const exits = rulesOf(state).exits[location];
  return (exits.find((e) => state.units.some((u) => u.location === e.to && u.side !== side)) ?? exits[0])?.to;
}

/**
 * The army of `side` a rail move asked about names (`unit`, or the first standing at `from` that
 * is not `moved`, else `moved` itself), or the refusal of a start where the side has no army.
 */
function railArmy(state: GameState, side: Side, m: RailMoveAsk, moved: UnitId | null): { unit: UnitId | undefined } | { why: WhyNot } {
  if (m.unit !== undefined || m.from === undefined) return { unit: m.unit };
  try {
    requireLocation(state, m.from);
  } catch (e) {
    if (e instanceof RuleError) return { why: refused(e) };
    throw e;
  }
  const armies = armiesAt(state, side, m.from);
  if (!armies.length) return { why: refused(new RuleError('R11.5', 'move-no-army', { side, location: m.from })) };
  return { unit: (armies.find((u) => u.id !== moved) ?? armies[0]!).id };
}

/**
 * The destination to check a rail move of `unit` with: the one asked about; with none yet, a
 * blocked way out when the army has nowhere to go by rail (so that the engine's own check of that
 * move says why, R11.5); undefined while it has somewhere to go.
 */
function railTarget(state: GameState, side: Side, unit: UnitId | undefined, to: LocationId | undefined): LocationId | undefined {
  if (to !== undefined) return to;
  const army = state.units.find((u) => u.id === unit);
  return army && !railMoveEntries(state, side, army.location).length ? blockedExit(state, side, army.location) : undefined;
}

/**
 * A Rail Movement asked about move by move (R11.5): each army named by the place it starts from
 * becomes the side's army standing there, and an army with nowhere to go is asked about a blocked
 * way out, so that the engine's own checks of the move answer. The answer itself when the ask is
 * settled here (a start with no army of the side; no objection to a start with somewhere to go),
 * or the whole action to check as any other; null when it is no such ask.
 */
function railAsk(state: GameState, side: Side, p: Record<string, unknown>): { why: WhyNot | null } | Record<string, unknown> | null {
  const asks = p.type === 'card-action' && Array.isArray(p.moves) ? p.moves : p.type === 'rail-move' && p.move ? [p.move] : null;
  if (!asks || asks.length > 2 || !asks.every((m) => m && typeof m === 'object')) return null;
  const list = asks as RailMoveAsk[];
  if (list.every((m) => m.unit !== undefined && m.to !== undefined && m.from === undefined)) return null;
  const moved = pendingOf(state, 'rail-movement')?.moved ?? null;
  const first = railArmy(state, side, list[0]!, moved);
  if ('why' in first) return first;
  if (first.unit !== undefined && first.unit === moved) return { why: refused(new RuleError('R11.5', 'rail-second-army')) };
  const to = railTarget(state, side, first.unit, list[0]!.to);
  if (to === undefined) return { why: null };
  const move = { unit: first.unit, to };
  if (p.type === 'rail-move') return { ...p, move };
  if (list.length === 1) return { ...p, moves: [move] };
  // The second army is asked about in the position the first one's move leaves (it may pass
  // through a location the first just took, R11.5).
  let after: GameState;
  try {
    after = applyActionImpl(state, { ...p, moves: [move] } as unknown as Action);
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { why: refused(e) };
  }
  const second = railArmy(after, side, list[1]!, move.unit ?? null);
  if ('why' in second) return second;
  if (second.unit === move.unit) return { why: refused(new RuleError('R11.5', 'rail-second-army')) };
  const to2 = railTarget(after, side, second.unit, list[1]!.to);
  return to2 === undefined ? { why: null } : { ...p, moves: [move, { unit: second.unit, to: to2 }] };
}

/**
 * Why `partial` is refused in `state` (see the module comment), or null when it is legal or can
 * be completed into a legal action. Never throws for a bad action: a malformed field is reported
 * with rule 'contract'. `message` is English; `key` and `args` let the UI translate it.
 */
export function whyNotImpl(state: GameState, partial: WhyNotAsk): WhyNot | null {
  const d = currentDecision(state);
  if (!d) return refused(new RuleError('R12', 'game-over'));
  const p = (typeof partial === 'object' && partial !== null ? partial : {}) as Record<string, unknown>;
  const type = typeof p.type === 'string' ? (p.type as ActionType) : undefined;
  if (type !== undefined && !ANSWERS[d.kind]?.includes(type)) {
    // `applyAction`'s first check (apply.ts): the action must answer the decision (R3.1, R7–R11; X32 for a free action).
    return refused(notAnAnswer(d, type));
  }
  // A whole action (its shape complete) is checked by the engine alone, in the engine's order, so
  // that whyNot and applyAction give the same rule and key (audit: a third action with a card not in
  // hand was R3.1 to one, "not in hand" to the other).
  const complete = wellShaped(p);
  // A partial one: a card named must be a card, in the deciding side's hand (R2.4, and the rule of the action's use).
  const hand = state.cards[d.side].hand;
  if (!complete) {
    for (const card of cardsNamed(p)) {
      if (!rulesOf(state).cardById[card]) return refused(new RuleError('contract', 'no-such-card', { id: card }));
      if (!hand.includes(card)) return refused(new RuleError(handRule(type, p, card), 'not-in-hand', { card, side: d.side }));
    }
  }
  // A naval move asked about by one card (a card's menu): the card is one of its `cards` (R6.3).
  if (type === 'naval-move' && typeof p.card === 'string' && p.cards === undefined) {
    const { card, ...rest } = p;
    return whyNotImpl(state, { ...rest, cards: [card] } as WhyNotAsk);
  }
  // A Rail Movement asked about by the places its armies start from (R11.5).
  const rail = railAsk(state, d.side, p);
  if (rail) return 'why' in rail ? (rail.why as WhyNot | null) : whyNotImpl(state, rail as WhyNotAsk);
  // A complete action: the engine's own check says it all, so whyNot agrees with isLegal (a
  // complete action that only a further optional field would make legal — a deploy without the
  // naval card of a port deployment, R6.1.2 — is refused, as applyAction refuses it).
  if (complete) {
    try {
      applyActionImpl(state, p as unknown as Action);
      return null;
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      // A deploy paid for but with no place or half chosen yet (R6.1.1) is still partial: why its
      // place is refused, if it is, lies in the completions below, not in the place or half not given. So is a
      // card-action without the fields its ability reads (Paper Money's deploys, R11.4; Rail
      // Movement's moves, R11.5): the shape allows them out, the ability needs them.
      const takes = type === 'card-action' && typeof p.card === 'string' ? abilityOfCard(state, p.card)?.takes : undefined;
      // A card not in hand (or no card) is refused whatever the fields left out would be.
      const cardRefused = e.key === 'ruleError.not-in-hand' || e.key === 'ruleError.no-such-card';
      const open = (e.key === 'ruleError.choose-half' && p.half === undefined) || (e.key === 'ruleError.choose-location' && p.location === undefined);
      if (cardRefused || (!open && !takes?.some((f) => p[f] === undefined))) return refused(e);
    }
  }
  const legal = enumerateLegalActions(state);
  const classOf = (c: unknown) => rulesOf(state).cardClass[c as CardId] ?? c;
  // A deploy is its card's: another card's deploy completed with this card would keep that card's
  // payment (this card in it, R2.4) and place, no reason of this card's (QA). Its copies' deploys do.
  const ofType = (type ? legal.filter((a) => a.type === type) : legal)
    .filter((a) => a.type !== 'deploy' || typeof p.card !== 'string' || classOf(a.card) === classOf(p.card));
  if (ofType.some((a) => fits(a, p))) return null;
  // A partial action: complete the legal actions nearest to it with its fields and let the engine check them.
  const given = Object.keys(p).filter((k) => k !== 'type' && p[k] !== undefined);
  const score = (a: Action) => given.filter((k) => same((a as unknown as Record<string, unknown>)[k], p[k])).length;
  const best = Math.max(-1, ...ofType.map(score));
  const nearest = ofType.filter((a) => score(a) === best).slice(0, 24);
  const errors: RuleError[] = [];
  for (const a of nearest) {
    const e = refusalOf(state, completed(state, d.side, a, p));
    if (!e) return null; // completed into a legal action the list merges with another outcome
    errors.push(e);
  }
  // The reason most of the nearest completions share.
  const ruled = commonest(errors.filter((e) => e.rule !== 'contract'));
  if (ruled) return refused(ruled);
  if (errors.length) return refused(errors[0]!);
  // No legal action of this type at all: the engine checks the whole actions its place could
  // complete, or a whole action made of the fields given.
  const placed = type ? placeWhy(state, d.side, type, p) : undefined;
  if (placed !== undefined) return placed;
  const probe = type ? synthesized(state, d.side, type, p) : null;
  const synthesizedWhy = probe && refusalOf(state, probe);
  if (synthesizedWhy && synthesizedWhy.rule !== 'contract') return refused(synthesizedWhy);
  return refused(noneOpen(state, d, type, p));
}

/** The rule of each kind of action in the action phase (R6.1–R6.7, R11.1), cited when none of that kind is open. */
const KIND_RULE: Partial<Record<ActionType, string>> = {
  deploy: 'R6.1', move: 'R6.2', 'naval-move': 'R6.3', 'declare-attack': 'R6.4', discard: 'R6.5', 'card-action': 'R6.6', pass: 'R6.7', 'free-action': 'R11.1',
};

/**
 * Why no action of `type` is open at all, when no whole action the engine could check says so:
 * both actions taken (R3.1); else what the hand or the map lacks, under the rule of the action's
 * kind — no card with a Movement symbol (R6.2), a unit (R6.1), an Action text (R6.6) or a
 * naval-movement symbol (R6.3), no army in a contested location (R6.4) — else "no legal …" under
 * that rule (R6.5 for a discard, R11.1 for a free action: QA); R3.1 (R3 outside the action phase)
 * only where no rule is more specific.
 */
function noneOpen(state: GameState, d: NonNullable<ReturnType<typeof currentDecision>>, type: ActionType | undefined, p: Record<string, unknown>): RuleError {
  const t = rulesOf(state);
  const side = d.side;
  const hand = state.cards[side].hand;
  const action = d.kind === 'action';
  if (action && type && type !== 'free-action' && type !== 'end-turn' && state.actionsTaken >= t.constants.actionsPerTurn) return new RuleError('R3.1', 'actions-taken');
  const lacks = (has: (c: CardId) => unknown) => action && !hand.some(has);
  if (type === 'move' && lacks((c) => t.cardById[c]?.movement)) return new RuleError('R6.2', 'no-movement-card', { side });
  if (type === 'deploy' && lacks((c) => t.cardById[c]?.top)) return new RuleError('R6.1', 'no-unit-card', { side });
  if (type === 'card-action' && lacks((c) => usableAbility(state, side, c)?.kind === 'action')) return new RuleError('R6.6', 'no-action-card', { side });
  if (type === 'naval-move' && lacks((c) => t.cardById[c]?.naval)) return new RuleError('R6.3', 'no-naval-card', { side });
  if (action && type === 'declare-attack' && !t.locationIds.some((l) => isContested(state, l) && armiesAt(state, side, l).length > 0)) return new RuleError('R6.4', 'no-attack-open', { side });
  const rule = !action ? 'R3' : (type && KIND_RULE[type]) ?? 'R3.1';
  const at = typeof p.location === 'string' && t.locationById[p.location as LocationId] ? p.location : undefined;
  return at
    ? new RuleError(rule, 'no-legal-action-at', { type: type ?? 'action', location: at, side })
    : new RuleError(rule, 'no-legal-action', { type: type ?? 'action', side });
}

/**
 * Why `action` — complete, or partial (only some fields, e.g. `{ type: 'deploy', card, location }`)
 * — is refused now: the rule id, a message key with arguments and the engine's message; null when
 * it is legal, or can still be completed into a legal action (issue 10 item 4). Never throws for a
 * bad action. Answers from `legalActions` and `applyAction`'s own checks. A Rail Movement's moves
 * may name their army by the place it starts from (`WhyNotAsk`, R11.5). Exported at the door.
 */
export function whyNot(state: GameState, action: WhyNotAsk): WhyNot | null {
  return whyNotImpl(state, action);
}
