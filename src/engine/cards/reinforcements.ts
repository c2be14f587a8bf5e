/**
 * R11.6 Reinforcements: a Benefit — the standing defender brings one army from a location linked to
 * the battle (reinforcementCandidates in combat.ts); this edition lets the card also be played as
 * High Ground (R11.3), as the checker always has.
 */
import type { CardAbility } from './ability';

export const reinforcements: CardAbility = {
  id: 'reinforcements',
  texts: ['reinforcements'],
  kind: 'benefit',
  rule: 'R11.6',
  usableBy: () => true,
  plays: ['high-ground', 'reinforcements'],
};
