/** The default ruleset: the rulebook's constants and this edition's board and decks (src/data). */
import {
  BLOCKADE_START, BLOCKADE_TRACK, CARDS, CONTROL_FLAG_STOCK, EUROPE_TRACK, FORT_STOCK, LOCATIONS, RAIL_LINKS,
  STARTING_ARMIES, UNIT_STOCK,
} from '../../data';
import { RULEBOOK_CONSTANTS } from './constants';
import type { Ruleset } from './types';

/** The rulebook plus this edition's reconstruction of the board and decks. */
export const DEFAULT_RULESET: Ruleset = deepFreeze({
  id: 'default',
  name: 'Rulebook',
  description: 'The rulebook, with this edition\'s reconstruction of the map and the decks.',
  locations: LOCATIONS,
  railLinks: RAIL_LINKS,
  blockadeTrack: BLOCKADE_TRACK,
  blockadeStart: BLOCKADE_START,
  europeTrack: { ...EUROPE_TRACK },
  startingArmies: STARTING_ARMIES,
  cards: CARDS,
  unitStock: UNIT_STOCK,
  fortStock: FORT_STOCK,
  controlFlagStock: CONTROL_FLAG_STOCK,
  constants: { ...RULEBOOK_CONSTANTS },
});

/** Freezes a plain data value and everything in it (rulesets are never patched in place). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
