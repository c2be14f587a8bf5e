/** The keys that press what has the focus (a button, an option, a place of the map). */
import type { KeyboardEvent } from 'react';

/** Enter or Space: the keys that press a button, an option or a place of the map. */
export function isPress(e: KeyboardEvent): boolean {
  return e.key === 'Enter' || e.key === ' ';
}

/**
 * The game page's guard against a held key (QA: Enter held through a hand-off pressed the card, its
 * use, the payment, a place and Confirm in turn, as the focus moved on to each): a repeat of Enter
 * or Space (`KeyboardEvent.repeat`) presses nothing, so that only a fresh press acts. Capture phase,
 * on the page's root: no control below sees the repeat, and the button's own activation is prevented.
 */
export function freshPressOnly(e: KeyboardEvent): void {
  if (e.repeat && isPress(e)) {
    e.preventDefault();
    e.stopPropagation();
  }
}
