/**
 * The card abilities of R11, one module each, keyed by the card text written in the data rows
 * (`CardText`). The engine's listers, checkers and describers dispatch here; the bot reads an
 * ability's kind here. Adding a card with an existing ability needs only a data row; a new
 * ability is one module added to `ABILITIES` (docs/adding-a-card.md).
 */
import type { CardData, CardText } from '../../data/types';
import type { CardId } from '../types';
import type { HasRuleset } from '../map';
import type { AbilityId, CardAbility } from './ability';
import { rulesOf } from '../ruleset';
import { freeDraw } from './free-draw';
import { cavalryRaid } from './cavalry-raid';
import { highGround } from './high-ground';
import { freeDeploy } from './free-deploy';
import { railMovement } from './rail-movement';
import { reinforcements } from './reinforcements';

export type { AbilityId, AbilityKind, CardAbility, CardAction, CardActionField } from './ability';
export { CARD_ACTION_FIELDS } from './ability';
export { raidResponses, applyRaidResponse } from './cavalry-raid';
export { secondDeploys, applyFreeDeploy } from './free-deploy';
export { secondRailMoves, applySecondRailMove } from './rail-movement';

/** Every ability module, by its id. */
export const ABILITIES: Readonly<Record<AbilityId, CardAbility>> = {
  'free-draw': freeDraw,
  'cavalry-raid': cavalryRaid,
  'high-ground': highGround,
  'free-deploy': freeDeploy,
  'rail-movement': railMovement,
  'reinforcements': reinforcements,
};

/** The ability of each card text (R11); built from the modules' `texts`, so each text has exactly one. */
export const ABILITY_OF_TEXT: Readonly<Record<CardText, CardAbility>> = (() => {
  const out: Partial<Record<CardText, CardAbility>> = {};
  for (const a of Object.values(ABILITIES)) {
    for (const text of a.texts) {
      if (out[text]) throw new Error(`Card text ${text} has two abilities: ${out[text].id} and ${a.id}`);
      out[text] = a;
    }
  }
  return out as Record<CardText, CardAbility>;
})();

/** The ability printed on `card` (R11), or null for a card without text. */
export function abilityOf(card: Pick<CardData, 'text'>): CardAbility | null {
  return card.text ? ABILITY_OF_TEXT[card.text] : null;
}

/** The ability of card `id` in `state`'s ruleset, or null (also for an unknown card). */
export function abilityOfCard(state: HasRuleset, id: CardId): CardAbility | null {
  const card = rulesOf(state).cardById[id];
  return card ? abilityOf(card) : null;
}

/** The ability `side` may use with card `id` now held (R11; see `CardAbility.usableBy`), or null. */
export function usableAbility(state: HasRuleset, side: CardData['side'], id: CardId): CardAbility | null {
  const card = rulesOf(state).cardById[id];
  const a = card ? abilityOf(card) : null;
  return a && a.usableBy(card!, side) ? a : null;
}
