/**
 * The bot's value of each card ability (R11), in "army strength points" (≈ 1 per strength point on
 * the map), added to the value of holding a card that carries it (cards.ts `cardValue`). One entry
 * per ability module of src/engine/cards/, keyed by its id: a new ability needs one value here, and
 * the compiler asks for it (docs/adding-a-card.md). Cards with an existing ability need nothing.
 */
import type { AbilityId } from '../engine';

export const ABILITY_VALUE: Readonly<Record<AbilityId, number>> = {
  'free-draw': 1.2, // R11.1: three new cards for nothing
  'free-deploy': 0.8, // R11.4: up to two units without their cost
  'cavalry-raid': 0.6, // R11.2: two random enemy cards gone
  'high-ground': 0.5, // R11.3: a defence bonus
  'reinforcements': 0.5, // R11.6: an army joins a defence
  'rail-movement': 0.4, // R11.5: two armies move for one action
};
