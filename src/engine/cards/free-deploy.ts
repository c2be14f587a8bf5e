/**
 * R11.4 Paper Money (Union) / Cotton Bonds (Confederacy): an action — deploy up to `freeDeploys`
 * units from hand without their cost, each placed as R6.1.1. The lister offers the first unit;
 * the second is its own decision ('second-deploy', X9, X10).
 */
import type { CardData } from '../../data/types';
import type { Action, FreeDeploy, GameState, Half, LocationId, Side } from '../types';
import type { CardAbility } from './ability';
import { require } from '../errors';
import { requireCards, requireDeployPlace, requireNoPlace } from '../checks';
import { deployCard, deployLocations, requireDeployLocation, stockAllows } from '../deploy';
import { discardFromHand } from '../deck';
import { cardName, logEvent } from '../log';
import { rulesOf } from '../ruleset';

const HALVES: Half[] = ['upper', 'lower'];

/** The placements of one free deploy of `card` among `locs` (R6.1.1); none when the stock is out. */
function targets(state: GameState, side: Side, card: CardData, locs: LocationId[]): FreeDeploy[] {
  const top = card.top!;
  if (top.kind === 'ship' || top.kind === 'politician') return [{ card: card.id }];
  if (!stockAllows(state, side, card)) return [];
  const out: FreeDeploy[] = [];
  for (const location of locs) for (const half of HALVES) out.push({ card: card.id, location, half });
  return out;
}

/** Every single free deploy `side` could make from hand, except of the card `except`. */
function freeDeployChoices(state: GameState, side: Side, except: string | null): FreeDeploy[] {
  const locs = deployLocations(state, side);
  const out: FreeDeploy[] = [];
  for (const c of state.cards[side].hand) {
    const data = rulesOf(state).cardById[c]!;
    if (c === except || !data.top) continue;
    out.push(...targets(state, side, data, locs));
  }
  return out;
}

export const freeDeploy: CardAbility = {
  id: 'free-deploy',
  texts: ['paper-money', 'cotton-bonds'],
  kind: 'action',
  rule: 'R11.4',
  takes: ['deploys'],
  usableBy: () => true,
  offer(state, side, card, out) {
    for (const t of freeDeployChoices(state, side, card)) out.push({ type: 'card-action', card, deploys: [t] });
  },
  applyAction(s, side, a) {
    const deploys = a.deploys;
    require(Array.isArray(deploys) && deploys.length >= 1 && deploys.length <= rulesOf(s).constants.freeDeploys, 'R11.4', 'free-deploy-count', { card: a.card });
    requireCards(s, side, deploys.map((x) => x.card), 'R11.4');
    require(!deploys.some((x) => x.card === a.card), 'R2.4', 'card-one-purpose');
    s.actionsTaken++;
    discardFromHand(s, side, [a.card]);
    logEvent(s, 'card-action', { side, card: cardName(s, a.card) }, ['R11.4'], side);
    // A deploy that ends the game (a politician, R12.1) ends the action: nothing follows it (issue 8).
    for (const dep of deploys) if (!s.winner) applyFreeDeploy(s, side, dep);
    // With one deploy given, a second unit may follow as its own decision (R11.4, X9).
    if (deploys.length === 1 && !s.winner) s.pending = { kind: 'second-deploy', card: a.card };
  },
  describe: (_t, a, label, place) =>
    `${label(a.card)}: deploy ${(a.deploys ?? []).map((d) => `${label(d.card)}${d.location ? ` in ${place(d.location)} (${d.half})` : ''}`).join(' and ')}`,
};

/** R11.4 (X9, X10): the answers to 'second-deploy' — none, or one more unit from hand. */
export function secondDeploys(state: GameState): Action[] {
  return [{ type: 'second-deploy', deploy: null }, ...freeDeployChoices(state, state.active, null).map((deploy) => ({ type: 'second-deploy' as const, deploy }))];
}

/** R11.4: deploys one unit from hand without its cost, placed as R6.1.1 (mutates); throws RuleError. */
export function applyFreeDeploy(s: GameState, side: Side, dep: FreeDeploy): void {
  require(dep && typeof dep === 'object', 'contract', 'deploy-shape');
  requireCards(s, side, [dep.card], 'R11.4');
  const card = rulesOf(s).cardById[dep.card]!;
  require(card.top, 'R11.4', 'deploy-no-unit', { card: dep.card });
  if (card.top.kind === 'army' || card.top.kind === 'fort') {
    require(dep.location !== undefined, 'R11.4', 'choose-location', { card: dep.card });
    requireDeployPlace(s, side, dep.location, dep.half);
    require(stockAllows(s, side, card), 'R6.1.1', 'stock-empty-card', { card: dep.card });
    // Each placement must be legal (R11.4): the refusal names the rule it breaks (E2, R6.1.1, R5.8), as a paid deploy's does.
    requireDeployLocation(s, side, dep.location);
  } else requireNoPlace(card.top, dep);
  deployCard(s, side, dep.card, dep.location, dep.half, ['R11.4']);
}
