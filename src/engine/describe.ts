/** Short plain-language labels for actions (for menus, the bot's explanations and tests). */
import type { Action, LocationId, SplitMove } from './types';
import { sails } from './combat';
import { defaultRules, rulesOf, type RulesetTables } from './ruleset';
import type { HasRuleset } from './map';
import { abilityOf } from './cards';
import { englishList as list } from './rule-errors';

const place = (t: RulesetTables, id: LocationId | 'other-half') => (id === 'other-half' ? 'the other half' : t.locationById[id]?.name ?? id);
const armies = (n: number) => `${n} ${n === 1 ? 'army' : 'armies'}`;
const card = (t: RulesetTables, id: string) => `${t.cardById[id]?.name ?? id} (${id})`;

/**
 * Where a withdrawal or retreat sends its armies: "by sea to Washington with Foote (U15)", "to
 * Atlanta", or, split between places or between sea and land (R8.4, R9.1, E17), which army goes
 * where: "u3 by sea to Washington with Foote (U15); u4 to Atlanta" (the UI spells out the ids).
 */
function splitText(t: RulesetTables, moves: readonly SplitMove<LocationId | 'other-half'>[], navalCard: string | undefined): string {
  const sea = navalCard ? `by sea to Washington with ${card(t, navalCard)}` : '';
  const groups = new Map<string, string[]>();
  for (const m of moves) {
    const where = sails(m, navalCard) ? sea : `to ${place(t, m.to)}`;
    groups.set(where, [...(groups.get(where) ?? []), m.unit]);
  }
  if (groups.size === 1) return [...groups.keys()][0]!;
  // Split between places (R8.4, R9.1, E17): say which army goes where, so options stay distinct.
  return [...groups].map(([where, units]) => `${list(units)} ${where}`).join('; ');
}

/**
 * A one-line description of an action, e.g. "Move 2 armies from Washington to Manassas with
 * McClellan (U30)". Names come from `state`'s ruleset (a state or a view; the default without one).
 */
export function describeAction(action: Action, state?: HasRuleset): string {
  const t = state ? rulesOf(state) : defaultRules();
  switch (action.type) {
    case 'deploy': {
      const where = action.location ? ` in ${place(t, action.location)} (${action.half} half)` : '';
      const pay = action.payment.length ? `, paying ${list(action.payment.map((c) => card(t, c)))}` : '';
      return `Deploy ${card(t, action.card)}${where}${pay}${action.navalCard ? `, port deployment with ${card(t, action.navalCard)}` : ''}`;
    }
    case 'move':
      return `Move ${armies(action.units.length)} from ${place(t, action.from)} to ${place(t, action.to)}${action.via && action.via !== action.from ? ` by way of ${place(t, action.via)}` : ''} with ${card(t, action.card)}`;
    case 'naval-move':
      return `Sail ${armies(action.moves.length)} to ${place(t, action.to)} from ${list([...new Set(action.moves.map((m) => place(t, m.from)))])} with ${list(action.cards.map((c) => card(t, c)))}`;
    case 'declare-attack': return `Attack in ${place(t, action.location)}`;
    case 'discard': return `Discard ${list(action.cards.map((c) => card(t, c)))}`;
    case 'card-action': {
      // R11: the card's ability module words its own action.
      const ability = t.cardById[action.card] ? abilityOf(t.cardById[action.card]!) : null;
      if (ability?.describe) return ability.describe(t, action, (id) => card(t, id), (id) => place(t, id as LocationId));
      return `Play ${card(t, action.card)}`;
    }
    case 'free-action': return `Free action: ${card(t, action.card)}`;
    case 'pass': return 'Pass';
    case 'end-turn': return 'End turn';
    case 'attacker-card': return action.card ? `Play ${card(t, action.card)} face down` : 'Attack without a card';
    case 'stand': {
      const parts = [action.card ? `Stand with ${card(t, action.card)}` : 'Stand without a Leadership card'];
      // A High Ground card played as High Ground is only named (R11.3): "High Ground (C30)", not "… as High Ground".
      for (const b of action.benefits) {
        parts.push(b.kind === 'reinforcements' ? `${card(t, b.card)} bringing army ${b.unit}` : t.cardById[b.card]?.text === 'high-ground' ? card(t, b.card) : `${card(t, b.card)} as High Ground`);
      }
      return list(parts);
    }
    case 'withdraw': return `Withdraw ${splitText(t, action.moves, action.navalCard)}`;
    case 'casualties': return `Lose ${list(action.units)}`;
    case 'retreat':
      return action.moves.length ? `Retreat ${splitText(t, action.moves, action.navalCard)}` : 'No retreat possible: the armies are eliminated';
    case 'cavalry-raid-response': return action.card ? `Cancel the raid with ${card(t, action.card)}` : 'Let the raid happen';
    case 'second-deploy': return action.deploy ? `Second deploy: ${card(t, action.deploy.card)}${action.deploy.location ? ` in ${place(t, action.deploy.location)} (${action.deploy.half})` : ''}` : 'No second deploy';
    case 'rail-move': return action.move ? `Rail Movement: army ${action.move.unit} to ${place(t, action.move.to)}` : 'No second army by rail';
  }
}
