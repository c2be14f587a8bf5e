/**
 * Named balance variants of the board and deck data, for the simulator only (docs/balance.md).
 * Each `apply()` patches the shared data objects in place and must run before the engine or the
 * bot is loaded (the simulator's worker does so); the default data stays as documented in
 * ../shared/reference/board.md and decks.md.
 */
import { CARD_BY_ID, EUROPE_TRACK, LOCATION_BY_ID, RAIL_LINKS, STARTING_ARMIES } from '../data';
import type { LocationId } from '../data';

/** A named data change and its rationale. */
export interface DataVariant {
  description: string;
  apply(): void;
}

function link(a: LocationId, b: LocationId) {
  const l = RAIL_LINKS.find((x) => (x.a.location === a && x.b.location === b) || (x.a.location === b && x.b.location === a));
  if (!l) throw new Error(`No link ${a}–${b}`);
  return l as { modifier?: { side: 'union' | 'confederate'; value: number; note?: string } };
}

/** Adds a starting army (R1.5) to the shared list. */
function addStartingArmy(side: 'union' | 'confederate', location: LocationId, strength: 1 | 2 | 3): void {
  (STARTING_ARMIES as { side: 'union' | 'confederate'; location: LocationId; strength: 1 | 2 | 3 }[]).push({ side, location, strength });
}

/** The variants by name. */
export const DATA_VARIANTS: Record<string, DataVariant> = {
  'europe-start-2': {
    description: 'Europe marker starts on space 2 instead of 3 (one more space before the Europe end).',
    apply() {
      (EUROPE_TRACK as { start: number }).start = 2;
    },
  },
  'fredericksburg-union': {
    description: 'Link 9 Washington–Fredericksburg: +1 for a Union defender instead of +1 for a Confederate defender (reconstructed link).',
    apply() {
      link('washington', 'fredericksburg').modifier = { side: 'union', value: 1 };
    },
  },
  'harpers-ferry-union': {
    description: 'Link 10 Harper\'s Ferry–Front Royal gains +1 for a Union defender (reconstructed link).',
    apply() {
      link('harpers-ferry', 'front-royal').modifier = { side: 'union', value: 1 };
    },
  },
  'europe-end-10': {
    description: 'Europe track one space longer at the Europe end: spaces 0–10, the Confederacy wins on 10 (start still 3).',
    apply() {
      const t = EUROPE_TRACK as { spaces: number; europeEnd: number };
      t.spaces = 11;
      t.europeEnd = 10;
    },
  },
  'manassas-union': {
    description: 'Link 8 Washington–Manassas: +1 for a Union defender instead of +1 for a Confederate defender (changes a rule-book fact: the Manassas bonus).',
    apply() {
      link('washington', 'manassas').modifier = { side: 'union', value: 1 };
    },
  },
  'vicksburg-vp-3': {
    description: 'Vicksburg is worth 3 VP instead of 2 (reconstructed value).',
    apply() {
      (LOCATION_BY_ID.vicksburg as { vp: number }).vp = 3;
    },
  },
  'washington-reserve': {
    description: 'The Union starts with one more army, of strength 1, in Washington (R1.5 starting forces: 3 + 1).',
    apply() {
      addStartingArmy('union', 'washington', 1);
    },
  },
  'washington-reserve-2': {
    description: 'The Union starts with one more army, of strength 2, in Washington (R1.5 starting forces: 3 + 2).',
    apply() {
      addStartingArmy('union', 'washington', 2);
    },
  },
  'manassas-army-2': {
    description: 'The Confederate army at Manassas starts with strength 2 instead of 3 (R1.5 starting forces).',
    apply() {
      const a = STARTING_ARMIES.find((x) => x.side === 'confederate' && x.location === 'manassas');
      if (!a) throw new Error('No Confederate starting army at Manassas');
      (a as { strength: 1 | 2 | 3 }).strength = 2;
    },
  },
  'lee-4': {
    description: 'One of the two Lee cards (C39) has Leadership 4 instead of 5 (deck mix).',
    apply() {
      (CARD_BY_ID.C39 as { leadership: number }).leadership = 4;
    },
  },
};
