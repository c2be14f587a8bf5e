/**
 * The game log in the UI's language (issue 7 item 6): a log entry is the engine's message key and
 * arguments (`LogEntry`), rendered here through i18next (`logEntry.<key>`) — places, sides and card
 * names translated, a count choosing the plural form. The rule ids it applies are left to badges.
 * Every engine key has its English (built from `LOG_TEMPLATES`), so the engine's own English
 * (`describeLogEntry`) stays out of the first-paint bundle.
 */
import type { TFunction } from 'i18next';
import type { LogEntry } from '../../engine/types';
import { isNamesake } from '../../engine/log-messages';
import { cardNameKey } from '../../i18n/keys';
import { listText, locationName } from './labels';

type Args = Record<string, string | number>;

/** Arguments that name a side (the log says "Union forces", "Confederates"). */
const SIDE_ARGS = ['side', 'attacker', 'defender', 'winner', 'raider'];
/** Arguments that name a location by its id. */
const PLACE_ARGS = ['location', 'from', 'to'];
/** Arguments that hold a card's English name (the log never holds card ids). */
const CARD_ARGS = ['card', 'attackerCard', 'defenderCard'];
/** Arguments that count what the sentence is about (its plural form). */
const COUNT_ARGS = ['count', 'armies', 'steps', 'cards'];

/** A card's English name (as the engine logs it) in the UI's language. */
function cardText(t: TFunction, name: string): string {
  return t(cardNameKey(name), { defaultValue: name });
}

/** The battle's reveal: who takes or holds the place (or wins the battle, the place left contested), by how much, with what, and which cards (R7.4–R7.6). */
function revealText(t: TFunction, entry: LogEntry, args: Args): string {
  const a = Number(entry.args.attackerStrength);
  const d = Number(entry.args.defenderStrength);
  // "take" only when the attacker ends up controlling it, not when the defender still holds its other half (`held`, QA).
  const verb = entry.args.winner !== entry.args.attacker ? 'hold' : entry.args.held ? 'win' : 'take';
  let text = t(`logEntry.revealParts.${verb}`, { winner: args.winner, location: args.location, high: Math.max(a, d), low: Math.min(a, d) });
  const extras = String(entry.args.terms || '').split(' ').filter(Boolean).map((term) => {
    const [name, value] = term.split('+');
    return t('logEntry.revealParts.extra', { value, term: t(`logEntry.term.${name}`, { defaultValue: name }) });
  });
  if (extras.length) text = t('logEntry.revealParts.extras', { text, list: listText(extras) });
  if (entry.args.tie) text = t('logEntry.revealParts.tie', { text });
  // The defender's Leadership card, then its Benefit cards (R7.3, R11.3, R11.6; `benefits`, absent in older logs).
  const played = listText([args.defenderCard, ...String(entry.args.benefits || '').split(', ').filter(Boolean).map((name) => cardText(t, name))].filter(Boolean) as string[]);
  const cards = [
    entry.args.attackerCard && t('logEntry.revealParts.attackerCard', { card: args.attackerCard }),
    played && t('logEntry.revealParts.defenderCard', { card: played }),
  ].filter(Boolean);
  if (cards.length) text = t('logEntry.revealParts.cards', { text, list: cards.join('; ') });
  return t('logEntry.revealParts.sentence', { text });
}

/** The plain-language text of one log entry in the UI's language, without its rule ids (shown as badges). */
export function logText(t: TFunction, entry: LogEntry): string {
  const key = `logEntry.${entry.key}`;
  const args: Args = { ...entry.args };
  for (const k of PLACE_ARGS) if (typeof args[k] === 'string') args[k] = locationName(args[k] as string);
  for (const k of SIDE_ARGS) {
    const v = entry.args[k];
    if (v === 'union' || v === 'confederate') args[k] = t(`logEntry.side.${v}`);
  }
  for (const k of CARD_ARGS) if (typeof args[k] === 'string' && args[k]) args[k] = cardText(t, args[k] as string);
  if (typeof entry.args.cards === 'string') args.cards = listText(entry.args.cards.split(', ').map((name) => cardText(t, name)));
  if (typeof entry.args.half === 'string') args.half = t(`logEntry.half.${entry.args.half}`);
  if (entry.key === 'reveal') args.winnerText = revealText(t, entry, args);
  if (entry.key === 'battle') args.modeText = t(`logEntry.mode.${entry.args.mode}`, { defaultValue: '' });
  if (entry.key === 'europe-battle') args.toward = t(`logEntry.toward.${entry.args.side === 'union' ? 'union' : 'confederate'}`);
  if (entry.key === 'game-over') args.reasonText = t(`gameOver.reason.${entry.args.reason}`, { ...entry.args, defaultValue: String(entry.args.reason) });
  const count = COUNT_ARGS.map((k) => entry.args[k]).find((v) => typeof v === 'number');
  // A card named for what it does ("Cavalry Raid" launching a Cavalry Raid) is not named twice:
  // the entry's `_namesake` form (QA: not "launch a Cavalry Raid (Cavalry Raid)").
  const context = isNamesake(entry) ? 'namesake' : undefined;
  return t(key, count === undefined ? { ...args, context } : { ...args, count, context });
}
