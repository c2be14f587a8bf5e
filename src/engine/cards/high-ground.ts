/**
 * R11.3 High Ground: a Benefit — the standing defender adds `highGroundBonus` to his strength
 * (the strength term itself is counted in combat.ts's reveal, from the benefit play's kind).
 */
import type { CardAbility } from './ability';

export const highGround: CardAbility = {
  id: 'high-ground',
  texts: ['high-ground'],
  kind: 'benefit',
  rule: 'R11.3',
  usableBy: () => true,
  plays: ['high-ground'],
};
