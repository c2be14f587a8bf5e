/**
 * A ruleset as a value (issue 7): the board, the decks and every rule constant a game is played
 * with. The default is the rulebook plus this edition's reconstruction (src/data); named variants
 * are small functions of it (`variants.ts`). Plain JSON data: a custom ruleset is stored whole in
 * the state that plays it.
 */
import type { BlockadeSpace, CardData, LocationData, LocationId, RailLink, Side } from '../../data/types';
import type { RuleConstants } from './constants';

/** The Europe track's shape (board.md, Tracks; R10.2, R12.1). */
export interface EuropeTrack { spaces: number; start: number; unionEnd: number; europeEnd: number }

/** One army on the board at the start (R1.5); it stands in its location's upper half. */
export interface StartingArmy { side: Side; location: LocationId; strength: 1 | 2 | 3 }

/** Everything a game is played with; see the field docs for their rules. */
export interface Ruleset {
  /** Stable id: 'default' or a variant's name; a custom ruleset names itself. */
  id: string;
  /** Short English name (the UI shows the translated `ruleset.<id>.name` when it has one). */
  name: string;
  /** One sentence on what differs from the default. */
  description: string;
  /** The 21 locations (R5.1–R5.3, R5.7, R5.10). */
  locations: readonly LocationData[];
  /** The rail links (R5.1, R5.2). */
  railLinks: readonly RailLink[];
  /** The Blockade track, space S first (R10.1). */
  blockadeTrack: readonly BlockadeSpace[];
  /** The Blockade marker's starting space (R1.3). */
  blockadeStart: number;
  /** The Europe track (R1.3, R10.2, R12.1). */
  europeTrack: EuropeTrack;
  /** Starting armies (R1.5). */
  startingArmies: readonly StartingArmy[];
  /** Every physical card, each with its stable id (R1.2; decks.md). */
  cards: readonly CardData[];
  /** Army tiles per side and strength (R6.1: a deploy needs a free tile). */
  unitStock: Readonly<Record<Side, Readonly<Record<1 | 2 | 3, number>>>>;
  /** Fort counters, Confederate only (R6.1). */
  fortStock: number;
  /** Control flags in the box (R5.4). */
  controlFlagStock: number;
  /** The rule constants, each named with its rule id (`CONSTANT_RULES`). */
  constants: RuleConstants;
}

/**
 * What a state records of its ruleset: the id and a hash of its content; for a ruleset that is
 * not a named one, the whole value too, so a save reopens under the same rules.
 */
export interface RulesetRef {
  id: string;
  hash: string;
  value?: Ruleset;
}

/** One entry of `listRulesets()`. */
export interface RulesetInfo { id: string; name: string; description: string }
