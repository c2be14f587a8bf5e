/**
 * After a pick, the focus moves to the next thing to decide (issue 11 item 5): a card's uses, the
 * map's first target, the hand's cards for a card step, the Confirm button once an action is ready,
 * the hand again after an action or once the next player has taken the screen. Only when the focus
 * was in the game (or lost with the control that was picked), never away from a dialog or the header.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { CardId } from '../../engine/types';
import { PROMPT_ID, type BuilderState, type BuilderStatus } from '../builder/builder';

/** The map's stop where the focus enters it (BoardMap's `data-entry`). */
const MAP = '.board-map [data-entry]';

/**
 * Where the focus goes in each builder phase (`closed`: the card the builder held before): the first
 * enabled element matching the first of these selectors that matches one (in order of preference,
 * not of the page: the builder stands above the hand, and a disabled control cannot take the
 * focus, WCAG 2.4.3).
 */
function nextFocus(status: BuilderStatus, closed: CardId | null): string[] {
  const { phase } = status;
  // A card's uses: its first use other than discarding it, which every card offers first.
  if (phase === 'uses') return ['[data-testid^="use-"]:not([data-testid="use-discard"])', '[data-testid^="use-"]'];
  if (phase === 'ready' || (phase === 'options' && status.chosen)) return ['.confirm-row button:not(:disabled)'];
  if (phase === 'options') return ['[data-testid="action-option"]'];
  if (phase === 'army' || (phase === 'step' && (status.step.kind === 'map' || status.step.kind === 'half'))) return [MAP];
  // A card to pick (idle, or a card step): back in the idle hand, the card just closed (Escape, Cancel: QA; no card
  // names `card-false` or `card-null`), else the hand's first card that can be picked, else the builder's first enabled button.
  return [`.hand [data-testid="card-${phase === 'idle' && closed}"]:not(:disabled)`, '.hand [data-testid^="card-"]:not(:disabled)', '.builder .button-row button:not(:disabled)'];
}

/**
 * Where a focus lost with the control that was picked goes when there is nothing to decide (the bot
 * decides): the bots' status, which says what happens. Never taken from a control that has it (a
 * teacher's Pause while two bots play).
 */
const BOT_STATUS = '[data-testid="bot-status"]';

/** The first element inside `root` that matches the first of `selectors` matching any. */
function firstOf(root: HTMLElement, selectors: readonly string[]): HTMLElement | null {
  for (const selector of selectors) {
    const el = root.querySelector<HTMLElement>(selector);
    if (el) return el;
  }
  return null;
}

/**
 * Moves the focus inside `root` to the next thing to decide after each pick, and after each change
 * of `gameKey` (an action applied, the hand-off confirmed); brings a multi-card step's Confirm into view when
 * a card of its selection is toggled.
 */
export function useFocusNext(root: RefObject<HTMLElement | null>, status: BuilderStatus, builder: BuilderState, gameKey: unknown): void {
  // What changes when a pick is made (not when a card of a payment is toggled).
  const key = JSON.stringify([{ ...builder, selection: 0 }, status.phase === 'step' ? status.step.id : status.phase, gameKey]);
  const last = useRef(key);
  const card = useRef(builder.card);
  useEffect(() => {
    const closed = card.current;
    card.current = builder.card;
    if (last.current === key) return;
    last.current = key;
    const el = root.current;
    const active = document.activeElement;
    const lost = !active || active === document.body;
    if (!el || (!lost && !el.contains(active))) return;
    const next = firstOf(el, nextFocus(status, closed)) ?? (lost ? el.querySelector<HTMLElement>(BOT_STATUS) : null);
    // Scrolled only as far as it takes (QA, tablet 1024×768): a focus's own scroll centres it, taking the side panel's
    // builder (Confirm, the option chosen) out of view above a hand's card.
    next?.focus({ preventScroll: true });
    next?.scrollIntoView?.({ block: 'nearest' });
    // A card of the hand to pick: the prompt asking for it first (QA, tablet 1024×768: the defender's prompt went under the tracks),
    // or the loss warning above it when the turn has one (QA, tablet: its first line went under the tracks).
    if (next?.closest('.hand')) (el.querySelector('[data-testid="turn-danger"]') ?? document.getElementById(PROMPT_ID))?.scrollIntoView?.({ block: 'nearest' });
    // A pick in the hand (a tablet's side panel, QA): the builder's new step, scrolled away above the hand, comes back into view.
    if (active?.closest('.hand')) el.querySelector('.builder')?.scrollIntoView?.({ block: 'nearest' });
  }, [key, root, status, builder.card]);
  // A card toggled in a multi-card step (a payment, a discard, naval cards) changes no key above, so the step's
  // "Confirm these cards" comes into view here, scrolled only as far as it takes (QA, tablet 1024×768: the side
  // panel swiped down to a payment card further down the hand, its Confirm stayed above the visible part).
  const selection = builder.selection.join();
  const lastSelection = useRef(selection);
  useEffect(() => {
    if (lastSelection.current === selection) return;
    lastSelection.current = selection;
    root.current?.querySelector('[data-testid="confirm-selection"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [selection, root]);
}
