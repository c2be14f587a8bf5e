/**
 * Drag a card from the hand onto the map to deploy it (issue 11 item 1), with pointer events, so
 * that a mouse, a pen and a finger on a tablet all work (HTML5 drag and drop does not fire on
 * touch). Loaded on the first press on a card (first-paint budget); the hand only forwards the
 * press. Keyboard users keep the click flow (card, then half), which this does not change.
 *
 * Once the pointer has moved a few pixels the card is picked, as a click would pick it, so the map
 * marks the halves where it can deploy (the builder's direct-play targets, from the legal actions).
 * Dropped on such a half, it chooses the same action as a click there: the deploy with the proposed
 * payment, which *Change payment* can change. Dropped on any other place, nothing is played and the
 * builder says why, from the engine's `whyNot` (issue 10 item 4). Dropped off the map, nothing happens.
 */
import type { CardId, Half, LocationId } from '../../engine/types';
import { loadPageStrings } from '../../i18n';
import { screenOf } from '../game/useScreen';
import type { GameStoreApi } from '../store/gameStore';

/** How far (CSS px) the pointer moves before a press becomes a drag: shorter is a click. */
export const DRAG_THRESHOLD_PX = 6;

/** Where a card may be dropped now: the halves the builder offers for the picked card (direct play). */
function offeredHalves(api: GameStoreApi, location: LocationId): Half[] {
  const s = api.getState();
  const { status } = screenOf(s.game, s.ui.confirmedSide, s.ui.builder, s.players);
  if (status.phase !== 'uses') return [];
  return status.targets.filter((t) => t.location === location && t.half).map((t) => t.half!);
}

/** True when a drag of `card` may start: the person deciding may start an action with it now (no step half-done). */
export function canDrag(api: GameStoreApi, card: CardId): boolean {
  const s = api.getState();
  if (s.ui.readOnly) return false;
  const { status } = screenOf(s.game, s.ui.confirmedSide, s.ui.builder, s.players);
  return (status.phase === 'idle' && status.playable.includes(card)) || status.phase === 'uses';
}

/**
 * The drop of `card` on `target` (the element under the pointer): a target half deploys there as
 * its click would; another place of the map gets the engine's reason (`ui.whyNot`); anything else
 * is ignored. A place with a single offered half takes the drop anywhere on it. Returns what it did.
 */
export async function dropCard(api: GameStoreApi, card: CardId, target: Element | null): Promise<'deploy' | 'refused' | 'none'> {
  const half = target?.closest('[data-target-half]')?.getAttribute('data-target-half');
  const place = (half?.split(':')[0] ?? target?.closest('[data-location-wrap]')?.getAttribute('data-location-wrap')) as LocationId | undefined;
  if (!place) return 'none';
  const offered = offeredHalves(api, place);
  const chosen = (half?.split(':')[1] as Half | undefined) ?? (offered.length === 1 ? offered[0] : undefined);
  if (chosen && offered.includes(chosen)) {
    api.getState().mapSelect(place, chosen);
    return 'deploy';
  }
  // Not offered here: the engine says why (loaded on first use, as for a refused click).
  const { game, ui } = api.getState();
  const [{ explainDeploy }] = await Promise.all([import('../builder/explain'), loadPageStrings()]);
  const why = explainDeploy(game, card, place);
  if (api.getState().game !== game || api.getState().ui.builder !== ui.builder) return 'none'; // the game moved on meanwhile
  api.setState((s) => {
    s.ui.whyNot = { location: place, why };
  });
  return 'refused';
}

/** A copy of the card that follows the pointer (not a target of the pointer itself). */
function ghostOf(button: Element, x: number, y: number): HTMLElement {
  const ghost = button.cloneNode(true) as HTMLElement;
  const r = button.getBoundingClientRect();
  ghost.removeAttribute('data-testid');
  ghost.classList.add('card-ghost');
  ghost.setAttribute('aria-hidden', 'true');
  ghost.style.width = `${r.width}px`;
  ghost.dataset.dx = String(x - r.left);
  ghost.dataset.dy = String(y - r.top);
  document.body.append(ghost);
  return ghost;
}

/**
 * Follows one press on a hand card (`event`, a `pointerdown` on it or inside it) until the pointer
 * is released: a short press stays a click; a drag picks the card, shows a copy of it under the
 * pointer, marks the half under it (`drop-over`) and drops it on release (`dropCard`). A click on
 * the card that ends a drag is swallowed, so it does not pick the card again.
 */
export function followPress(api: GameStoreApi, event: PointerEvent): void {
  const button = (event.target as Element | null)?.closest('button[data-testid^="card-"]');
  if (!button || (button as HTMLButtonElement).disabled || event.button !== 0) return;
  const card = button.getAttribute('data-testid')!.slice('card-'.length) as CardId;
  if (!canDrag(api, card)) return;
  const { pointerId, clientX: x0, clientY: y0 } = event;
  let ghost: HTMLElement | null = null;
  let over: Element | null = null;

  const under = (e: PointerEvent) => document.elementFromPoint(e.clientX, e.clientY);
  const mark = (el: Element | null) => {
    const half = el?.closest('[data-target-half]') ?? null;
    if (half === over) return;
    over?.classList.remove('drop-over');
    half?.classList.add('drop-over');
    over = half;
  };
  const end = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', end);
    ghost?.remove();
    mark(null);
  };
  function move(e: PointerEvent) {
    if (e.pointerId !== pointerId) return;
    // The release happened before this module loaded (a mouse with no button down): no drag.
    if (e.pointerType === 'mouse' && !(e.buttons & 1)) return end();
    if (!ghost) {
      if (Math.hypot(e.clientX - x0, e.clientY - y0) < DRAG_THRESHOLD_PX) return;
      if (api.getState().ui.builder.card !== card) api.getState().pickCard(card);
      ghost = ghostOf(button!, x0, y0);
    }
    e.preventDefault();
    ghost.style.left = `${e.clientX - Number(ghost.dataset.dx)}px`;
    ghost.style.top = `${e.clientY - Number(ghost.dataset.dy)}px`;
    mark(under(e));
  }
  function up(e: PointerEvent) {
    if (e.pointerId !== pointerId) return;
    const dragged = ghost !== null;
    end();
    if (!dragged) return;
    // The click that may follow the release on the card (where a touch is captured) is not a pick;
    // it may come a little after the pointerup. A click anywhere else (Confirm, say) goes through.
    const swallow = (c: Event) => {
      if (button!.contains(c.target as Node)) c.stopPropagation();
    };
    window.addEventListener('click', swallow, { capture: true });
    setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 400);
    void dropCard(api, card, under(e));
  }
  window.addEventListener('pointermove', move, { passive: false });
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', end);
}
