/**
 * `legalActions`: every action the deciding side may take now, one per distinct outcome (armies
 * of the same side, strength and half in one location are interchangeable: lowest ids first;
 * copies of one card row paying a cost, discarded or sailing are interchangeable: first copies
 * first). One documented exception keeps the list short for any hand: discards (R6.5) are listed
 * whole only up to `LISTED_DISCARDS_MAX` (see `discardChoices`); `applyAction` takes any.
 */
import type { Action, BenefitPlay, CardId, GameState, Half, LocationId, Side, SplitMove, UnitState } from './types';
import { currentDecision } from './decision';
import { armiesAt, hasUnitsAt, isContested } from './control';
import { deployLocations, portDeployLocations, stockAllows } from './deploy';
import {harbourHalf, opponent } from './map';
import { longMoveSearch, usableExits } from './movement';
import { railGraph } from './rail-graph';
import {
  battleUnits, casualtySide, defenderArmies, navalCardsInHand, navalEscapeOpen, railRefuges,
  reinforcementCandidates, retreatRefuges,
} from './combat';
import { distributions, multisetCount, multisets } from './combinatorics';
import { rulesOf } from './ruleset';
import { cardGroupsWithout, interchangeableCards, interchangeableGroups as groupUnits } from './checks';
import { raidResponses, secondDeploys, secondRailMoves, usableAbility } from './cards';

const HALVES: Half[] = ['upper', 'lower'];

/** Every legal action for the deciding side; empty once the game is over. */
export function enumerateLegalActions(state: GameState): Action[] {
  const d = currentDecision(state);
  if (!d) return [];
  const hand = state.cards[d.side].hand;
  switch (d.kind) {
    case 'action': return actionPhase(state, d.side);
    case 'attacker-card': return hand.length ? hand.map((card) => ({ type: 'attacker-card', card })) : [{ type: 'attacker-card', card: null }];
    case 'defender-response': return defenderResponses(state);
    case 'casualties': return casualtyChoices(state, d.side);
    case 'retreat':
    case 'naval-retreat': return retreatChoices(state);
    case 'rail-movement': return secondRailMoves(state);
    case 'second-deploy': return secondDeploys(state);
    case 'cavalry-raid-response': return raidResponses(state, d.side);
    default: return [];
  }
}

function actionPhase(state: GameState, side: Side): Action[] {
  const hand = state.cards[side].hand;
  const out: Action[] = [];
  // R2.3, R11.1: free actions, also after both actions are taken.
  for (const card of hand) {
    const ability = usableAbility(state, side, card);
    if (ability?.kind === 'free-action') ability.offer!(state, side, card, out);
  }
  if (state.actionsTaken >= rulesOf(state).constants.actionsPerTurn) { out.push({ type: 'end-turn' }); return out; }
  out.push({ type: 'pass' });
  for (const cards of discardChoices(state, hand)) out.push({ type: 'discard', cards });
  deployActions(state, side, out);
  moveActions(state, side, out);
  if (side === 'union') navalActions(state, side, out);
  for (const loc of contestedWithArmies(state, side)) out.push({ type: 'declare-attack', location: loc });
  cardActions(state, side, out);
  return out;
}

/**
 * The most discards listed whole (R6.5): every choice of cards of a hand of up to 8 distinct cards
 * (2^8 − 1), more where copies of one row are interchangeable. Not a rule: a bound on the list.
 */
export const LISTED_DISCARDS_MAX = 255;

/**
 * The discards listed for `hand` (R6.5: one or more cards), copies of one row interchangeable
 * (first copies first): every choice while there are at most `LISTED_DISCARDS_MAX`; beyond that
 * (hands play does not reach: saves, scenarios, many draws) only the discards of one or two cards
 * and of the whole hand, so the list grows with the square of the rows in hand, never with its
 * subsets. `applyAction` accepts every legal discard, listed or not (docs/engine-api-notes.md).
 */
export function discardChoices(state: GameState, hand: readonly CardId[]): CardId[][] {
  const groups = interchangeableCards(state, hand);
  if (multisetCount(groups) <= LISTED_DISCARDS_MAX) return multisets(groups);
  const out: CardId[][] = [...multisets(groups, 1), ...multisets(groups, 2)];
  if (hand.length > 2) out.push(groups.flat());
  return out;
}

/** One card of each row among `cards` that carries the naval-movement symbol (R2.2): the first copy. */
function navalChoices(state: GameState, cards: readonly CardId[]): CardId[] {
  return interchangeableCards(state, cards).filter((g) => rulesOf(state).cardById[g[0]!]!.naval).map((g) => g[0]!);
}

/** Contested locations where `side` has armies to attack with (R6.4). */
export function contestedWithArmies(state: GameState, side: Side): LocationId[] {
  const locs = new Set<LocationId>();
  for (const u of state.units) if (u.side === side && u.kind === 'army') locs.add(u.location);
  return [...locs].filter((loc) => isContested(state, loc));
}

function deployActions(state: GameState, side: Side, out: Action[]): void {
  const hand = state.cards[side].hand;
  const cardById = rulesOf(state).cardById;
  const handGroups = interchangeableCards(state, hand);
  let locs: LocationId[] | undefined;
  let ports: LocationId[] | undefined;
  for (const card of hand) {
    const data = cardById[card]!;
    if (!data.top) continue;
    const unitTop = data.top.kind === 'army' || data.top.kind === 'fort';
    if (unitTop && !stockAllows(state, side, data)) continue;
    const others = cardGroupsWithout(state, handGroups, [card]);
    // R6.1: exactly the cost, never more (applyAction refuses an overpayment), copies of a row alike.
    for (const payment of multisets(others, data.cost ?? 0)) {
      if (!unitTop) { out.push({ type: 'deploy', card, payment }); continue; }
      locs ??= deployLocations(state, side);
      ports ??= portDeployLocations(state, side);
      for (const location of locs) for (const half of HALVES) out.push({ type: 'deploy', card, payment, location, half });
      if (data.top.kind === 'army' && ports.length) {
        // R6.1.2: one naval card more, of the cards left after the payment (the first copy of each naval row).
        for (const g of cardGroupsWithout(state, others, payment)) {
          if (!cardById[g[0]!]!.naval) continue;
          for (const location of ports) for (const half of HALVES) out.push({ type: 'deploy', card, payment, location, half, navalCard: g[0]! });
        }
      }
    }
  }
}

function moveActions(state: GameState, side: Side, out: Action[]): void {
  const cardById = rulesOf(state).cardById;
  const moveCards: CardId[] = [];
  for (const c of state.cards[side].hand) if (cardById[c]!.movement) moveCards.push(c);
  if (!moveCards.length) return;
  const enemy = opponent(side);
  const graph = railGraph(state);
  const froms = new Set<LocationId>();
  for (const u of state.units) if (u.side === side && u.kind === 'army') froms.add(u.location);
  // The moves without their card, as parallel lists (no object per move until the card is known):
  // each is listed once per movement card in hand.
  const mFrom: LocationId[] = [];
  const mTo: LocationId[] = [];
  const mUnits: string[][] = [];
  const mVia: (LocationId | undefined)[] = [];
  for (const from of froms) {
    const groups = groupUnits(state, armiesAt(state, side, from));
    const exits = usableExits(state, side, from);
    for (const units of multisets(groups)) {
      const ids = units.map((u) => u.id);
      for (const exit of exits) { mFrom.push(from); mTo.push(exit.to); mUnits.push(ids); mVia.push(undefined); }
    }
    // R6.2.2: one army any distance (adjacent destinations are covered above). Entering a
    // location holding enemy units by a different link can change the outcome (combat, a
    // contested arrival), so those are listed per `via`; quiet destinations once.
    const longTo: LocationId[] = [];
    const longVia: (LocationId | undefined)[] = [];
    const found = longMoveSearch(state, side, from);
    const start = graph.index.get(from)!;
    const skip: number[] = new Array<number>(graph.ids.length).fill(0); // adjacent destinations, then quiet ones listed
    for (const exit of exits) skip[graph.index.get(exit.to)!] = 1;
    for (let i = 0; i < found.length; i += 2) {
      const via = found[i]!;
      if (via === start) continue;
      const toIndex = graph.to[found[i + 1]!]!;
      const to = graph.ids[toIndex]!;
      if (hasUnitsAt(state, enemy, to)) { longTo.push(to); longVia.push(graph.ids[via]!); continue; }
      if (skip[toIndex]) continue;
      skip[toIndex] = 1;
      longTo.push(to);
      longVia.push(undefined);
    }
    for (const g of groups) {
      const ids = [g[0]!.id];
      for (let i = 0; i < longTo.length; i++) { mFrom.push(from); mTo.push(longTo[i]!); mUnits.push(ids); mVia.push(longVia[i]); }
    }
  }
  for (const card of moveCards) {
    for (let i = 0; i < mFrom.length; i++) {
      // Built field by field: object spread of mixed shapes was most of legalActions' time. The
      // moves of one stack share its id list (as the deploys of one payment share the payment):
      // listed actions are read-only data; a copy per move was a third of this lister (issue 9).
      const move: Extract<Action, { type: 'move' }> = { type: 'move', card, from: mFrom[i]!, to: mTo[i]!, units: mUnits[i]! };
      const via = mVia[i];
      if (via) move.via = via;
      out.push(move);
    }
  }
}

/** Union armies that may sail from `port` (R6.3): in a contested port only those in its harbour half. */
function sailingArmies(state: GameState, port: LocationId): UnitState[] {
  const armies = armiesAt(state, 'union', port);
  return isContested(state, port) ? armies.filter((u) => u.half === harbourHalf(state, port)) : armies;
}

function navalActions(state: GameState, side: Side, out: Action[]): void {
  const navals = navalCardsInHand(state, side);
  if (!navals.length) return;
  const navalGroups = interchangeableCards(state, navals);
  for (const to of rulesOf(state).ports) {
    const groups = groupUnits(state, rulesOf(state).ports.filter((p) => p !== to).flatMap((p) => sailingArmies(state, p)));
    if (!groups.length) continue;
    for (const units of multisets(groups)) {
      if (units.length > navals.length) continue;
      for (const cards of multisets(navalGroups, units.length)) {
        out.push({ type: 'naval-move', cards, moves: units.map((u) => ({ unit: u.id, from: u.location })), to });
      }
    }
  }
}

/** R6.6, R11: the card-actions of the Action cards in hand, each offered by its ability's module. */
function cardActions(state: GameState, side: Side, out: Action[]): void {
  for (const card of state.cards[side].hand) {
    const ability = usableAbility(state, side, card);
    if (ability?.kind === 'action') ability.offer!(state, side, card, out);
  }
}

function defenderResponses(state: GameState): Action[] {
  const combat = state.combat!;
  const side = combat.defender;
  const hand = state.cards[side].hand;
  const out: Action[] = [];
  const leaders: (CardId | null)[] = [null, ...hand.filter((c) => rulesOf(state).cardById[c]!.leadership > 0)];
  const candidates = groupUnits(state, reinforcementCandidates(state, combat));
  for (const card of leaders) {
    // R7.3: the Benefit cards (R11.3, R11.6), each played or not, as each play its ability allows.
    const benefitCards = hand.filter((c) => c !== card && usableAbility(state, side, c)?.kind === 'benefit');
    const used = new Map<UnitState[], number>();
    const plays: BenefitPlay[] = [];
    const rec = (i: number) => {
      if (i === benefitCards.length) { out.push({ type: 'stand', card, benefits: plays.map((p) => ({ ...p })) }); return; }
      const b = benefitCards[i]!;
      rec(i + 1);
      const kinds = usableAbility(state, side, b)!.plays!;
      if (kinds.includes('high-ground')) { plays.push({ card: b, kind: 'high-ground' }); rec(i + 1); plays.pop(); }
      if (kinds.includes('reinforcements')) {
        for (const g of candidates) {
          const n = used.get(g) ?? 0;
          if (n >= g.length) continue;
          used.set(g, n + 1);
          plays.push({ card: b, kind: 'reinforcements', unit: g[n]!.id }); rec(i + 1); plays.pop();
          used.set(g, n);
        }
      }
    };
    rec(0);
  }
  const armies = defenderArmies(state, combat);
  if (armies.length) {
    const groups = groupUnits(state, armies);
    if (!combat.wasContested) {
      out.push({ type: 'withdraw', moves: armies.map((u) => ({ unit: u.id, to: 'other-half' as const })) });
    } else {
      const refuges = railRefuges(state, combat, side);
      if (refuges.length) {
        for (const dist of distributions(groups, refuges.map((r) => r.to))) {
          out.push({ type: 'withdraw', moves: dist.map((m) => ({ unit: m.unit.id, to: m.to })) });
        }
      }
    }
    if (navalEscapeOpen(state, combat, side)) {
      const overland: (LocationId | 'other-half')[] = combat.wasContested ? railRefuges(state, combat, side).map((r) => r.to) : ['other-half'];
      for (const navalCard of navalChoices(state, state.cards[side].hand)) {
        out.push({ type: 'withdraw', moves: armies.map((u) => ({ unit: u.id, to: 'washington' as LocationId })), navalCard });
        for (const moves of mixedSplits(groups, overland)) out.push({ type: 'withdraw', moves, navalCard });
      }
    }
  }
  return out;
}

/**
 * E17: the splits that send some armies by sea to Washington and the rest overland to one of
 * `overland` (each destination on its own, so the list grows with the refuges, not with every
 * partition over them). Each list covers every army; at least one sails and one does not.
 */
function mixedSplits<To extends string>(groups: readonly UnitState[][], overland: readonly To[]): SplitMove<To | LocationId>[][] {
  const out: SplitMove<To | LocationId>[][] = [];
  for (const to of overland) {
    if (to === 'washington') continue; // a rail refuge to Washington would read as sailing: offer it whole only
    for (const dist of distributions(groups, ['washington' as LocationId, to] as const)) {
      const bySea = dist.filter((m) => m.to === 'washington').length;
      if (bySea === 0 || bySea === dist.length) continue;
      out.push(dist.map((m) => ({ unit: m.unit.id, to: m.to })));
    }
  }
  return out;
}

function casualtyChoices(state: GameState, side: Side): Action[] {
  const combat = state.combat!;
  const count = combat.result!.losses[casualtySide(combat)!];
  return multisets(groupUnits(state, battleUnits(state, combat, side)), count).map((units) => ({ type: 'casualties', units: units.map((u) => u.id) }));
}

function retreatChoices(state: GameState): Action[] {
  const combat = state.combat!;
  const loser = opponent(combat.result!.winner);
  const survivors = battleUnits(state, combat, loser);
  const refuges = retreatRefuges(state, combat);
  const out: Action[] = [];
  for (const dist of distributions(groupUnits(state, survivors), refuges.map((r) => r.to))) {
    if (refuges.length) out.push({ type: 'retreat', moves: dist.map((m) => ({ unit: m.unit.id, to: m.to })) });
  }
  const navals = navalEscapeOpen(state, combat, loser) ? navalChoices(state, state.cards[loser].hand) : [];
  for (const navalCard of navals) {
    out.push({ type: 'retreat', moves: survivors.map((u) => ({ unit: u.id, to: 'washington' as LocationId })), navalCard });
    for (const moves of mixedSplits(groupUnits(state, survivors), refuges.map((r) => r.to))) out.push({ type: 'retreat', moves: moves as SplitMove[], navalCard });
  }
  if (!out.length) out.push({ type: 'retreat', moves: [] });
  return out;
}
