/**
 * After a pick, the focus moves to the next thing to decide (issue 11 item 5): a card's uses, the
 * map's first target, the hand's cards for a card step, the Confirm button once an action is ready,
 * the hand again after an action. Only when the focus was in the game (or lost with the control
 * that was picked), never away from a dialog or the header.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { BuilderState, BuilderStatus } from '../builder/builder';

/** Where the focus goes in each builder phase: the map, or the first element matching a selector. */
function nextFocus(status: BuilderStatus): string {
  const card = '.hand [data-testid^="card-"]:not([disabled])';
  switch (status.phase) {
    case 'idle': return `${card}, .builder .button-row button`;
    case 'uses': return '[data-testid^="use-"]';
    case 'step': return status.step.kind === 'map' || status.step.kind === 'half' ? 'map' : `${card}, [data-testid="step-none"]`;
    case 'options': return status.chosen ? '.confirm-row button' : '[data-testid="action-option"]';
    case 'ready': return '.confirm-row button';
    default: return 'map';
  }
}

/** What changes when a pick is made (not when a card of a payment is toggled). */
function signature(status: BuilderStatus, b: BuilderState): string {
  const step = status.phase === 'step' ? status.step.id : '';
  return [status.phase, step, b.card, b.type, b.origin, b.destination, b.chosen, Object.keys(b.picks).length].join('|');
}

/**
 * Moves the focus inside `root` after each pick; returns a counter that asks the map to take the
 * focus (BoardMap's `focusRequest`).
 */
export function useFocusNext(root: RefObject<HTMLElement | null>, status: BuilderStatus, builder: BuilderState, gameKey: unknown): number {
  const [mapFocus, setMapFocus] = useState(0);
  const key = `${signature(status, builder)}|${String(gameKey)}`;
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    const el = root.current;
    const active = document.activeElement;
    if (!el || (active && active !== document.body && !el.contains(active))) return;
    const where = nextFocus(status);
    if (where === 'map') setMapFocus((n) => n + 1);
    else el.querySelector<HTMLElement>(where)?.focus();
  }, [key, root, status]);
  return mapFocus;
}
