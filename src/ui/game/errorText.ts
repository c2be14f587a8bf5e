/**
 * A refusal in the UI's language (issue 7 item 6): the engine's `RuleError` (and `whyNot`) carries
 * a message key (`ruleError.<key>`) and plain arguments beside its English `message`; this renders
 * the key through i18next with places and cards named in the UI's language, sides, piles and
 * decisions translated, and `count` choosing the plural form. The rule id is left to a badge.
 */
import type { TFunction } from 'i18next';
import { PLACE_ARGS, type ErrorArgs } from '../../engine/rule-errors';
import { cardName, listText, locationName } from './labels';

/** What the UI keeps of a refusal: the engine's key and arguments (a text the UI wrote itself has `message` only). */
export interface KeyedMessage {
  /** The English message (the engine's), or a text the UI already translated when there is no `key`. */
  message: string;
  key?: string;
  args?: ErrorArgs;
}

/**
 * Arguments of a refusal (or of a position problem it carries) as the UI's strings print them:
 * places (several as a list) and cards by name, sides (`side`, `side2`), piles (`pile`, `pile2`), decisions, action
 * types (`type`) and card roles (`what`) translated.
 */
function shownArgs(t: TFunction, given: ErrorArgs): Record<string, string | number> {
  const args: Record<string, string | number> = { ...given };
  // Several places (`places`: ids joined by commas, R8.4) are named as a list in the UI's language's way (CLDR).
  for (const k of PLACE_ARGS) if (typeof given[k] === 'string') args[k] = listText(given[k].split(',').map(locationName));
  if (typeof given.card === 'string') {
    args.cardId = given.card;
    args.card = cardName(given.card);
  }
  for (const [k, v] of Object.entries(given)) {
    if (typeof v !== 'string') continue;
    if (/^side\d?$/.test(k) && (v === 'union' || v === 'confederate')) args[k] = t(`ruleError.side.${v}`);
    if (/^pile\d?$/.test(k)) args[k] = t(`ruleError.pile.${v}`);
  }
  if (typeof given.decision === 'string') args.decision = t(`status.decision.${given.decision}`);
  // An action type by the name its button bears ("Declare attack"), or by its name for a sentence where the
  // button names only one of its answers ("Attacker's face-down card", not "Attack without a card"); one
  // the UI has no name for, by its id.
  if (typeof given.type === 'string') args.type = t(`actionType.${given.type}`, { defaultValue: t(`builder.button.${given.type}`, { defaultValue: given.type }) });
  if (typeof given.what === 'string') args.what = t(`positionProblem.what.${given.what}`);
  return args;
}

/**
 * The text of a refusal in the UI's language. A refusal that wraps a position's problem (`problem`:
 * its key of `POSITION_PROBLEMS`) or a schema issue (`issue`: its kind) says that detail in the UI's
 * language too, not in the engine's English. `badge`: the rule id the caller shows beside the text
 * as a badge; a template that cites it (`… (R5.10)`, `… forts (R1.1): fort at …`) does not say it a second time.
 */
export function errorText(t: TFunction, error: KeyedMessage, badge?: string | null): string {
  if (!error.key) return error.message;
  const given = error.args ?? {};
  const args = shownArgs(t, given);
  if (typeof given.problem === 'string') args.detail = t(`positionProblem.${given.problem}`, args);
  else if (typeof given.issue === 'string') args.detail = t(`schemaIssue.${given.issue}`, { known: given.known ?? '' });
  let text = t(error.key, args);
  const cited = badge ? text.indexOf(`(${badge})`) : -1;
  if (cited >= 0) text = (text.slice(0, cited).trimEnd() + text.slice(cited + badge!.length + 2)).trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
