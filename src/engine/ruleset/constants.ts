/**
 * Every numeric rule of the rulebook in one place, each named with its rule id. A ruleset
 * (`Ruleset.constants`) holds one such record; the engine, the bot and the rules help read the
 * game's own record through `rulesOf(state).constants`, never a literal.
 */

/** The rule constants of a ruleset; each field's docstring names its rule. */
export interface RuleConstants {
  /** R3.1: actions the active player takes each turn (free actions aside). */
  actionsPerTurn: number;
  /** R1.4, R3.2: the Union's starting hand and hand size (the Confederate's comes from the Blockade track, R10.1). */
  unionHandSize: number;
  /** R4.3: the VP the Union needs at its first reshuffle, else the Confederate wins. */
  firstReshuffleVp: number;
  /** R4.3: the VP the Union needs at its second reshuffle. */
  secondReshuffleVp: number;
  /** R4.4: the VP that win for the Union at its third exhaustion; fewer lose. */
  thirdExhaustionVp: number;
  /** R7.4: the strength of each defending fort in the attacked half (a fort counter's strength). */
  fortStrength: number;
  /** R11.1: cards drawn by Blockade Runner / Conscription. */
  freeActionDraw: number;
  /** R11.2: cards a Cavalry Raid discards at random from the opponent's hand. */
  cavalryRaidDiscards: number;
  /** R11.3: High Ground's bonus to the defender's strength. */
  highGroundBonus: number;
  /** R11.4: units Paper Money / Cotton Bonds deploy without cost. */
  freeDeploys: number;
  /** R11.5: armies one Rail Movement moves. */
  railMoveArmies: number;
}

/** The rule id of each constant (a test checks every constant has one and that it exists in the rules). */
export const CONSTANT_RULES: Readonly<Record<keyof RuleConstants, string>> = {
  actionsPerTurn: 'R3.1',
  unionHandSize: 'R3.2',
  firstReshuffleVp: 'R4.3',
  secondReshuffleVp: 'R4.3',
  thirdExhaustionVp: 'R4.4',
  fortStrength: 'R7.4',
  freeActionDraw: 'R11.1',
  cavalryRaidDiscards: 'R11.2',
  highGroundBonus: 'R11.3',
  freeDeploys: 'R11.4',
  railMoveArmies: 'R11.5',
};

/** The rulebook's values (../shared/rules/lincoln-rules.md). */
export const RULEBOOK_CONSTANTS: Readonly<RuleConstants> = {
  actionsPerTurn: 2,
  unionHandSize: 6,
  firstReshuffleVp: 2,
  secondReshuffleVp: 5,
  thirdExhaustionVp: 12,
  fortStrength: 3,
  freeActionDraw: 3,
  cavalryRaidDiscards: 2,
  highGroundBonus: 2,
  freeDeploys: 2,
  railMoveArmies: 2,
};
