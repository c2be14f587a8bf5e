/**
 * The shape of one card ability (R11): how it is offered (its part of `legalActions`), checked and
 * applied (its part of `applyAction`) and described. Each ability lives in one module of this
 * folder; `index.ts` keys them by the card text of the data rows (`CardText`).
 */
import type { CardData, CardText } from '../../data/types';
import type { Action, BenefitPlay, CardId, GameState, Side } from '../types';
import type { RulesetTables } from '../ruleset';

/**
 * What kind of play the ability is: a free action (R2.3, not counted against the two actions), an
 * action (R6.6, counts as one), or a Benefit the defender plays when standing (R7.3).
 */
export type AbilityKind = 'free-action' | 'action' | 'benefit';

/** The card-action an action ability answers. */
export type CardAction = Extract<Action, { type: 'card-action' }>;

/** The optional fields of a card-action, each read by one kind of ability. */
export type CardActionField = 'deploys' | 'moves';
/** Every optional field of a card-action. */
export const CARD_ACTION_FIELDS: readonly CardActionField[] = ['deploys', 'moves'];

/** One card ability. Optional members are present exactly for the kinds that need them. */
export interface CardAbility {
  /** The module's name, e.g. 'free-deploy' (also the bot's key for its value of the ability). */
  readonly id: AbilityId;
  /** The card texts (data rows' last column) carrying this ability. */
  readonly texts: readonly CardText[];
  readonly kind: AbilityKind;
  /** The rule implementing it, e.g. 'R11.4'. */
  readonly rule: string;
  /**
   * Whether the holder `side` may use `card` this way. Decided here once for listing and checking
   * (R11.1: Conscription is the Union's, Blockade Runner the Confederacy's — the card's own side).
   */
  usableBy(card: CardData, side: Side): boolean;
  /** Action phase: appends the free action or card-action(s) `card` offers (one per distinct outcome). */
  offer?(state: GameState, side: Side, card: CardId, out: Action[]): void;
  /** Applies a free action of `card` to the draft (mutates); the card is known to be in hand and usable. */
  applyFree?(s: GameState, side: Side, card: CardId): void;
  /**
   * Action: the card-action fields the ability reads (R6.6). The checker refuses a card-action
   * carrying another one, so that an accepted card-action is always one `offer` lists.
   */
  readonly takes?: readonly CardActionField[];
  /** Checks and applies a card-action to the draft (mutates); throws RuleError naming the rule. */
  applyAction?(s: GameState, side: Side, action: CardAction): void;
  /** A short English label of a card-action of this ability, e.g. "Paper Money (U26): deploy …". */
  describe?(t: RulesetTables, action: CardAction, cardLabel: (id: CardId) => string, place: (id: string) => string): string;
  /** Benefit: the benefit-play kinds the card may be played as (R11.3, R11.6). */
  readonly plays?: readonly BenefitPlay['kind'][];
}

/** The names of the ability modules (one file each in `src/engine/cards/`). */
export type AbilityId = 'free-draw' | 'cavalry-raid' | 'high-ground' | 'free-deploy' | 'rail-movement' | 'reinforcements';

/** `usableBy` of an ability any holder may use. */
export const anyHolder = (): boolean => true;
