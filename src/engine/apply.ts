/**
 * `applyAction`: checks an action against the rules and applies it to a copy of the state.
 * Guard clauses throw `RuleError` naming the rule broken; the input state is never touched.
 * Forced decisions that reveal nothing are then resolved automatically.
 */
import type { Action, BenefitPlay, CardId, Decision, GameState, LocationId, Side, SplitMove } from './types';
import { RuleError, require } from './errors';
import { cloneState } from './clone';
import { currentDecision } from './decision';
import { armiesAt, halfOf, isContested, readingPosition, updateControl } from './control';
import { deployCard, portDeployLocations, requireDeployLocation, stockAllows } from './deploy';
import { discardFromHand, drawCards, handSize } from './deck';
import { exitBetween, harbourHalf, isForbidden, isPort, opponent } from './map';
import { rulesOf } from './ruleset';
import { enterLocation, exitHalves, longMoveEntries, noRailPathError } from './movement';
import {
  battleUnits, casualtySide, defenderArmies, navalEscapeOpen, playAttackerCard, railRefuges, sails,
  reinforcementCandidates, retreat, retreatRefuges, stand, startCombat, takeCasualties, withdraw,
} from './combat';
import { cardName, logEvent } from './log';
import { checkEndOfTurn } from './victory';
import { enumerateLegalActions } from './legal';
import { checkActionShape } from './action-schema';
import { requireCards, requireDeployPlace, requireLocation, requireNoPlace, requireUnits } from './checks';
import { applyFreeDeploy, applyRaidResponse, applySecondRailMove, abilityOfCard, CARD_ACTION_FIELDS, usableAbility } from './cards';

/** Which action types answer which decision. */
export const ANSWERS: Record<Decision['kind'], Action['type'][]> = {
  'action': ['deploy', 'move', 'naval-move', 'declare-attack', 'discard', 'card-action', 'free-action', 'pass', 'end-turn'],
  'attacker-card': ['attacker-card'],
  'defender-response': ['stand', 'withdraw'],
  'casualties': ['casualties'],
  'retreat': ['retreat'],
  'naval-retreat': ['retreat'],
  'cavalry-raid-response': ['cavalry-raid-response'],
  'rail-movement': ['rail-move'],
  'second-deploy': ['second-deploy'],
};

/** Applies a validated action to the draft (mutates). Throws RuleError when it breaks a rule. */
function perform(s: GameState, action: Action): void {
  const d = currentDecision(s);
  require(d, 'R12', 'game-over');
  require(action && typeof action === 'object' && typeof action.type === 'string', 'contract', 'action-not-object');
  if (!ANSWERS[d.kind].includes(action.type)) throw notAnAnswer(d, action.type);
  const side = d.side;
  if (d.kind === 'action' && !['free-action', 'end-turn'].includes(action.type)) {
    require(s.actionsTaken < rulesOf(s).constants.actionsPerTurn, 'R3.1', 'actions-taken');
  }
  switch (action.type) {
    case 'deploy': return doDeploy(s, side, action);
    case 'move': return doMove(s, side, action);
    case 'naval-move': return doNavalMove(s, side, action);
    case 'declare-attack': return doDeclareAttack(s, side, action.location);
    case 'discard': {
      requireCards(s, side, action.cards, 'R6.5');
      require(action.cards.length > 0, 'R6.5', 'discard-one');
      s.actionsTaken++;
      discardFromHand(s, side, action.cards);
      logEvent(s, 'discard', { side, count: action.cards.length }, ['R6.5'], side);
      return;
    }
    case 'card-action': return doCardAction(s, side, action);
    case 'free-action': {
      requireCards(s, side, [action.card], 'R11.1');
      const ability = abilityOfCard(s, action.card);
      require(ability?.kind === 'free-action', 'R2.3', 'no-free-action', { card: action.card });
      // R11.1: Conscription is the Union's, Blockade Runner the Confederacy's (the module decides).
      require(usableAbility(s, side, action.card), ability.rule, 'not-own-free-action', { card: action.card, side });
      ability.applyFree!(s, side, action.card);
      return;
    }
    case 'pass':
      s.actionsTaken++;
      logEvent(s, 'pass', { side }, ['R6.7'], side);
      return;
    case 'end-turn': return doEndTurn(s, side);
    case 'attacker-card': {
      if (action.card === null) require(s.cards[side].hand.length === 0, 'R7.2', 'attacker-must-play');
      else requireCards(s, side, [action.card], 'R7.2');
      playAttackerCard(s, action.card);
      return;
    }
    case 'stand': return doStand(s, side, action.card, action.benefits);
    case 'withdraw': return doWithdraw(s, side, action.moves, action.navalCard);
    case 'casualties': {
      const combat = s.combat!;
      const units = requireUnits(s, action.units);
      const mine = battleUnits(s, combat, side).map((u) => u.id);
      require(units.every((u) => mine.includes(u.id)), 'R7.7', 'casualties-own');
      const count = combat.result!.losses[casualtySide(combat)!];
      require(units.length === count, 'R7.7', 'casualties-count', { side, count });
      takeCasualties(s, side, units.map((u) => u.id));
      return;
    }
    case 'retreat': return doRetreat(s, side, action.moves, action.navalCard);
    case 'cavalry-raid-response': return applyRaidResponse(s, side, action.card);
    case 'second-deploy':
      if (action.deploy) applyFreeDeploy(s, side, action.deploy);
      // Logged, so that the log, a replay's narration and a Step of the bots tell the decision (X9).
      else logEvent(s, 'second-deploy-declined', { side }, ['R11.4'], side);
      s.pending = null;
      return;
    case 'rail-move': return applySecondRailMove(s, side, action.move);
    default:
      throw new RuleError('contract', 'unknown-action', { type: (action as { type: string }).type });
  }
}

/**
 * The refusal of an action of `type` that does not answer decision `d`: a free action inside
 * another action or answer breaks X32; any other the rule that asks for `d` (`ruleOfDecision`).
 */
export function notAnAnswer(d: Decision, type: string): RuleError {
  if (type === 'free-action') return new RuleError('X32', 'free-action-inside', { side: d.side, decision: d.kind });
  return new RuleError(ruleOfDecision(d), 'wrong-decision', { side: d.side, decision: d.kind, type });
}

/** The rule that asks for decision `d` (R3.1 for the action phase, R7.3 for a defender's response, …), cited when an action does not answer it. */
export function ruleOfDecision(d: Decision): string {
  switch (d.kind) {
    case 'attacker-card': return 'R7.2';
    case 'defender-response': return 'R7.3';
    case 'casualties': return 'R7.7';
    case 'retreat': case 'naval-retreat': return 'R9';
    case 'cavalry-raid-response': return 'R11.2';
    case 'rail-movement': return 'R11.5';
    case 'second-deploy': return 'R11.4';
    case 'action': return 'R3.1';
  }
}

function doDeploy(s: GameState, side: Side, a: Extract<Action, { type: 'deploy' }>): void {
  requireCards(s, side, [a.card], 'R6.1');
  const card = rulesOf(s).cardById[a.card]!;
  require(card.top, 'R6.1', 'deploy-no-unit', { card: a.card });
  requireCards(s, side, a.payment ?? [], 'R6.1');
  require(!a.payment.includes(a.card), 'R2.4', 'deploy-self-pay');
  require(a.payment.length === card.cost, 'R6.1', 'deploy-cost', { card: a.card, count: card.cost ?? 0 });
  const top = card.top;
  if (top.kind === 'army' || top.kind === 'fort') {
    // R6.1.1: an army or a fort is placed somewhere; say so (not "Unknown location undefined"), as a free deploy does.
    require(a.location !== undefined, 'R6.1.1', 'choose-location', { card: a.card });
    requireDeployPlace(s, side, a.location, a.half);
    require(stockAllows(s, side, card), 'R6.1.1', top.kind === 'fort' ? 'stock-empty-fort' : 'stock-empty-army', top.kind === 'fort' ? {} : { strength: top.strength });
    if (a.navalCard !== undefined) {
      require(side === 'union' && top.kind === 'army', 'R6.1.2', 'port-deploy-union');
      requireCards(s, side, [a.navalCard], 'R6.1.2');
      require(a.navalCard !== a.card && !a.payment.includes(a.navalCard), 'R2.4', 'card-one-purpose');
      require(rulesOf(s).cardById[a.navalCard]!.naval, 'R6.1.2', 'not-naval', { card: a.navalCard });
      // What is wrong, named in turn (audit: one message said all three): not a port, a contested one (E2, as
      // a plain deploy there says), or the enemy's.
      require(isPort(s, a.location), 'R6.1.2', 'not-port', { location: a.location });
      require(!isContested(s, a.location), 'E2', 'deploy-contested', { location: a.location });
      require(portDeployLocations(s, side).includes(a.location), 'R6.1.2', 'not-own-port', { location: a.location, side });
    } else {
      requireDeployLocation(s, side, a.location);
    }
  } else {
    require(a.navalCard === undefined, 'R6.1.2', 'port-deploy-armies');
    requireNoPlace(top, a);
  }
  s.actionsTaken++;
  discardFromHand(s, side, a.payment);
  if (a.navalCard) discardFromHand(s, side, [a.navalCard]);
  deployCard(s, side, a.card, a.location, a.half, a.navalCard ? ['R6.1', 'R6.1.2'] : ['R6.1']);
}

function doMove(s: GameState, side: Side, a: Extract<Action, { type: 'move' }>): void {
  requireCards(s, side, [a.card], 'R6.2');
  require(rulesOf(s).cardById[a.card]!.movement, 'R6.2', 'no-movement', { card: a.card });
  requireLocation(s, a.from);
  requireLocation(s, a.to);
  if (a.via !== undefined) requireLocation(s, a.via);
  const units = requireUnits(s, a.units);
  // Naming no army from a place where the side has none: say that, not only "choose one" (why-not, QA).
  require(units.length > 0 || armiesAt(s, side, a.from).length > 0, 'R6.2', 'move-no-army', { side, location: a.from });
  require(units.length > 0, 'R6.2', 'move-none');
  for (const u of units) {
    require(u.side === side, 'R6.2', 'move-own');
    require(u.kind === 'army', 'R6.2.4', 'forts-never-move');
    require(u.location === a.from, 'R6.2.1', 'move-start', { location: a.from });
  }
  require(a.to !== a.from, 'R6.2', 'move-elsewhere');
  require(!isForbidden(s, side, a.to), 'R5.10', 'forbidden', { location: a.to });
  const adjacent = exitBetween(s, a.from, a.to);
  let entry: { via: LocationId; linkId: number; half: 'upper' | 'lower' };
  const adjacentUsable = adjacent && exitHalves(s, side, a.from).includes(adjacent.here);
  if (adjacent && (a.via === undefined || a.via === a.from) && (adjacentUsable || units.length > 1 || a.via === a.from)) {
    require(adjacentUsable, 'E12', 'contested-exit', { location: a.from });
    entry = { via: a.from, linkId: adjacent.link.id, half: adjacent.toHalf };
  } else {
    require(units.length === 1, 'R6.2.2', 'long-move-one');
    // The draft is not changed until the move is found: searched through the occupancy index (issue 9).
    const entries = readingPosition(s, () => longMoveEntries(s, side, a.from)).filter((e) => e.exit.to === a.to && (a.via === undefined || e.via === a.via));
    if (!entries.length) throw noRailPathError(s, side, a.from, a.to, 'R6.2.2', a.via);
    const e = entries[0]!;
    entry = { via: e.via, linkId: e.exit.link.id, half: e.exit.toHalf };
  }
  s.actionsTaken++;
  discardFromHand(s, side, [a.card]);
  logEvent(s, 'move', { side, from: a.from, to: a.to, armies: units.length, card: cardName(s, a.card) }, [units.length > 1 || entry.via === a.from ? 'R6.2.1' : 'R6.2.2'], side);
  enterLocation(s, side, units, a.to, entry.half, { mode: 'rail', from: entry.via, linkId: entry.linkId });
}

function doNavalMove(s: GameState, side: Side, a: Extract<Action, { type: 'naval-move' }>): void {
  require(side === 'union', 'R6.3', 'sea-union-only');
  requireCards(s, side, a.cards, 'R6.3');
  require(a.cards.length > 0, 'R6.3', 'naval-one-card');
  for (const c of a.cards) require(rulesOf(s).cardById[c]!.naval, 'R6.3', 'not-naval', { card: c });
  requireLocation(s, a.to);
  require(isPort(s, a.to), 'R6.3', 'not-port', { location: a.to });
  require(Array.isArray(a.moves) && a.moves.length === a.cards.length, 'R6.3', 'naval-card-per-army');
  const units = requireUnits(s, a.moves.map((m) => m.unit));
  units.forEach((u, i) => {
    const from = a.moves[i]!.from;
    require(u.side === side && u.kind === 'army', 'R6.3', 'sea-own-armies');
    require(u.location === from, 'R6.3', 'unit-not-in', { unit: u.id, location: from });
    require(isPort(s, from), 'R6.3', 'not-port', { location: from });
    require(from !== a.to, 'R6.3', 'sail-elsewhere');
    require(!isContested(s, from) || u.half === harbourHalf(s, from), 'X3', 'contested-harbour', { location: from });
  });
  s.actionsTaken++;
  discardFromHand(s, side, a.cards);
  logEvent(s, 'naval-move', { side, to: a.to, armies: units.length }, ['R6.3', 'E5'], side);
  enterLocation(s, side, units, a.to, harbourHalf(s, a.to)!, { mode: 'naval' });
}

function doDeclareAttack(s: GameState, side: Side, location: LocationId): void {
  requireLocation(s, location);
  require(isContested(s, location), 'R6.4', 'not-contested', { location });
  const armies = armiesAt(s, side, location);
  require(armies.length > 0, 'R6.4', 'no-attacker', { side, location });
  s.actionsTaken++;
  const enemyHalf = halfOf(s, opponent(side), location)!;
  startCombat(s, { location, attacker: side, half: enemyHalf, arrival: { mode: 'declared' }, attackerUnits: armies.map((u) => u.id), wasContested: true });
}

function doCardAction(s: GameState, side: Side, a: Extract<Action, { type: 'card-action' }>): void {
  requireCards(s, side, [a.card], 'R6.6');
  const ability = usableAbility(s, side, a.card);
  if (ability?.kind !== 'action') throw new RuleError('R6.6', 'no-action-text', { card: a.card });
  for (const field of CARD_ACTION_FIELDS) {
    require(a[field] === undefined || ability.takes!.includes(field), ability.rule, 'takes-no-field', { card: a.card, field });
  }
  ability.applyAction!(s, side, a);
}

function doEndTurn(s: GameState, side: Side): void {
  require(s.actionsTaken >= rulesOf(s).constants.actionsPerTurn, 'R3.1', 'end-turn-early', { count: rulesOf(s).constants.actionsPerTurn, taken: s.actionsTaken });
  logEvent(s, 'end-turn', { side }, ['R3.2'], side);
  checkEndOfTurn(s);
  if (s.winner) return;
  const need = handSize(s, side) - s.cards[side].hand.length;
  if (need > 0) drawCards(s, side, need, 'R3.2');
  if (s.winner) return;
  s.active = opponent(side);
  s.actionsTaken = 0;
  s.turn++;
  s.checkpoint++;
  logEvent(s, 'turn', { side: s.active, turn: s.turn }, ['R3.1'], s.active);
}

function doStand(s: GameState, side: Side, card: CardId | null, benefits: BenefitPlay[]): void {
  const combat = s.combat!;
  if (card !== null) {
    requireCards(s, side, [card], 'R7.3');
    require(rulesOf(s).cardById[card]!.leadership > 0, 'E4', 'no-leadership', { card });
  }
  require(Array.isArray(benefits), 'contract', 'benefits-not-list');
  requireCards(s, side, [...(card ? [card] : []), ...benefits.map((b) => b.card)], 'R7.3');
  const candidates = reinforcementCandidates(s, combat).map((u) => u.id);
  const units = new Set<string>();
  for (const b of benefits) {
    // R7.3: each Benefit card is played as one of the plays its ability allows (cards/).
    const plays = usableAbility(s, side, b.card)?.plays ?? [];
    if (b.kind === 'high-ground') {
      require(plays.includes('high-ground'), 'R11.3', 'not-high-ground', { card: b.card });
      // A High Ground play brings no army: an action naming one is not the one the list offers.
      require((b as { unit?: unknown }).unit === undefined, 'R11.3', 'high-ground-no-army', { card: b.card });
    } else if (b.kind === 'reinforcements') {
      require(plays.includes('reinforcements'), 'R11.6', 'not-reinforcements', { card: b.card });
      require(!units.has(b.unit), 'R11.6', 'reinforcements-distinct');
      requireReinforcement(s, combat, b.unit, candidates);
      units.add(b.unit);
    } else {
      throw new RuleError('contract', 'benefit-kind');
    }
  }
  stand(s, card, benefits);
}

/**
 * R11.6: refuses a Reinforcements army that may not come (`candidates`: those that may), naming the
 * real cause (QA: every refusal said "from a location linked to the battle"): an unknown unit, not
 * the defender's army (R11.6, 'move-own'), a fort (R6.2.4), an army in the battle's own location, one in the
 * other half of a contested location (E12), else no link to the battle (the defender's half of it
 * after an attack inside a contested location).
 */
function requireReinforcement(s: GameState, combat: NonNullable<GameState['combat']>, unit: unknown, candidates: readonly string[]): void {
  if (candidates.includes(unit as string)) return;
  const [u] = requireUnits(s, [unit]);
  const { location } = u!;
  require(u!.side === combat.defender, 'R11.6', 'move-own');
  require(u!.kind === 'army', 'R6.2.4', 'forts-never-move');
  require(location !== combat.location, 'R11.6', 'reinforcements-elsewhere', { location: combat.location });
  const linked = exitBetween(s, combat.location, location);
  require(!linked || !isContested(s, location) || (combat.wasContested && linked.here !== combat.half), 'E12', 'contested-exit', { location });
  throw new RuleError('R11.6', combat.wasContested ? 'reinforcements-linked' : 'reinforcements-rail');
}

function doWithdraw(s: GameState, side: Side, moves: SplitMove<LocationId | 'other-half'>[], navalCard?: CardId): void {
  const combat = s.combat!;
  const armies = defenderArmies(s, combat);
  require(armies.length > 0, 'R8.5', 'forts-cannot-withdraw');
  require(Array.isArray(moves), 'contract', 'moves-not-list');
  const units = requireUnits(s, moves.map((m) => m.unit));
  // X7: a withdrawal takes every defending army (the ruling that reads R8.1 so).
  require(units.length === armies.length && units.every((u) => armies.includes(u)), 'X7', 'withdraw-all');
  if (navalCard !== undefined) {
    require(navalEscapeOpen(s, combat, side), 'E6', 'naval-withdraw-route');
    requireCards(s, side, [navalCard], 'R8.6');
    require(rulesOf(s).cardById[navalCard]!.naval, 'R8.6', 'not-naval', { card: navalCard });
    require(moves.some((m) => sails(m, navalCard)), 'E17', 'naval-card-withdraw');
  }
  const refuges = combat.wasContested ? railRefuges(s, combat, side).map((r) => r.to) : [];
  for (const m of moves) {
    if (sails(m, navalCard)) {
      require(m.to === 'washington', 'R8.6', 'naval-withdraw-washington');
      continue;
    }
    require(m.by !== 'sea', 'R8.6', 'withdraw-sea-card');
    if (!combat.wasContested) {
      require(m.to === 'other-half', 'R8.2', 'withdraw-other-half', { location: combat.location });
    } else {
      // R8.3: a defender already in one half withdraws to a connected location, never into the other half; R8.4: to a refuge.
      if (m.to === 'other-half') throw new RuleError('R8.3', 'withdraw-refuge-other-half');
      require(refuges.includes(m.to), 'R8.4', 'withdraw-refuge', { location: m.to });
    }
  }
  withdraw(s, moves, navalCard);
}

function doRetreat(s: GameState, side: Side, moves: SplitMove[], navalCard?: CardId): void {
  const combat = s.combat!;
  require(Array.isArray(moves), 'contract', 'moves-not-list');
  const survivors = battleUnits(s, combat, side);
  const units = requireUnits(s, moves.map((m) => m.unit));
  require(units.every((u) => survivors.includes(u)), 'R9', 'retreat-survivors');
  const refuges = retreatRefuges(s, combat).map((r) => r.to);
  const canSail = navalEscapeOpen(s, combat, side) && s.cards[side].hand.some((c) => rulesOf(s).cardById[c]!.naval);
  if (navalCard !== undefined) {
    require(navalEscapeOpen(s, combat, side), 'E6', 'naval-retreat-route');
    requireCards(s, side, [navalCard], 'R9.3');
    require(rulesOf(s).cardById[navalCard]!.naval, 'R9.3', 'not-naval', { card: navalCard });
    require(moves.some((m) => sails(m, navalCard)), 'E17', 'naval-card-retreat');
  } else if (refuges.length === 0) {
    require(moves.length === 0, 'R9.4', 'no-rail-retreat');
    // X8: retreat is compulsory while one is possible — here by sea (R9.3).
    require(!canSail, 'X8', 'naval-retreat-possible');
  }
  // X8: every survivor retreats while a retreat is possible (none is left behind to be eliminated, R9.4).
  if (refuges.length > 0 || navalCard !== undefined) require(units.length === survivors.length, 'X8', 'retreat-all');
  for (const m of moves) {
    if (sails(m, navalCard)) {
      require(m.to === 'washington', 'R9.3', 'naval-retreat-washington');
      continue;
    }
    require(m.by !== 'sea', 'R9.3', 'retreat-sea-card');
    if (combat.attacker === side && combat.mode === 'rail') require(refuges.includes(m.to), 'R9.2', 'retreat-attacker', { location: combat.from! });
    else require(refuges.includes(m.to), 'R9.1', 'retreat-refuge', { location: m.to });
  }
  retreat(s, moves, navalCard);
}

/** True when a decision's only choice is made without asking: it follows from public information, or (X22) the UI hides that it was not asked. */
function forcedInPublic(s: GameState, d: Decision): boolean {
  if (s.cards[d.side].hand.length === 0) return true;
  if (d.kind === 'casualties') return true;
  // A retreat (or a naval attacker's, X16) whose sea route E6 shuts hangs on no card in hand.
  if (d.kind === 'retreat' || d.kind === 'naval-retreat') return !navalEscapeOpen(s, s.combat!, d.side);
  // X22: a raided side holding no Cavalry Raid can only let the raid happen (R11.2); the engine
  // lets it at once. Unlike the cases above, that follows from the hand (a side holding one may
  // also let the raid happen and keep its card), so between two people the UI hands the screen to
  // the raided side in both cases alike (X22, src/ui/combat/raidHandoff.ts).
  if (d.kind === 'cavalry-raid-response') return true;
  return false;
}

/** Resolves decisions with a single choice that reveals nothing (mutates). */
function autoResolve(s: GameState): void {
  for (let guard = 0; guard < 50; guard++) {
    const d = currentDecision(s);
    if (!d || d.kind === 'action' || !forcedInPublic(s, d)) return;
    // Listed through the occupancy index (issue 9); `s` does not change until the list is made.
    // Casualties read only the battle's own units: no index to build (a third of a stand's autoResolve).
    const acts = d.kind === 'casualties' ? enumerateLegalActions(s) : readingPosition(s, () => enumerateLegalActions(s));
    if (acts.length !== 1) return;
    perform(s, acts[0]!);
  }
}

/**
 * Applies `action` (pure). Throws RuleError when it is illegal or malformed; the input is untouched.
 * `typed`: the action comes from the engine's own typed callers (`own-games.ts`), its shape unchecked.
 */
export function applyActionImpl(state: GameState, action: Action, typed = false): GameState {
  if (!typed) checkActionShape(action);
  const s = cloneState(state);
  perform(s, action);
  // Units may have left a contested location: its sole occupant takes control (R5.6).
  if (!s.winner) updateControl(s);
  autoResolve(s);
  return s;
}

/** Settles a freshly created state (forced decisions of a scenario). */
export function settle(state: GameState): GameState {
  autoResolve(state);
  return state;
}
