/**
 * Canonical action keys: a string naming what an action does, independent of unit ids and of
 * which copy of an identical card is used. Two actions with the same key in one position have the
 * same outcome, so the search can share statistics between determinizations whose unit ids or
 * card copies differ.
 */
import { botRules, perRuleset } from './rules';
import type { CardId } from '../data';
import type { Action } from '../engine';

/** Card id → the first id of a card with identical data (same name, symbols and values), per ruleset. */
const cardClasses = () => perRuleset('card-classes', (t) => {
  const classes: Record<string, string> = Object.create(null);
  const firstBySig: Record<string, string> = {};
  for (const c of t.ruleset.cards) {
    const sig = JSON.stringify([c.side, c.name, c.pile === 'base' ? 0 : 1, c.top ?? null, c.cost ?? 0, c.leadership, c.movement, c.naval, c.text ?? null]);
    firstBySig[sig] ??= c.id;
    classes[c.id] = firstBySig[sig]!;
  }
  return classes;
});

/** The class id of a card: equal for functionally identical copies. */
export function cardClass(id: CardId): string {
  return cardClasses()[id] ?? id;
}

type UnitNamer = (unitId: string) => string;

function canon(value: unknown, field: string, unitName: UnitNamer): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (Array.isArray(value)) {
    const items = value.map((v) => canon(v, field, unitName));
    return items.map((v) => JSON.stringify(v)).sort();
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value as object).sort()) {
      out[k] = canon((value as Record<string, unknown>)[k], k, unitName);
    }
    return out;
  }
  if (typeof value === 'string') {
    if (field === 'card' || field === 'navalCard' || field === 'cards' || field === 'payment') return cardClass(value);
    if (field === 'unit' || field === 'units') return unitName(value);
  }
  return value;
}

/**
 * The canonical key of an action. `unitName` maps a unit id to its interchangeability class
 * (see `unitSignature`); unknown ids should map to themselves.
 */
export function actionKey(action: Action, unitName: UnitNamer): string {
  return JSON.stringify(canon(action, '', unitName));
}

/**
 * A coarse key grouping actions that differ only in details the heuristics barely tell apart:
 * which cards pay a cost or a move, and the half of an army deployed (E13: halves matter only in
 * contested locations). Used to keep candidate lists diverse; never to pick the action itself.
 */
export function coarseKey(action: Action, unitName: UnitNamer): string {
  switch (action.type) {
    case 'deploy': {
      const fort = botRules().cardById[action.card]?.top?.kind === 'fort';
      return `deploy/${cardClass(action.card)}/${action.location ?? ''}/${fort ? action.half : ''}/${action.navalCard ? 'port' : ''}`;
    }
    case 'move':
      return `move/${action.from}/${action.to}/${action.via ?? ''}/${action.units.map(unitName).sort().join(',')}`;
    case 'naval-move':
      return `naval/${action.to}/${action.moves.map((m) => unitName(m.unit)).sort().join(',')}`;
    case 'discard':
      return `discard/${action.cards.length}`;
    case 'card-action': {
      const deploys = (action.deploys ?? []).map((d) => `${cardClass(d.card)}@${d.location ?? ''}${botRules().cardById[d.card]?.top?.kind === 'fort' ? d.half : ''}`).sort().join(',');
      const moves = (action.moves ?? []).map((m) => `${unitName(m.unit)}>${m.to}`).sort().join(',');
      return `card/${cardClass(action.card)}/${deploys}/${moves}`;
    }
    default:
      return actionKey(action, unitName);
  }
}
