/**
 * Plain-language English for the game log, built from data: one template per message key, `{arg}`
 * placeholders. Locations and sides are named, not id'd. A translation replaces this table (the
 * UI's is i18next's `logEntry.*`, its English built from this table); the engine's logic never
 * builds text itself, it logs keys and arguments. Only the log's readers load it: the app's first
 * paint does without it (vite.config.ts), since only lazily loaded panels show the log.
 */
import type { LocationId, LogEntry } from './types';
import { defaultRules } from './ruleset';
import { fill, winReasonText } from './messages';
import { englishList } from './rule-errors';

const TERM_TEXT: Record<string, string> = {
  'forts': 'forts', 'rail-modifier': 'the rail link (R7.5)', 'naval-modifier': 'the port\'s naval defence (R5.3)',
  'high-ground': 'High Ground (R11.3)', 'reinforcements': 'Reinforcements (R11.6)',
};

/** Log templates by key. */
export const LOG_TEMPLATES: Record<string, string> = {
  'setup': 'New game: decks shuffled, I and II piles set aside, hands dealt, armies placed. The Union moves first.',
  'scenario': 'Scenario position loaded.',
  'turn': 'Turn {turn}: {side} to act.',
  // The refill is its own entry ('draw'), which says how many cards, if any, were drawn (R3.2).
  'end-turn': '{side} end the turn.',
  'draw': '{side} draw {count|card|cards}.',
  'reshuffle-added': '{side} reshuffle the discard pile, adding pile {pile}: {cards|card|cards}.',
  'reshuffle': '{side} reshuffle the discard pile: {cards|card|cards}.',
  'reshuffle-check': 'Union reshuffle {reshuffle}: {vp} VP, {needs} needed.',
  'draw-stops': '{side} have no cards left to draw.',
  'pass': '{side} pass.',
  'discard': '{side} discard {count|card|cards}.',
  // The draw entry that follows says how many cards came (R11.1, E14: fewer when the piles run out).
  'free-action': '{side} play {card} (free action).',
  'deploy-army': '{side} deploy a strength-{strength} army ({card}) in {location}, {half} half.',
  'deploy-fort': '{side} build a fort ({card}) in {location}, {half} half.',
  'deploy-ship': '{side} deploy a ship ({card}): Blockade marker to space {space}.',
  'deploy-politician': '{side} play a politician ({card}): Europe marker to space {space}.',
  'move': '{side} move {armies|army|armies} from {from} to {to} ({card}).',
  'naval-move': '{side} sail {armies|army|armies} to {to}.',
  'rail-move': '{side} move a strength-{strength} army by rail from {from} to {to}.',
  'rail-move-declined': '{side} move no second army by rail.',
  'second-deploy-declined': '{side} deploy no second unit.',
  'card-action': '{side} play {card}.',
  'cavalry-raid': '{side} launch a Cavalry Raid ({card}).',
  // The `_namesake` form of a key: its card is named for what it does, so it is not named twice
  // (QA: not "launch a Cavalry Raid (Cavalry Raid)"); the UI picks it as i18next's context.
  'cavalry-raid_namesake': '{side} launch a Cavalry Raid.',
  // The card drawn is told by the draw entry that follows (R11.2).
  'raid-cancelled': '{side} cancel the raid with {card}.',
  'raid-discards': '{side} discard {count|card|cards} at random.',
  'raid-lost-cards': 'You lost: {cards}.',
  'control-taken': '{side} take control of {location}.',
  'europe-capture': 'The Confederacy captured {location}: Europe marker one extra space, to {space}.',
  // Said when the Confederacy loses control of a captured blue location (R7.11, E9), taken by the
  // Union or only contested again (judged once any battle there is over): so not "the Union took it back".
  'europe-recapture': 'The Confederacy no longer controls {location}: Europe marker back to {space}.',
  'europe-battle': 'Europe marker moves {steps|space|spaces} toward {toward}, to {space}.',
  'battle': 'Battle at {location}: {attacker} attack {modeText}.',
  'attacker-card': '{side} play a card face down.',
  'attacker-no-card': '{side} have no card to play.',
  'attacker-card-unrevealed': '{side} discard their face-down card unrevealed.',
  // 'withdraw' and 'retreat' without a destination: forts-only withdrawals, and saves' logs written
  // before the entries named where the armies went ('withdraw-to', 'withdraw-half', 'retreat-to').
  'withdraw': '{side} withdraw from {location}.',
  'withdraw-to': '{side} withdraw {armies|army|armies} from {location} to {to}.',
  'withdraw-half': '{side} withdraw {armies|army|armies} into the other half of {location}.',
  'withdraw-naval': '{side} withdraw from {location} by sea to Washington.',
  'fort-battle': 'The forts left in {location} fight on.',
  'reinforcements': '{side} bring a strength-{strength} army from {from} into {location}.',
  'reveal': '{winnerText}',
  'casualties': '{side} lose {count|counter|counters} at {location}.',
  'forts-eliminated': '{side} lose {count|fort|forts} at {location}: forts cannot retreat.',
  'retreat': '{side} retreat {armies|army|armies} from {location}.',
  'retreat-to': '{side} retreat {armies|army|armies} from {location} to {to}.',
  'retreat-naval': '{side} retreat {armies|army|armies} from {location} by sea to Washington.',
  'no-retreat': '{side} lose {count|army|armies} at {location}: no retreat.',
  'battle-won': '{side} win at {location}.',
  'reinforce-contested': '{side} join their own half of contested {location}.',
  'enter-beside-forts': '{side} enter {location} beside enemy forts in the other half: it is now contested.',
  'game-over': '{side} win the war. {reasonText}.',
};

/** Sides as subjects of a sentence (plural verbs follow). */
const SIDE_NAMES = { union: 'Union forces', confederate: 'Confederates' } as const;
/** Sides as places on the Europe track. */
const TRACK_ENDS = { union: 'the Union', confederate: 'Europe' } as const;

/** Names a location id (or returns the text unchanged). */
function placeName(v: string | number): string | number {
  const loc = typeof v === 'string' ? defaultRules().locationById[v as LocationId] : undefined;
  return loc ? loc.name : v;
}

/** Whether an entry's card is named for its key's ability ("Cavalry Raid" in a `cavalry-raid` entry). */
export function isNamesake(entry: LogEntry): boolean {
  const card = entry.args.card;
  return typeof card === 'string' && card.toLowerCase().replace(/ /g, '-') === entry.key;
}

/** The plain-language text of one log entry, with the rule ids it applies in brackets. */
export function describeLogEntry(entry: LogEntry): string {
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(entry.args)) args[k] = placeName(v);
  // Cards named together ("McClellan, Grant") read as an English list, as the UI lists them in its language.
  if (typeof entry.args.cards === 'string') args.cards = englishList(entry.args.cards.split(', '));
  for (const k of ['side', 'attacker', 'defender', 'winner', 'raider']) {
    const v = entry.args[k];
    if (v === 'union' || v === 'confederate') args[k] = SIDE_NAMES[v];
  }
  if (entry.key === 'reveal') {
    const winner = SIDE_NAMES[entry.args.winner === 'union' ? 'union' : 'confederate'];
    // "take" only when the attacker ends up controlling it, not when the defender still holds its other half (`held`, QA).
    const verb = entry.args.winner !== entry.args.attacker ? 'hold' : entry.args.held ? 'win the battle at' : 'take';
    const a = Number(entry.args.attackerStrength);
    const d = Number(entry.args.defenderStrength);
    const hi = Math.max(a, d);
    const lo = Math.min(a, d);
    const extras = String(entry.args.terms || '').split(' ').filter(Boolean).map((t) => {
      const [term, value] = t.split('+');
      return `+${value} from ${TERM_TEXT[term!] ?? term}`;
    });
    // The defender's Leadership card, then its Benefit cards (R7.3; `benefits`, absent in older logs).
    const played = englishList([entry.args.defenderCard, ...String(entry.args.benefits || '').split(', ')].filter(Boolean).map(String));
    const cards = [entry.args.attackerCard && `attacker played ${entry.args.attackerCard}`, played && `defender played ${played}`].filter(Boolean);
    args.winnerText = `${winner} ${verb} ${args.location} ${hi}–${lo}`
      // The terms beyond armies and Leadership are the defender's (forts, modifiers, Benefits, R7.4, R7.5).
      + (extras.length ? `: defender ${englishList(extras)}` : '')
      + (entry.args.tie ? '; defender wins ties (R7.6)' : '')
      + (cards.length ? ` (${cards.join('; ')})` : '') + '.';
  }
  if (entry.key === 'battle') args.modeText = { rail: 'by rail', naval: 'from the sea', declared: 'inside the contested location' }[String(entry.args.mode)] ?? '';
  if (entry.key === 'europe-battle') args.toward = TRACK_ENDS[entry.args.side === 'union' ? 'union' : 'confederate'];
  if (entry.key === 'game-over') args.reasonText = winReasonText(String(entry.args.reason), entry.args);
  const namesake = LOG_TEMPLATES[`${entry.key}_namesake`];
  const template = namesake && isNamesake(entry) ? namesake : LOG_TEMPLATES[entry.key];
  const text = fill(template ?? entry.key, args);
  return entry.rules?.length ? `${text} (${entry.rules.join(', ')})` : text;
}
