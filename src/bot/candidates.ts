/**
 * A fast proposer of plausible actions at an 'action' decision, for rollouts and inner search
 * nodes, where enumerating every legal action (`legalActions`, often hundreds: deploy payments,
 * discard subsets, rail pairs) would cost most of the time. Proposals are NOT guaranteed legal:
 * callers try them with `applyAction` and fall back to `legalActions`.
 */
import { botRules } from './rules';
import type { CardId, LocationId } from '../data';
import { abilityOf, type Action, type UnitState } from '../engine';
import { card, valueOf } from './cards';
import type { DecisionContext } from './context';
import { neighbours } from './graph';

/** Cards by value, lowest first, ties by id: the order payments are taken in. */
function byPaymentOrder(cards: readonly CardId[]): CardId[] {
  return [...cards].sort((a, b) => valueOf(a) - valueOf(b) || (a < b ? -1 : 1));
}

/** The `n` lowest-valued cards of `cards` (cheapest payments first). */
function cheapest(cards: readonly CardId[], n: number): CardId[] | null {
  if (cards.length < n) return null;
  return byPaymentOrder(cards).slice(0, n);
}

/** The `n` first cards of `sorted` (payment order) other than `except`, or null when too few. */
function cheapestExcept(sorted: readonly CardId[], except: CardId, n: number): CardId[] | null {
  const out: CardId[] = [];
  for (const c of sorted) {
    if (out.length >= n) break;
    if (c !== except) out.push(c);
  }
  return out.length < n ? null : out;
}

/** Plausible actions for the deciding side at an 'action' decision (see module note); reads only `ctx`. */
export function proposeActions(ctx: DecisionContext): Action[] {
  const side = ctx.side;
  const hand = ctx.hand;
  const out: Action[] = [];
  // Free actions (R2.3): the ability module decides whose they are (R11.1). With nothing else left to
  // draw, a Confederate free draw takes its own card back and changes nothing (X29): proposed, it
  // would be chosen again and again. A Union one still moves the clock (R4.3, R4.4), a real choice.
  const idle = ctx.drawPool === 0 && side === 'confederate';
  for (const c of hand) {
    const ability = abilityOf(card(c));
    if (!idle && ability?.kind === 'free-action' && ability.usableBy(card(c), side)) out.push({ type: 'free-action', card: c });
  }
  if ((ctx.decision.actionsTaken ?? 0) >= 2 || ctx.decision.mayEndTurn) {
    out.push({ type: 'end-turn' });
    return out;
  }
  out.push({ type: 'pass' });
  const byValue = [...hand].sort((a, b) => valueOf(a) - valueOf(b));
  if (byValue.length) out.push({ type: 'discard', cards: [byValue[0]] });
  if (byValue.length > 1) out.push({ type: 'discard', cards: byValue.slice(0, 2) });

  // Deploys: cheapest payment, every uncontested controlled location in supply (R6.1.1, E2).
  let deployLocs: LocationId[] | null = null;
  const locs = (): LocationId[] => (deployLocs ??= deployTargets(ctx, MAX_DEPLOY_LOCATIONS));
  const payOrder = byPaymentOrder(hand); // sorted once, not once per card (issue 9)
  for (const c of hand) {
    const data = card(c);
    if (!data.top) continue;
    const payment = cheapestExcept(payOrder, c, data.cost ?? 0);
    if (!payment) continue;
    if (data.top.kind === 'ship' || data.top.kind === 'politician') {
      out.push({ type: 'deploy', card: c, payment });
      continue;
    }
    for (const location of locs()) {
      out.push({ type: 'deploy', card: c, payment, location, half: 'upper' });
      if (data.top.kind === 'fort') out.push({ type: 'deploy', card: c, payment, location, half: 'lower' });
    }
  }

  // Moves of whole stacks along one link (R6.2.1), paid with the cheapest movement card.
  const moveCard = cheapest(hand.filter((c) => card(c).movement), 1)?.[0];
  const armiesBy = new Map<LocationId, UnitState[]>();
  for (const u of ctx.snap.units.values()) {
    if (u.side !== side || u.kind !== 'army') continue;
    const list = armiesBy.get(u.location);
    if (list) list.push(u);
    else armiesBy.set(u.location, [u]);
  }
  if (moveCard) {
    for (const [from, armies] of armiesBy) {
      const contested = ctx.snap.at[from].control === null;
      const myHalf = armies[0].half;
      const ids = armies.map((u) => u.id);
      for (const n of neighbours(from)) {
        if (contested && n.ownHalf !== myHalf) continue; // E12
        if (side === 'confederate' && botRules().locationById[n.to].noConfederateEntry) continue; // R5.10
        out.push({ type: 'move', card: moveCard, from, to: n.to, units: ids });
        if (armies.length > 1) {
          // Leave the weakest army behind.
          const sorted = [...armies].sort((a, b) => a.strength - b.strength);
          out.push({ type: 'move', card: moveCard, from, to: n.to, units: sorted.slice(1).map((u) => u.id) });
        }
      }
    }
  }

  // Attacks inside contested locations (R6.4).
  for (const [loc] of armiesBy) if (ctx.snap.at[loc].control === null) out.push({ type: 'declare-attack', location: loc });

  // Union naval moves (R6.3): the stack of one port, one card per army, to an enemy port.
  if (side === 'union') {
    const navals = hand.filter((c) => card(c).naval).sort((a, b) => valueOf(a) - valueOf(b));
    if (navals.length) {
      for (const from of botRules().ports) {
        const armies = (armiesBy.get(from) ?? []).sort((a, b) => b.strength - a.strength).slice(0, navals.length);
        if (!armies.length || ctx.snap.at[from].control === null) continue;
        for (const to of botRules().ports) {
          if (to === from || ctx.snap.at[to].control === side) continue;
          out.push({ type: 'naval-move', cards: navals.slice(0, armies.length), moves: armies.map((u) => ({ unit: u.id, from })), to });
        }
      }
    }
  }

  // Card actions (R11): raids; two free deploys (R11.4); one army by rail to an adjacent empty enemy location (R11.5).
  for (const c of hand) {
    const ability = abilityOf(card(c));
    if (ability?.kind !== 'action' || !ability.usableBy(card(c), side)) continue;
    if (ability.id === 'cavalry-raid') out.push({ type: 'card-action', card: c });
    else if (ability.id === 'free-deploy') {
      // The first free deploy (R11.4); the second is its own decision.
      for (const u of hand) {
        if (u === c || !card(u).top) continue;
        const top = card(u).top!;
        if (top.kind === 'ship' || top.kind === 'politician') {
          out.push({ type: 'card-action', card: c, deploys: [{ card: u }] });
          continue;
        }
        const best = bestDeployLocation(ctx, locs());
        if (best) out.push({ type: 'card-action', card: c, deploys: [{ card: u, location: best, half: 'upper' }] });
      }
    } else if (ability.id === 'rail-movement') {
      for (const [from, armies] of armiesBy) {
        for (const n of neighbours(from)) {
          const at = ctx.snap.at[n.to];
          if (at.control === side || at.control === null || at.army[ctx.opp] > 0 || at.forts.upper + at.forts.lower > 0) continue;
          if (side === 'confederate' && botRules().locationById[n.to].noConfederateEntry) continue;
          out.push({ type: 'card-action', card: c, moves: [{ unit: armies[0].id, to: n.to }] });
        }
      }
    }
  }
  return out;
}

/** Deploy locations proposed per card: the most exposed ones. */
const MAX_DEPLOY_LOCATIONS = 4;

/**
 * Up to `n` locations where the side may deploy (controlled, uncontested, in supply: R6.1.1, E2),
 * the most exposed first (enemy strength and enemy-held locations next door). Supply is checked
 * only for the locations kept.
 */
function deployTargets(ctx: DecisionContext, n: number): LocationId[] {
  const scored: { l: LocationId; s: number }[] = [];
  for (const l of botRules().locationIds) {
    if (ctx.snap.at[l].control !== ctx.side) continue;
    let s = 0;
    for (const nb of neighbours(l)) s += ctx.snap.at[nb.to].army[ctx.opp] + (ctx.snap.at[nb.to].control !== ctx.side ? 1 + botRules().locationById[nb.to].vp : 0);
    scored.push({ l, s });
  }
  scored.sort((a, b) => b.s - a.s);
  const supplied = ctx.supplied();
  const out: LocationId[] = [];
  for (const { l } of scored) {
    if (out.length >= n) break;
    if (supplied.has(l)) out.push(l);
  }
  return out;
}

/** The deploy location with the most enemy strength next door (a cheap frontier guess). */
function bestDeployLocation(ctx: DecisionContext, locs: readonly LocationId[]): LocationId | null {
  let best: LocationId | null = null;
  let bestScore = -1;
  for (const l of locs) {
    let s = 0;
    for (const n of neighbours(l)) s += ctx.snap.at[n.to].army[ctx.opp] + (ctx.snap.at[n.to].control === ctx.opp ? 1 : 0);
    if (s > bestScore) { bestScore = s; best = l; }
  }
  return best;
}
