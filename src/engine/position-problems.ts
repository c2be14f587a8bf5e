/**
 * What makes a position impossible, as message keys (issue 7 item 6, issue 8): the whole-position
 * validation (`validate.ts`, `invariants.ts`) reports each problem as a key of `POSITION_PROBLEMS`
 * with plain arguments, as refusals do (`rule-errors.ts`, whose argument conventions hold here,
 * plus `what`: the role of a card in a battle or a pending choice, `WHAT_TEXT`). The English is
 * filled in from these templates; the UI says it in its own language from `positionProblem.<key>`.
 * A rule a problem breaks is written in its template, `(R5.10)`, and read by `problemRule` (refusal-rule.ts).
 * Data only, like `rule-errors.ts`.
 */
import { fillTemplate, type ErrorArgs, type ErrorNames } from './rule-errors';

/** English templates of every position problem, by key. */
export const POSITION_PROBLEMS = {
  // The contract's invariants.
  'card-twice': 'card {id} lies in two places: the {pile} of {side} and the {pile2} of {side2}',
  'card-nowhere': 'card {id} is nowhere',
  'card-count': '{count} cards placed, {needs} expected',
  'stock-armies': 'more strength-{strength} armies of {side} ({count}) than the stock of {needs} (R1.1)',
  'stock-forts': 'more forts of {side} ({count}) than the stock of {needs} (R1.1)',
  'unit-unknown-location': 'unit {unit} stands in an unknown location {id}',
  'sides-share-half': '{location} holds both sides outside two separate halves (R5.5)',
  'blockade-off-track': 'the Blockade marker is off its track, on space {count} (R10.1)',
  'europe-off-track': 'the Europe marker is off its track, on space {count} (R10.2)',
  // Cards and units.
  'card-unknown': 'there is no card {id} (the {pile} of {side})',
  'card-other-deck': 'card {id} of the deck of {side2} is in the {pile} of {side}',
  'reshuffled-pile-kept': '{side} reshuffled {count} times but still has its {pile} (R4.1)',
  'unit-id-twice': 'two units have the id {unit}',
  'next-unit-id': 'the next unit id u{count} is not above unit {unit}',
  'union-fort': 'the Union has no forts (R1.1): fort {unit} in {location}',
  'fort-strength': 'fort {unit} has strength {strength}, forts have {needs} (R7.4)',
  'forbidden-unit': 'Confederate unit {unit} stands in {location}, where it may never go (R5.10)',
  'unknown-flag': 'a control flag names an unknown location {id}',
  'unknown-captured': 'the captured list names an unknown location {id} (E9)',
  'captured-twice': '{location} is captured twice (E9)',
  'captured-not-blue': '{location} is captured but not blue (E9)',
  'unknown-battle-location': 'the battle names an unknown location {id}',
  'unknown-advance': 'the battle\'s advance names an unknown location {id}',
  'unknown-last-battle': 'the last battle names an unknown location {id}',
  'flag-sole-occupant': 'only units of {side} stand in {location}, but its control flag or colour gives it to the other side (R5.6)',
  'actions-taken': '{count} actions taken this turn, more than the {needs} of R3.1',
  'card-not-own': '{what} {id} is not a card of {side}',
  // The battle.
  'battle-same-sides': 'the battle at {location} has {side} as both attacker and defender',
  'battle-unit-missing': 'the battle at {location} names unit {unit}, which is not on the map',
  'battle-unit-side': 'the battle at {location} counts unit {unit} of {side2} for {side}',
  'battle-unit-elsewhere': 'unit {unit} fights at {location} but stands in {from}',
  'battle-rail-link': 'the attack by rail on {location} names no rail link from the location it came from (R7.1)',
  'battle-forbidden-from': 'the attack on {location} came from {from}, where Confederate units may never go (R5.10)',
  'battle-no-attacker': 'the battle at {location} has no attacking army',
  'battle-no-result': 'the battle at {location} is at its {decision} step without a result',
  'battle-early-result': 'the battle at {location} has a result before its reveal',
  'battle-defender-early': 'the defender answers at {location} before the attacker played a card',
  'reinforcements-unit': 'the Reinforcements at {location} name unit {unit}, which does not fight there (R11.6)',
  'casualties-unknown-side': 'casualties taken by an unknown side {id}',
  // Pending choices and the end of the game.
  'raid-not-active': 'a Cavalry Raid of {side} waits while {side2} is active',
  'rail-move-army': 'the pending Rail Movement names army {unit}, which is not an army of the active side',
  'pending-in-battle': 'a pending {decision} during a battle',
  'over-pending': 'the game is over but {decision} is still pending',
  'over-battle': 'the game is over but the battle at {location} is still being fought (X21)',
  'europe-end-other-winner': 'the Europe marker is at the Europe end but the game was won by {side} under {id} (R12.1)',
  'europe-end-no-winner': 'the Europe marker is at the Europe end but nobody has won (R12.1)',
  'winner-missing': 'the log says {side} won, but no winner is saved (R12)',
  'winner-not-logged': 'the winner is {side}, but the log says {side2} won (R12)',
  'winner-rule-side': 'only {side2} wins under {id}, not {side} (R12)',
  'winner-capitals': '{side} won under {id}, but not at the end of a turn of {side2} with {places} held',
  'winner-europe-short': '{side} won by the Europe track, but its marker is short of the Europe end (R12.1)',
  'winner-clock-unshown': '{side} won by a Union reshuffle check, but the Union has cards left to draw, two reshuffles made or the VP that check asks (R4.3)',
  'winner-unknown-rule': '{side} won under {id}, which ends no game (R12)',
  'winner-exhaustion-unshown': '{side} won by the third exhaustion, but the Union could still draw: two reshuffles not made or cards left in its draw pile (R4.4)',
  // A ruleset that cannot be played (`rulesetProblemList`): `name` is an id of its data, shown as it is.
  'ruleset-location-twice': 'location {name} is listed twice',
  'ruleset-link-location': 'rail link {count} names an unknown location {name}',
  'ruleset-army-location': 'a starting army stands in an unknown location {name}',
  'ruleset-card-twice': 'card id {name} is used twice',
  'ruleset-card-cost': 'card {name} needs a deploy cost exactly when it has a top unit (R6.1)',
  'ruleset-no-cards': '{side} has no cards',
  'ruleset-no-supply': '{side} has no supply source (R5.7)',
  'ruleset-europe-track': 'the Europe track must run union end ≤ start < Europe end < spaces (R10.2)',
  'ruleset-blockade-start': 'the Blockade marker must start on the track (R1.3)',
  'ruleset-constant': 'rule constant {name} ({rule}) must be a whole number ≥ 0',
} as const;

/** A key of `POSITION_PROBLEMS`. */
export type PositionProblemKey = keyof typeof POSITION_PROBLEMS;

/** The roles a card can have in a battle or a pending choice (`what`), as the English names them. */
export const WHAT_TEXT = {
  'attacker-card': 'the attacker\'s card',
  'defender-card': 'the defender\'s card',
  'benefit-card': 'the Benefit card',
  'raid-card': 'the Cavalry Raid card',
  'rail-card': 'the Rail Movement card',
  'deploy-card': 'the pending free deploy\'s card',
} as const;

/** One thing that makes a position impossible: its key and plain arguments (ids, sides, numbers). */
export interface PositionProblem {
  key: PositionProblemKey;
  args: ErrorArgs;
}

/** A problem (the one way validation modules build them: `tests/ui/rule-error-keys.test.ts` reads the call sites). */
export function problem(key: PositionProblemKey, args: ErrorArgs = {}): PositionProblem {
  return { key, args };
}

/** The English sentence of a problem (no capital: it follows a refusal's colon). */
export function problemText(p: PositionProblem, names?: ErrorNames): string {
  return fillTemplate(POSITION_PROBLEMS[p.key], p.args, names, WHAT_TEXT);
}

/**
 * A problem as the arguments of the refusal that wraps it (`save-unsound`, `scenario-impossible`):
 * `detail`, its English; `problem`, its key; and its own arguments.
 */
export function problemArgs(p: PositionProblem, names?: ErrorNames): ErrorArgs {
  return { ...p.args, problem: p.key, detail: problemText(p, names) };
}
