/**
 * A refusal in the UI's language (issue 7 item 6): the engine's `RuleError` (and `whyNot`) carries
 * a message key (`ruleError.<key>`) and plain arguments beside its English `message`; this renders
 * the key through i18next with places and cards named in the UI's language, sides, piles and
 * decisions translated, and `count` choosing the plural form. The rule id is left to a badge.
 */
import type { TFunction } from 'i18next';
import { PLACE_ARGS, type ErrorArgs } from '../../engine/rule-errors';
import { cardName, locationName } from './labels';

/** What the UI keeps of a refusal: the engine's key and arguments (a text the UI wrote itself has `message` only). */
export interface KeyedMessage {
  /** The English message (the engine's), or a text the UI already translated when there is no `key`. */
  message: string;
  key?: string;
  args?: ErrorArgs;
}

/** The text of a refusal in the UI's language, without its rule id (shown as a badge). */
export function errorText(t: TFunction, error: KeyedMessage): string {
  if (!error.key) return error.message;
  const given = error.args ?? {};
  const args: Record<string, string | number> = { ...given };
  for (const k of PLACE_ARGS) if (typeof given[k] === 'string') args[k] = locationName(given[k]);
  if (typeof given.card === 'string') {
    args.cardId = given.card;
    args.card = cardName(given.card);
  }
  if (given.side === 'union' || given.side === 'confederate') args.side = t(`ruleError.side.${given.side}`);
  if (typeof given.pile === 'string') args.pile = t(`ruleError.pile.${given.pile}`);
  if (typeof given.decision === 'string') args.decision = t(`status.decision.${given.decision}`);
  const text = t(error.key, args);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
