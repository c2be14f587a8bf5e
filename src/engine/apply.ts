/**
 * `applyAction`: checks an action against the rules and applies it to a copy of the state.
 * Guard clauses throw `RuleError` naming the rule broken; the input state is never touched.
 * Forced decisions that reveal nothing are then resolved automatically.
 */
import type { Action, BenefitPlay, CardId, Decision, GameState, LocationId, Side, SplitMove } from './types';
import { RuleError, require } from './errors';
import { cloneState } from './clone';
import { currentDecision } from './decision';
import { armiesAt, controllerOf, halfOf, isContested, updateControl } from './control';
import { isInSupply } from './supply';
import { deployCard, portDeployLocations, stockAllows } from './deploy';
import { discardFromHand, drawCards, handSize } from './deck';
import { exitBetween, harbourHalf, isForbidden, isPort, opponent } from './map';
import { rulesOf } from './ruleset';
import { enterLocation, exitHalves, longMoveEntries } from './movement';
import {
  battleUnits, casualtySide, defenderArmies, navalEscapeOpen, playAttackerCard, railRefuges, sails,
  reinforcementCandidates, retreat, retreatRefuges, stand, startCombat, takeCasualties, withdraw,
} from './combat';
import { cardName, logEvent } from './log';
import { checkEndOfTurn } from './victory';
import { enumerateLegalActions } from './legal';
import { checkActionShape } from './action-schema';
import { placeName as name, requireCards, requireLocation, requireNoPlace, requireUnits, sideName } from './checks';
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
  require(d, 'R12', 'The game is over');
  require(action && typeof action === 'object' && typeof action.type === 'string', 'contract', 'An action is an object with a type');
  if (!ANSWERS[d.kind].includes(action.type)) {
    throw new RuleError(d.kind === 'action' ? 'R3.1' : ruleOfDecision(d), `Now ${sideName(d.side)} must decide: ${d.kind.replace(/-/g, ' ')}; "${action.type}" does not answer it`);
  }
  const side = d.side;
  if (d.kind === 'action' && !['free-action', 'end-turn'].includes(action.type)) {
    require(s.actionsTaken < rulesOf(s).constants.actionsPerTurn, 'R3.1', 'Both actions of this turn are taken: end the turn (free actions are still allowed)');
  }
  switch (action.type) {
    case 'deploy': return doDeploy(s, side, action);
    case 'move': return doMove(s, side, action);
    case 'naval-move': return doNavalMove(s, side, action);
    case 'declare-attack': return doDeclareAttack(s, side, action.location);
    case 'discard': {
      requireCards(s, side, action.cards, 'R6.5');
      require(action.cards.length > 0, 'R6.5', 'Discard at least one card');
      s.actionsTaken++;
      discardFromHand(s, side, action.cards);
      logEvent(s, 'discard', { side, count: action.cards.length }, ['R6.5'], side);
      return;
    }
    case 'card-action': return doCardAction(s, side, action);
    case 'free-action': {
      requireCards(s, side, [action.card], 'R11.1');
      const ability = abilityOfCard(s, action.card);
      require(ability?.kind === 'free-action', 'R2.3', `${cardName(s, action.card)} has no free action`);
      // R11.1: Conscription is the Union's, Blockade Runner the Confederacy's (the module decides).
      require(usableAbility(s, side, action.card), ability.rule, `${cardName(s, action.card)} is not ${sideName(side)}'s free action`);
      ability.applyFree!(s, side, action.card);
      return;
    }
    case 'pass':
      s.actionsTaken++;
      logEvent(s, 'pass', { side }, ['R6.7'], side);
      return;
    case 'end-turn': return doEndTurn(s, side);
    case 'attacker-card': {
      if (action.card === null) require(s.cards[side].hand.length === 0, 'E3', 'The attacker must play a card face down while he has one (R7.2)');
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
      require(units.every((u) => mine.includes(u.id)), 'R7.7', 'Each side chooses casualties among its own counters in the battle');
      const count = combat.result!.losses[casualtySide(combat)!];
      require(units.length === count, 'R7.7', `${sideName(side)} must lose exactly ${count} counter(s)`);
      takeCasualties(s, side, units.map((u) => u.id));
      return;
    }
    case 'retreat': return doRetreat(s, side, action.moves, action.navalCard);
    case 'cavalry-raid-response': return applyRaidResponse(s, side, action.card);
    case 'second-deploy':
      if (action.deploy) applyFreeDeploy(s, side, action.deploy);
      s.pending = null;
      return;
    case 'rail-move': return applySecondRailMove(s, side, action.move);
    default:
      throw new RuleError('contract', `Unknown action type ${(action as { type: string }).type}`);
  }
}

export function ruleOfDecision(d: Decision): string {
  switch (d.kind) {
    case 'attacker-card': return 'R7.2';
    case 'defender-response': return 'R7.3';
    case 'casualties': return 'R7.7';
    case 'retreat': case 'naval-retreat': return 'R9';
    case 'cavalry-raid-response': return 'R11.2';
    case 'rail-movement': return 'R11.5';
    case 'second-deploy': return 'R11.4';
    default: return 'R8';
  }
}

function doDeploy(s: GameState, side: Side, a: Extract<Action, { type: 'deploy' }>): void {
  requireCards(s, side, [a.card], 'R6.1');
  const card = rulesOf(s).cardById[a.card]!;
  require(card.top, 'R6.1', `${card.name} has no unit to deploy`);
  requireCards(s, side, a.payment ?? [], 'R6.1');
  require(!a.payment.includes(a.card), 'R2.4', 'The deployed card cannot pay for itself');
  require(a.payment.length === card.cost, 'R6.1', `Deploying ${card.name} costs exactly ${card.cost} other card(s) from hand`);
  const top = card.top;
  if (top.kind === 'army' || top.kind === 'fort') {
    requireLocation(s, a.location);
    require(a.half === 'upper' || a.half === 'lower', 'R6.1.1', 'Choose the half of the location');
    require(stockAllows(s, side, card), 'R6.1.1', `No ${top.kind === 'fort' ? 'fort' : `strength-${top.strength} army`} counter is left in the stock`);
    if (a.navalCard !== undefined) {
      require(side === 'union' && top.kind === 'army', 'R6.1.2', 'Only Union armies use port deployment');
      requireCards(s, side, [a.navalCard], 'R6.1.2');
      require(a.navalCard !== a.card && !a.payment.includes(a.navalCard), 'R2.4', 'A card can be used for only one purpose');
      require(rulesOf(s).cardById[a.navalCard]!.naval, 'R6.1.2', `${cardName(s, a.navalCard)} has no naval-movement symbol`);
      require(portDeployLocations(s, side).includes(a.location), 'R6.1.2', `${name(s, a.location)} is not a port ${sideName(side)} controls`);
    } else {
      require(!isContested(s, a.location), 'E2', `${name(s, a.location)} is contested: deploy only into a location you control`);
      require(controllerOf(s, a.location) === side, 'R6.1.1', `${sideName(side)} does not control ${name(s, a.location)}`);
      require(isInSupply(s, side, a.location), 'R5.8',
        `${name(s, a.location)} is not in supply: no rail path to ${side === 'union' ? 'Washington' : 'Richmond or Atlanta'} through locations ${sideName(side)} controls`);
    }
  } else {
    require(a.navalCard === undefined, 'R6.1.2', 'Port deployment is for armies only');
    requireNoPlace(top, a);
  }
  s.actionsTaken++;
  discardFromHand(s, side, a.payment);
  if (a.navalCard) discardFromHand(s, side, [a.navalCard]);
  deployCard(s, side, a.card, a.location, a.half, a.navalCard ? ['R6.1', 'R6.1.2'] : ['R6.1']);
}

function doMove(s: GameState, side: Side, a: Extract<Action, { type: 'move' }>): void {
  requireCards(s, side, [a.card], 'R6.2');
  require(rulesOf(s).cardById[a.card]!.movement, 'R6.2', `${cardName(s, a.card)} has no Movement symbol`);
  requireLocation(s, a.from);
  requireLocation(s, a.to);
  const units = requireUnits(s, a.units);
  require(units.length > 0, 'R6.2', 'Choose at least one army to move');
  for (const u of units) {
    require(u.side === side, 'R6.2', 'You can move only your own armies');
    require(u.kind === 'army', 'R6.2.4', 'Forts never move');
    require(u.location === a.from, 'R6.2.1', `Every moving army must start in ${name(s, a.from)}`);
  }
  require(a.to !== a.from, 'R6.2', 'An army must move to another location');
  require(!isForbidden(s, side, a.to), 'R5.10', `The Confederates may never enter ${name(s, a.to)}`);
  const adjacent = exitBetween(s, a.from, a.to);
  let entry: { via: LocationId; linkId: number; half: 'upper' | 'lower' };
  const adjacentUsable = adjacent && exitHalves(s, side, a.from).includes(adjacent.here);
  if (adjacent && (a.via === undefined || a.via === a.from) && (adjacentUsable || units.length > 1 || a.via === a.from)) {
    require(adjacentUsable, 'E12', `From contested ${name(s, a.from)} units leave only by links entering their own half`);
    entry = { via: a.from, linkId: adjacent.link.id, half: adjacent.toHalf };
  } else {
    require(units.length === 1, 'R6.2.1', 'Several armies move together only to an adjacent location; a long move takes one army (R6.2.2)');
    const entries = longMoveEntries(s, side, a.from).filter((e) => e.exit.to === a.to && (a.via === undefined || e.via === a.via));
    if (!entries.length) {
      // E1 is to blame only when the rulebook pass-through would have found a path.
      const blocked = !s.variants.passThroughContested
        && longMoveEntries({ ...s, variants: { ...s.variants, passThroughContested: true } }, side, a.from)
          .some((e) => e.exit.to === a.to && (a.via === undefined || e.via === a.via));
      throw new RuleError(blocked ? 'E1' : 'R6.2.2',
        `No rail path from ${name(s, a.from)} to ${name(s, a.to)}${a.via ? ` by way of ${name(s, a.via)}` : ''} through locations ${sideName(side)} controls${blocked ? ' (armies may move into a contested location, not through it)' : ''}`);
    }
    const e = entries[0]!;
    entry = { via: e.via, linkId: e.exit.link.id, half: e.exit.toHalf };
  }
  s.actionsTaken++;
  discardFromHand(s, side, [a.card]);
  logEvent(s, 'move', { side, from: a.from, to: a.to, armies: units.length, card: cardName(s, a.card) }, [units.length > 1 || entry.via === a.from ? 'R6.2.1' : 'R6.2.2'], side);
  enterLocation(s, side, units, a.to, entry.half, { mode: 'rail', from: entry.via, linkId: entry.linkId });
}

function doNavalMove(s: GameState, side: Side, a: Extract<Action, { type: 'naval-move' }>): void {
  require(side === 'union', 'R6.3', 'Only the Union moves by sea');
  requireCards(s, side, a.cards, 'R6.3');
  require(a.cards.length > 0, 'R6.3', 'Play at least one naval-movement card');
  for (const c of a.cards) require(rulesOf(s).cardById[c]!.naval, 'R6.3', `${cardName(s, c)} has no naval-movement symbol`);
  requireLocation(s, a.to);
  require(isPort(s, a.to), 'R6.3', `${name(s, a.to)} is not a port`);
  require(Array.isArray(a.moves) && a.moves.length === a.cards.length, 'R6.3', 'Each naval-movement card moves exactly one army');
  const units = requireUnits(s, a.moves.map((m) => m.unit));
  units.forEach((u, i) => {
    const from = a.moves[i]!.from;
    require(u.side === side && u.kind === 'army', 'R6.3', 'Only your own armies move by sea');
    require(u.location === from, 'R6.3', `Unit ${u.id} is not in ${name(s, from)}`);
    require(isPort(s, from), 'R6.3', `${name(s, from)} is not a port`);
    require(from !== a.to, 'R6.3', 'An army sails to another port');
    require(!isContested(s, from) || u.half === harbourHalf(s, from), 'E12', `From contested ${name(s, from)} only armies in its harbour half can sail`);
  });
  s.actionsTaken++;
  discardFromHand(s, side, a.cards);
  logEvent(s, 'naval-move', { side, to: a.to, armies: units.length }, ['R6.3', 'E5'], side);
  enterLocation(s, side, units, a.to, harbourHalf(s, a.to)!, { mode: 'naval' });
}

function doDeclareAttack(s: GameState, side: Side, location: LocationId): void {
  requireLocation(s, location);
  require(isContested(s, location), 'R6.4', `${name(s, location)} is not contested`);
  const armies = armiesAt(s, side, location);
  require(armies.length > 0, 'R6.4', `${sideName(side)} has no army in ${name(s, location)} to attack with`);
  s.actionsTaken++;
  const enemyHalf = halfOf(s, opponent(side), location)!;
  startCombat(s, { location, attacker: side, half: enemyHalf, arrival: { mode: 'declared' }, attackerUnits: armies.map((u) => u.id), wasContested: true });
}

function doCardAction(s: GameState, side: Side, a: Extract<Action, { type: 'card-action' }>): void {
  requireCards(s, side, [a.card], 'R6.6');
  const ability = usableAbility(s, side, a.card);
  if (ability?.kind !== 'action') throw new RuleError('R6.6', `${cardName(s, a.card)} has no Action text`);
  for (const field of CARD_ACTION_FIELDS) {
    require(a[field] === undefined || ability.takes!.includes(field), ability.rule, `${cardName(s, a.card)} takes no ${field}`);
  }
  ability.applyAction!(s, side, a);
}

function doEndTurn(s: GameState, side: Side): void {
  require(s.actionsTaken >= rulesOf(s).constants.actionsPerTurn, 'R3.1', `Take ${rulesOf(s).constants.actionsPerTurn} actions before ending the turn (${s.actionsTaken} taken; Pass counts as one)`);
  logEvent(s, 'end-turn', { side }, ['R3.2'], side);
  checkEndOfTurn(s);
  if (s.winner) return;
  const need = handSize(s, side) - s.cards[side].hand.length;
  if (need > 0) drawCards(s, side, need);
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
    require(rulesOf(s).cardById[card]!.leadership > 0, 'E4', `${cardName(s, card)} has no Leadership value`);
  }
  require(Array.isArray(benefits), 'contract', 'Benefits must be a list');
  requireCards(s, side, [...(card ? [card] : []), ...benefits.map((b) => b.card)], 'R7.3');
  const candidates = reinforcementCandidates(s, combat).map((u) => u.id);
  const units = new Set<string>();
  for (const b of benefits) {
    // R7.3: each Benefit card is played as one of the plays its ability allows (cards/).
    const plays = usableAbility(s, side, b.card)?.plays ?? [];
    if (b.kind === 'high-ground') {
      require(plays.includes('high-ground'), 'R11.3', `${cardName(s, b.card)} is not a High Ground card`);
      // A High Ground play brings no army: an action naming one is not the one the list offers.
      require((b as { unit?: unknown }).unit === undefined, 'R11.3', `${cardName(s, b.card)} played as High Ground brings no army`);
    } else if (b.kind === 'reinforcements') {
      require(plays.includes('reinforcements'), 'R11.6', `${cardName(s, b.card)} is not a Reinforcements card`);
      require(!units.has(b.unit), 'R11.6', 'Each Reinforcements card brings a different army');
      require(candidates.includes(b.unit), 'R11.6',
        combat.wasContested ? 'Reinforcements come from a location linked to the defender\'s half of the battle' : 'Reinforcements come from a location rail-linked to the battle');
      units.add(b.unit);
    } else {
      throw new RuleError('contract', 'A benefit is high-ground or reinforcements');
    }
  }
  stand(s, card, benefits);
}

function doWithdraw(s: GameState, side: Side, moves: SplitMove<LocationId | 'other-half'>[], navalCard?: CardId): void {
  const combat = s.combat!;
  const armies = defenderArmies(s, combat);
  require(armies.length > 0, 'R8.5', 'Forts cannot withdraw');
  require(Array.isArray(moves), 'contract', 'Moves must be a list');
  const units = requireUnits(s, moves.map((m) => m.unit));
  require(units.length === armies.length && units.every((u) => armies.includes(u)), 'R8.1', 'A withdrawal takes every defending army');
  if (navalCard !== undefined) {
    require(navalEscapeOpen(s, combat, side), 'E6', `Naval withdrawal goes from a port other than Washington to a Union-controlled Washington`);
    requireCards(s, side, [navalCard], 'R8.6');
    require(rulesOf(s).cardById[navalCard]!.naval, 'R8.6', `${cardName(s, navalCard)} has no naval-movement symbol`);
    require(moves.some((m) => sails(m, navalCard)), 'E17', 'A naval-movement card is played only when at least one army withdraws by sea');
  }
  const refuges = combat.wasContested ? railRefuges(s, combat, side).map((r) => r.to) : [];
  for (const m of moves) {
    if (sails(m, navalCard)) {
      require(m.to === 'washington', 'R8.6', 'Naval withdrawal goes back to Washington');
      continue;
    }
    require(m.by !== 'sea', 'R8.6', 'Withdrawing by sea needs a naval-movement card');
    if (!combat.wasContested) {
      require(m.to === 'other-half', 'R8.2', `The defender withdraws into the other half of ${name(s, combat.location)}`);
    } else {
      require(m.to !== 'other-half' && refuges.includes(m.to), 'R8.4',
        `${m.to === 'other-half' ? 'The other half' : name(s, m.to)} is not a place to withdraw to: a connected location you control or a half holding your units, by a link leaving your half`);
    }
  }
  withdraw(s, moves, navalCard);
}

function doRetreat(s: GameState, side: Side, moves: SplitMove[], navalCard?: CardId): void {
  const combat = s.combat!;
  require(Array.isArray(moves), 'contract', 'Moves must be a list');
  const survivors = battleUnits(s, combat, side);
  const units = requireUnits(s, moves.map((m) => m.unit));
  require(units.every((u) => survivors.includes(u)), 'R9', 'Only the losing side\'s surviving armies retreat');
  const refuges = retreatRefuges(s, combat).map((r) => r.to);
  const canSail = navalEscapeOpen(s, combat, side) && s.cards[side].hand.some((c) => rulesOf(s).cardById[c]!.naval);
  if (navalCard !== undefined) {
    require(navalEscapeOpen(s, combat, side), 'E6', 'Naval retreat goes from a port other than Washington to a Union-controlled Washington');
    requireCards(s, side, [navalCard], 'R9.3');
    require(rulesOf(s).cardById[navalCard]!.naval, 'R9.3', `${cardName(s, navalCard)} has no naval-movement symbol`);
    require(moves.some((m) => sails(m, navalCard)), 'E17', 'A naval-movement card is played only when at least one army retreats by sea');
  } else if (refuges.length === 0) {
    require(moves.length === 0, 'R9.4', 'There is no legal retreat by rail');
    require(!canSail, 'R9.4', 'A naval retreat is possible: play a naval-movement card (R9.3)');
  }
  if (refuges.length > 0 || navalCard !== undefined) require(units.length === survivors.length, 'R9.4', 'Every surviving army must retreat while a retreat is possible');
  for (const m of moves) {
    if (sails(m, navalCard)) {
      require(m.to === 'washington', 'R9.3', 'Naval retreat goes back to Washington');
      continue;
    }
    require(m.by !== 'sea', 'R9.3', 'Retreating by sea needs a naval-movement card');
    require(refuges.includes(m.to), combat.attacker === side && combat.mode === 'rail' ? 'R9.2' : 'R9.1',
      combat.attacker === side && combat.mode === 'rail'
        ? `A losing attacker returns to the location he attacked from, ${name(s, combat.from!)}`
        : `${name(s, m.to)} is not a place to retreat to: a connected location you control or a half holding your units, never a half with enemy units`);
  }
  retreat(s, moves, navalCard);
}

/** True when a decision's only choice follows from public information, so making it reveals nothing. */
function forcedInPublic(s: GameState, d: Decision): boolean {
  if (s.cards[d.side].hand.length === 0) return true;
  if (d.kind === 'casualties') return true;
  if (d.kind === 'retreat') return !navalEscapeOpen(s, s.combat!, d.side);
  // X22: a raided side holding no Cavalry Raid can only let the raid happen (R11.2); the engine
  // lets it, so no hand-off asks a question with one answer. This tells the raider only that no
  // Cavalry Raid was in that hand, which declining tells him anyway: cancelling costs one card
  // that is drawn back, letting it happen costs two, so a side holding one cancels.
  if (d.kind === 'cavalry-raid-response') return true;
  return false;
}

/** Resolves decisions with a single choice that reveals nothing (mutates). */
function autoResolve(s: GameState): void {
  for (let guard = 0; guard < 50; guard++) {
    const d = currentDecision(s);
    if (!d || d.kind === 'action' || !forcedInPublic(s, d)) return;
    const acts = enumerateLegalActions(s);
    if (acts.length !== 1) return;
    perform(s, acts[0]!);
  }
}

/** Applies `action` (pure). Throws RuleError when it is illegal or malformed; the input is untouched. */
export function applyActionImpl(state: GameState, action: Action): GameState {
  checkActionShape(action);
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
