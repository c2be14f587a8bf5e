/**
 * What a refusal says (issue 7 item 6): every `RuleError` the engine throws carries a message key
 * of `RULE_ERRORS` and its arguments; its English `message` is filled in from the template here,
 * and the UI renders `ruleError.<key>` in its own language from the same key and arguments (the
 * UI's English is this table, `src/i18n/englishFromData.ts`). Data only: this module imports no
 * rule module, so `errors.ts` (which every chapter imports) can use it without an import circle.
 *
 * Templates use `{arg}`, and `{count|one|many}` for a counted noun (as the log's templates).
 * Arguments are plain JSON values, never English names — how the English (and the UI) shows each:
 * - `location`, `from`, `to`, `via`: a location id, shown by its name;
 * - `places`: location ids joined by commas, shown by their names as a list (`Intl.ListFormat`'s, in
 *   the language shown: "A and B", "A, B and C"); `location`, `from`, `to`, `via` are read so too;
 * - `card`: a card id, shown by its name; `{cardId}` shows the id of `card` itself;
 * - `side`: `'union'` or `'confederate'` (`SIDE_TEXT`); `decision`: a decision kind; `pile`: a
 *   pile of cards (`PILE_TEXT`);
 * - `count`: the number a counted noun counts; `strength`, `taken`: numbers;
 * - `id`, `unit`, `type`, `at`, `field`, `kinds`, `known`, `hash`, `now`: ids, paths and names
 *   of the save/action formats, shown as they are;
 * - `detail`: a technical detail of a malformed file or action (a JSON or schema problem, a
 *   position's inconsistency) in the engine's English; when it is a position's problem, `problem`
 *   names its key of `POSITION_PROBLEMS` and the problem's own arguments ride along, and when it
 *   is a schema problem, `issue` names its kind (`schemaIssue`), so the UI can say it in its language.
 */

/** English templates of every refusal, by key (see the module's note for the arguments). */
export const RULE_ERRORS = {
  // Contract: malformed actions and calls (the UI never builds them).
  'action-not-object': 'An action must be an object with a type',
  'unknown-action': 'Unknown action type {type}',
  'malformed-action': 'Malformed {type} action at {at}: {detail}',
  'cards-not-list': 'Cards must be a list of card ids',
  'no-such-card': 'There is no card {id}',
  'units-not-list': 'Units must be a list of unit ids',
  'unit-named-twice': 'A unit is named twice',
  'no-such-unit': 'There is no unit {unit} on the map',
  'unknown-location': 'Unknown location {id}',
  'benefits-not-list': 'Benefits must be a list',
  'benefit-kind': 'A benefit is high-ground or reinforcements',
  'moves-not-list': 'Moves must be a list',
  'move-shape': 'Each move names a unit and a destination',
  'deploy-shape': 'A deploy names a card',
  // Turn and decisions (R3.1, R12).
  'game-over': 'The game is over',
  'wrong-decision': 'Now {side} must decide: {decision}; "{type}" does not answer it',
  'free-action-inside': 'A free action is not played inside another action or answer: now {side} must decide: {decision}',
  'actions-taken': 'Both actions of this turn are taken: end the turn (free actions are still allowed)',
  'end-turn-early': 'Take {count|action|actions} before ending the turn ({taken} taken; Pass counts as one)',
  'no-legal-action': 'No legal {type} is open to {side} now',
  'no-legal-action-at': 'No legal {type} at {location} is open to {side} now',
  'no-movement-card': 'No card in {side}\'s hand has a Movement symbol',
  'no-unit-card': 'No card in {side}\'s hand has a unit to deploy',
  'no-action-card': 'No card in {side}\'s hand has an Action text',
  'no-naval-card': 'No card in {side}\'s hand has a naval-movement symbol',
  'no-attack-open': '{side} has no army in a contested location to attack with',
  // Cards (R2, R6.5, R6.6, R11).
  'card-one-purpose': 'A card can be used for only one purpose',
  'not-in-hand': '{card} ({cardId}) is not in {side}\'s hand',
  'discard-one': 'Discard at least one card',
  'no-free-action': '{card} has no free action',
  'not-own-free-action': '{card} is not {side}\'s free action',
  'no-action-text': '{card} has no Action text',
  'takes-no-field': '{card} takes no {field}',
  'not-naval': '{card} has no naval-movement symbol',
  'no-movement': '{card} has no Movement symbol',
  'no-leadership': '{card} has no Leadership value',
  'not-high-ground': '{card} is not a High Ground card',
  'high-ground-no-army': '{card} played as High Ground brings no army',
  'not-reinforcements': '{card} is not a Reinforcements card',
  'not-cavalry-raid': '{card} is not a Cavalry Raid',
  // Deploy (R6.1, R11.4).
  'deploy-no-unit': '{card} has no unit to deploy',
  'deploy-self-pay': 'The deployed card cannot pay for itself',
  'deploy-cost': 'Deploying {card} costs exactly {count|other card|other cards} from hand',
  'choose-half': 'Choose the half of the location',
  'choose-location': 'Say where to deploy {card}',
  'ship-no-place': 'A ship moves the Blockade marker: it is placed in no location',
  'politician-no-place': 'A politician moves the Europe marker: it is placed in no location',
  'stock-empty-fort': 'No fort counter is left in the stock',
  'stock-empty-army': 'No strength-{strength} army counter is left in the stock',
  'stock-empty-card': 'No counter for {card} is left in the stock',
  'port-deploy-union': 'Only Union armies use port deployment',
  'port-deploy-armies': 'Port deployment is for armies only',
  'not-own-port': '{location} is not a port {side} controls',
  'deploy-contested': '{location} is contested: deploy only into a location you control',
  'not-controlled': '{side} does not control {location}',
  'not-in-supply-union': '{location} is not in supply: no rail path to Washington through locations {side} controls',
  'not-in-supply-confederate': '{location} is not in supply: no rail path to Richmond or Atlanta through locations {side} controls',
  'deploy-no-supply': 'No location {side} controls is in supply',
  'free-deploy-count': '{card} deploys one or two units from hand',
  // Movement (R5.10, R6.2, R6.3, E1, E12).
  'move-none': 'Choose at least one army to move',
  'move-no-army': '{side} has no army in {location} to move',
  'move-own': 'You can move only your own armies',
  'forts-never-move': 'Forts never move',
  'move-start': 'Every moving army must start in {location}',
  'move-elsewhere': 'An army must move to another location',
  'forbidden': 'The Confederates may never enter {location}',
  'contested-exit': 'From contested {location} units leave only by links entering their own half',
  'long-move-one': 'Several armies move together only to an adjacent location; a long move takes one army (R6.2.2)',
  'no-rail-path': 'No rail path from {from} to {to} through locations {side} controls',
  'no-rail-path-via': 'No rail path from {from} to {to} by way of {via} through locations {side} controls',
  'no-rail-path-blocked': 'No rail path from {from} to {to} through locations {side} controls (armies may move into a contested location, not through it)',
  'no-rail-path-via-blocked': 'No rail path from {from} to {to} by way of {via} through locations {side} controls (armies may move into a contested location, not through it)',
  'sea-union-only': 'Only the Union moves by sea',
  'no-army-in-port': '{side} has no army in a port to move by sea',
  'naval-one-card': 'Play at least one naval-movement card',
  'not-port': '{location} is not a port',
  'naval-card-per-army': 'Each naval-movement card moves exactly one army',
  'sea-own-armies': 'Only your own armies move by sea',
  'unit-not-in': 'Unit {unit} is not in {location}',
  'sail-elsewhere': 'An army sails to another port',
  'contested-harbour': 'From contested {location} only armies in its harbour half can sail',
  'rail-move-count': 'Rail Movement moves one or two armies',
  'rail-second-army': 'The second army of a Rail Movement must be another army',
  'rail-own': 'Rail Movement moves your own armies',
  'rail-enemy-occupied': 'Rail Movement never enters an enemy-occupied location: enemy units stand in {location}',
  // Battle (R6.4, R7, R8, R9, R11.3, R11.6, E3, E6, E17).
  'not-contested': '{location} is not contested',
  'no-attacker': '{side} has no army in {location} to attack with',
  'attacker-must-play': 'The attacker must play a card face down while he has one (R7.2)',
  'casualties-own': 'Each side chooses casualties among its own counters in the battle',
  'casualties-count': '{side} must lose exactly {count|counter|counters}',
  'reinforcements-distinct': 'Each Reinforcements card brings a different army',
  'reinforcements-linked': 'Reinforcements come from a location linked to the defender\'s half of the battle',
  'reinforcements-rail': 'Reinforcements come from a location rail-linked to the battle',
  'reinforcements-elsewhere': 'Reinforcements come from another location than {location}, where the battle is',
  'forts-cannot-withdraw': 'Forts cannot withdraw',
  'withdraw-all': 'A withdrawal takes every defending army',
  'naval-withdraw-route': 'Naval withdrawal goes from a port other than Washington to a Union-controlled Washington',
  'naval-card-withdraw': 'A naval-movement card is played only when at least one army withdraws by sea',
  'naval-withdraw-washington': 'Naval withdrawal goes back to Washington',
  'withdraw-sea-card': 'Withdrawing by sea needs a naval-movement card',
  'withdraw-other-half': 'The defender withdraws into the other half of {location}',
  'withdraw-refuge': '{location} is not a place to withdraw to: a connected location you control or a half holding your units, by a link leaving your half',
  'withdraw-refuges': '{places} are not places to withdraw to: a connected location you control or a half holding your units, by a link leaving your half',
  'withdraw-refuge-other-half': 'The other half is not a place to withdraw to: a connected location you control or a half holding your units, by a link leaving your half',
  'retreat-survivors': 'Only the losing side\'s surviving armies retreat',
  'naval-retreat-route': 'Naval retreat goes from a port other than Washington to a Union-controlled Washington',
  'naval-card-retreat': 'A naval-movement card is played only when at least one army retreats by sea',
  'no-rail-retreat': 'There is no legal retreat by rail',
  'naval-retreat-possible': 'A naval retreat is possible: play a naval-movement card',
  'retreat-all': 'Every surviving army must retreat while a retreat is possible',
  'naval-retreat-washington': 'Naval retreat goes back to Washington',
  'retreat-sea-card': 'Retreating by sea needs a naval-movement card',
  'retreat-attacker': 'A losing attacker returns to the location he attacked from, {location}',
  'retreat-refuge': '{location} is not a place to retreat to: a connected location you control or a half holding your units, never a half with enemy units',
  // New games and scenarios (R1.1, R5.5, R5.10, E9).
  'seed-not-finite': 'The seed must be a finite number',
  'scenario-malformed': 'Malformed scenario at {at}: {detail}',
  'scenario-impossible': 'The scenario is not a possible position: {detail}',
  'scenario-unknown-card': 'Unknown card {id} in {side}\'s {pile}',
  'scenario-card-side': 'Card {id} is not a card of {side} ({pile})',
  'scenario-card-twice': 'Card {id} is placed twice',
  'scenario-union-fort': 'The Union has no forts (R1.1): fort at {location}',
  'scenario-army-strength': 'An army at {location} needs a strength of 1, 2 or 3',
  'scenario-forbidden-unit': 'Confederate units may never stand in {location} (R5.10)',
  'scenario-stock-forts': 'More forts of {side} than the stock of {count} (R1.1)',
  'scenario-stock-armies': 'More strength-{strength} armies of {side} than the stock of {count} (R1.1)',
  'scenario-both-sides': '{location} holds both sides: each must stand in its own half (R5.5)',
  'scenario-forbidden-control': 'The Confederacy can never control {location} (R5.10)',
  'scenario-capture-colour': 'Only blue locations can be captured (E9): {location}',
  'scenario-capture-flag': 'Captured {location} must carry a Confederate control flag (E9)',
  'scenario-battle-turn': 'A battle is fought in its attacker\'s turn: {side} must be the side to act (R7.1)',
  'scenario-battle-sides': 'A battle at {location} needs the attacker\'s armies and all the defender\'s armies, or a lone fort of his, in one half (R7.1)',
  'scenario-battle-link': 'An attack by rail on {location} needs the location it came from, joined to it by a rail link (R7.1)',
  'scenario-battle-half': 'An attack by rail from {from} enters {location} in the half the link enters (R7.1)',
  'scenario-battle-port': 'Only the Union attacks from the sea, into a port\'s harbour half: {location} (R6.3)',
  // Rulesets (issue 7 item 1).
  'ruleset-unplayable': 'The ruleset "{id}" is not playable: {detail}',
  'ruleset-unknown': 'Unknown ruleset "{id}" (known: {known})',
  'ruleset-variant-unknown': 'Unknown ruleset variant {id} (known: {known})',
  'ruleset-tampered': 'The rules stored with this game ("{id}") do not match their hash: the file was changed',
  'ruleset-missing': 'This game was played under the ruleset "{id}", which this version does not have',
  'ruleset-earlier': 'This game was played under an earlier version of the ruleset "{id}" (rules hash {hash}, now {now})',
  // Saves (issue 8; saves are forever).
  'save-not-json': 'The save is damaged: it is incomplete or not valid JSON',
  'save-proto-key': 'The save holds a "{field}" key, which no Lincoln save has',
  'save-not-lincoln': 'This is not a Lincoln save (format "lincoln-save", version 1)',
  'save-damaged': 'The saved game is damaged at {at}: {detail}',
  'save-no-ruleset': 'The saved game does not say which rules it is played under',
  'save-several-pending': 'The saved game is not a sound position: several choices are pending at once ({kinds})',
  'save-pending-fields': 'The saved game is damaged: a version 3 state keeps its pending choice in "pending" only',
  'save-rules-unplayable': 'The rules stored with this game cannot be played: {detail}',
  'save-unsound': 'The saved game is not a sound position: {detail}',
  'save-newer': 'This game was saved by a newer version of Lincoln (save format version {count}), which this version cannot open',
} as const;

/** A key of `RULE_ERRORS`. */
export type RuleErrorKey = keyof typeof RULE_ERRORS;

/** A refusal's arguments: plain JSON values (ids, sides, numbers; see the module's note). */
export type ErrorArgs = Readonly<Record<string, string | number>>;

/** The prefix of a refusal's key among the UI's strings: `RuleError.key` is `ruleError.<key>`. */
export const RULE_ERROR_PREFIX = 'ruleError.';

/** Arguments that name a location by its id. */
export const PLACE_ARGS = ['location', 'from', 'to', 'via', 'places'] as const;

/** Sides as a refusal names them in English. */
export const SIDE_TEXT = { union: 'the Union', confederate: 'the Confederacy' } as const;

/** Piles of cards as a refusal names them in English. */
export const PILE_TEXT = { hand: 'hand', draw: 'draw pile', pileI: 'pile I', pileII: 'pile II', discard: 'discard pile', removed: 'removed cards', combat: 'battle (face down)' } as const;

/** Names as the engine's English lists them: British, as its spelling ("defence"), so "A, B and C" (`Intl.ListFormat`). */
export function englishList(items: readonly string[]): string {
  return new Intl.ListFormat('en-GB').format(items);
}

/** The English names of locations and cards a message uses (the engine's default board and decks). */
export interface ErrorNames {
  location(id: string): string | undefined;
  card(id: string): string | undefined;
}

/** The argument names a template uses (`{count|one|many}` counts as `count`). */
export function templateArgs(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)(?:\|\w[\w ]*\|\w[\w ]*)?\}/g)].map((m) => (m[1] === 'cardId' ? 'card' : m[1]!)))];
}

/** The English of one argument as the messages print it (`side2`, `pile2`… as `side`, `pile`; `what` from `what`). */
function english(name: string, args: ErrorArgs, names: ErrorNames | undefined, what?: Readonly<Record<string, string>>): string {
  if (name === 'cardId') return String(args.card ?? '');
  const value = args[name];
  if (value === undefined) return '';
  const text = String(value);
  const base = name.replace(/\d$/, '');
  if ((PLACE_ARGS as readonly string[]).includes(name)) return englishList(text.split(',').map((id) => names?.location(id) ?? id));
  if (name === 'card') return names?.card(text) ?? text;
  if (base === 'side') return SIDE_TEXT[text as keyof typeof SIDE_TEXT] ?? text;
  if (base === 'pile') return PILE_TEXT[text as keyof typeof PILE_TEXT] ?? text;
  if (name === 'decision') return text.replace(/-/g, ' ');
  if (name === 'what' && what) return what[text] ?? text;
  return text;
}

/**
 * `template` with `args` filled in as the module's note says (`{x}`, `{count|one|many}`); `what`
 * names the roles a `{what}` argument may take. No capital added.
 */
export function fillTemplate(template: string, args: ErrorArgs, names?: ErrorNames, what?: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)(?:\|([\w ]+)\|([\w ]+))?\}/g, (_, name: string, one?: string, many?: string) => {
    const value = english(name, args, names, what);
    return one ? `${value} ${Number(args[name]) === 1 ? one : many}` : value;
  });
}

/**
 * The English message of `key` with `args` (placeholders filled as the module's note says; a
 * sentence that starts with an argument starts with a capital).
 */
export function ruleErrorText(key: RuleErrorKey, args: ErrorArgs = {}, names?: ErrorNames): string {
  const text = fillTemplate(RULE_ERRORS[key], args, names);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first rule or ruling id (`R5.10`, `E9`, `X6`) a template cites, or null. */
export function citedRule(template: string): string | null {
  return /\b(R\d+(?:\.\d+)*|E\d+|X\d+)\b/.exec(template)?.[1] ?? null;
}
