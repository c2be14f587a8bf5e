/**
 * One press followed until release, with pointer events, so that a mouse, a pen and a finger on a
 * tablet all drag (HTML5 drag and drop does not fire on touch): the hand's cards onto the map
 * (issue 11 item 1) and the position editor's units onto a half (issue 10 item 3) share it. A short
 * press stays a click; once the pointer has moved `DRAG_THRESHOLD_PX` it becomes a drag: a copy of
 * the source follows the pointer, the drop target under it is marked (`drop-over`), and the release
 * drops there. The click a browser may send after the release on the source is swallowed.
 *
 * A finger (or a pen) on a tablet also scrolls the side panel (issue 12 item 7), so a source
 * carries `touch-action: pan-y` (styles.css): the browser keeps vertical panning and, when it takes
 * a swipe, sends `pointercancel`. A finger's press becomes a drag only when its first movement is
 * mainly sideways (the map lies beside the panel), after which it may go any way; a mainly vertical
 * one is left to the browser's scroll and does nothing. Not a long press: `touch-action` is fixed
 * when the finger lands, so after a long press the browser would still take a vertical movement,
 * and a long press is the browser's own gesture (selection, context menu) and slower than a swipe
 * (issue 11: three clicks to act). A `pointercancel` ends the drag without a drop (`cancel`).
 */

/** How far (CSS px) the pointer moves before a press becomes a drag: shorter is a click. */
export const DRAG_THRESHOLD_PX = 6;

/** What a drag does: when it starts, which element under the pointer is a drop target, and the drop. */
export interface DragHandlers {
  /** The press has become a drag (called once, before the first mark). */
  start(): void;
  /** The drop target for the element under the pointer (marked `drop-over`), or null; `at` is the pointer event. */
  target(under: Element | null, at: PointerEvent): Element | null;
  /** The release, over the element `under` (null off the page); `at` is the pointer event. */
  drop(under: Element | null, at: PointerEvent): void;
  /** The browser took the press after the drag had started (`pointercancel`, a scroll): undo what `start` did. */
  cancel?(): void;
}

/**
 * A copy of `source` that follows the pointer (not a target of the pointer itself), of the
 * source's own size: a card's `height: 100%` would make a fixed copy as tall as the screen (issue 12 item 7).
 */
function ghostOf(source: Element, x: number, y: number): HTMLElement {
  const ghost = source.cloneNode(true) as HTMLElement;
  const r = source.getBoundingClientRect();
  ghost.removeAttribute('data-testid');
  ghost.classList.add('card-ghost');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.style.width = `${r.width}px`;
  ghost.style.height = `${r.height}px`;
  ghost.dataset.dx = String(x - r.left);
  ghost.dataset.dy = String(y - r.top);
  document.body.append(ghost);
  return ghost;
}

/**
 * Follows the press `event` (a primary-button `pointerdown`) on `source` until the pointer is
 * released or cancelled, calling `handlers` as the module's note says.
 */
export function followPointer(source: Element, event: PointerEvent, handlers: DragHandlers): void {
  const { pointerId, clientX: x0, clientY: y0 } = event;
  let ghost: HTMLElement | null = null;
  let over: Element | null = null;

  const under = (e: PointerEvent) => document.elementFromPoint(e.clientX, e.clientY);
  const mark = (target: Element | null) => {
    if (target === over) return;
    over?.classList.remove('drop-over');
    target?.classList.add('drop-over');
    over = target;
  };
  const end = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cancel);
    ghost?.remove();
    mark(null);
  };
  function cancel(e: PointerEvent) {
    if (e.pointerId !== pointerId) return;
    const dragged = ghost !== null;
    end();
    if (dragged) handlers.cancel?.();
  }
  function move(e: PointerEvent) {
    if (e.pointerId !== pointerId) return;
    // The release happened before the drag's module loaded (a mouse with no button down): no drag.
    if (e.pointerType === 'mouse' && !(e.buttons & 1)) return end();
    if (!ghost) {
      const dx = Math.abs(e.clientX - x0);
      const dy = Math.abs(e.clientY - y0);
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      // A finger or pen moving mainly up or down scrolls (the module's note): no drag.
      if (e.pointerType !== 'mouse' && dy >= dx) return end();
      handlers.start();
      ghost = ghostOf(source, x0, y0);
    }
    e.preventDefault();
    ghost.style.left = `${e.clientX - Number(ghost.dataset.dx)}px`;
    ghost.style.top = `${e.clientY - Number(ghost.dataset.dy)}px`;
    mark(handlers.target(under(e), e));
  }
  function up(e: PointerEvent) {
    if (e.pointerId !== pointerId) return;
    const dragged = ghost !== null;
    end();
    if (!dragged) return;
    // The click that may follow the release on the source (where a touch is captured) is not a
    // pick; it may come a little after the pointerup. A click anywhere else (Confirm, say) goes through.
    const swallow = (c: Event) => {
      if (source.contains(c.target as Node)) c.stopPropagation();
    };
    // The same window object as the listener's, held here: the timer may fire after the page (or a
    // test's jsdom) has let go of the global `window`.
    const view = window;
    view.addEventListener('click', swallow, { capture: true });
    setTimeout(() => view.removeEventListener('click', swallow, { capture: true }), 400);
    handlers.drop(under(e), e);
  }
  window.addEventListener('pointermove', move, { passive: false });
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cancel);
}
