/**
 * Per-viewer views (contract `viewFor`): hidden information is decided here. A view never holds
 * a card id of the other side's hand or draw pile; face-down combat cards stay hidden until the
 * reveal; discard and removed piles are the owner's only unless the open-discards variant (E16).
 */
import type { GameState, LocationId, PlayerView, Side } from './types';
import { controllerOf, isContested } from './control';

import { handSize } from './deck';
import { victoryPoints } from './score';
import { currentDecision } from './decision';
import { rulesOf } from './ruleset';
import { pendingOf } from './pending';
import { suppliedList } from './supply';

/** A pending choice without its `kind` (the view's per-kind fields), or null. */
function withoutKind<T extends { kind: string }>(p: T | null): Omit<T, 'kind'> | null {
  if (!p) return null;
  const { kind: _kind, ...rest } = p;
  return rest;
}

/** What `viewer` may see of the state. */
export function buildView(state: GameState, viewer: Side | 'observer'): PlayerView {
  const control = {} as Record<LocationId, Side | null>;
  const contested: LocationId[] = [];
  for (const id of rulesOf(state).locationIds) {
    control[id] = controllerOf(state, id);
    if (isContested(state, id)) contested.push(id);
  }
  // Supply is a public fact of the map (R5.8): the view carries it so no reader traces it again.
  const supplied = {} as PlayerView['supplied'];
  for (const side of ['union', 'confederate'] as Side[]) supplied[side] = suppliedList(state, side);
  const sides = {} as PlayerView['sides'];
  for (const side of ['union', 'confederate'] as Side[]) {
    const c = state.cards[side];
    const open = viewer === side || state.variants.openDiscards;
    sides[side] = {
      handCount: c.hand.length, drawCount: c.draw.length, discardCount: c.discard.length, removedCount: c.removed.length,
      pileICount: c.pileI.length, pileIICount: c.pileII.length, reshuffles: c.reshuffles,
      handSize: handSize(state, side),
      ...(open ? { discard: c.discard.slice(), removed: c.removed.slice() } : {}),
    };
  }
  let combat: PlayerView['combat'] = null;
  if (state.combat) {
    const c = state.combat;
    const revealed = !!c.result;
    const { attackerCard, defenderCard, ...rest } = structuredClone(c);
    combat = rest;
    // Keys are present only when a card was played, so a view round-trips through JSON exactly.
    if (attackerCard !== undefined) combat.attackerCard = revealed || viewer === c.attacker || attackerCard === null ? attackerCard : { hidden: true };
    if (defenderCard !== undefined) combat.defenderCard = revealed || viewer === c.defender || defenderCard === null ? defenderCard : { hidden: true };
  }
  return {
    viewer,
    ruleset: state.ruleset,
    turn: state.turn,
    active: state.active,
    actionsTaken: state.actionsTaken,
    decision: currentDecision(state),
    winner: state.winner ? { ...state.winner } : null,
    variants: { ...state.variants },
    units: state.units.map((u) => ({ ...u })),
    control,
    contested,
    supplied,
    flags: { ...state.flags },
    captured: state.captured.slice(),
    blockade: state.blockade,
    europe: state.europe,
    vp: victoryPoints(state),
    hand: viewer === 'observer' ? [] : state.cards[viewer].hand.slice(),
    sides,
    combat,
    pending: state.pending ? { ...state.pending } : null,
    raid: withoutKind(pendingOf(state, 'cavalry-raid-response')),
    railMove: withoutKind(pendingOf(state, 'rail-movement')),
    freeDeploy: withoutKind(pendingOf(state, 'second-deploy')),
    lastBattle: state.lastBattle ? structuredClone(state.lastBattle) : null,
    log: state.log.filter((e) => !e.privateTo || e.privateTo === viewer),
    checkpoint: state.checkpoint,
  };
}
