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
import type { BuilderState } from '../builder/builder';
import type { GameStoreApi } from '../store/gameStore';
import { followPointer } from '../drag/pointerDrag';

/** Where a card may be dropped now: the halves the builder offers for the picked card (direct play). */
function offeredHalves(api: GameStoreApi, location: LocationId): Half[] {
  const s = api.getState();
  const { status } = screenOf(s.game, s.ui.confirmedSide, s.ui.builder, s.players, s.ui.raided);
  if (status.phase !== 'uses') return [];
  return status.targets.filter((t) => t.location === location && t.half).map((t) => t.half!);
}

/** True when a drag of `card` may start: the person deciding may start an action with it now (no step half-done). */
export function canDrag(api: GameStoreApi, card: CardId): boolean {
  const s = api.getState();
  if (s.ui.readOnly) return false;
  const { status } = screenOf(s.game, s.ui.confirmedSide, s.ui.builder, s.players, s.ui.raided);
  return (status.phase === 'idle' && status.playable.includes(card)) || status.phase === 'uses';
}

/** The half target a pointer is over (`under`): a half, or a finger's larger target around one (`.half-hit`, LocationBox); else null. */
function halfUnder(under: Element | null): Element | null {
  const hit = under?.closest('.half-hit');
  return hit ? hit.nextElementSibling : (under?.closest('[data-target-half]') ?? null);
}

/**
 * The drop of `card` on `target` (the element under the pointer): a target half deploys there as
 * its click would; another place of the map gets the engine's reason (`ui.whyNot`); anything else
 * is ignored. A place with a single offered half takes the drop anywhere on it. Returns what it did.
 */
export async function dropCard(api: GameStoreApi, card: CardId, target: Element | null): Promise<'deploy' | 'refused' | 'none'> {
  const half = halfUnder(target)?.getAttribute('data-target-half');
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

/**
 * Follows one press on a hand card (`event`, a `pointerdown` on it or inside it) until the pointer
 * is released (`followPointer`): a short press stays a click; a drag picks the card, shows a copy
 * of it under the pointer, marks the offered half under it and drops it on release (`dropCard`).
 * A finger's swipe up or down the hand scrolls the panel and picks nothing (issue 12 item 7).
 */
export function followPress(api: GameStoreApi, event: PointerEvent): void {
  const button = (event.target as Element | null)?.closest('button[data-testid^="card-"]');
  if (!button || (button as HTMLButtonElement).disabled || event.button !== 0) return;
  const card = button.getAttribute('data-testid')!.slice('card-'.length) as CardId;
  if (!canDrag(api, card)) return;
  // What the drag's pick replaced, and what it made, so that a cancelled drag puts the builder back.
  let picked: { before: BuilderState; after: BuilderState } | null = null;
  followPointer(button, event, {
    start: () => {
      const before = api.getState().ui.builder;
      if (before.card === card) return;
      api.getState().pickCard(card);
      picked = { before, after: api.getState().ui.builder };
    },
    target: halfUnder,
    drop: (under) => void dropCard(api, card, under),
    // The browser took the finger for a scroll (issue 12 item 7): the card is not picked after all.
    cancel: () => {
      const undo = picked;
      if (!undo || api.getState().ui.builder !== undo.after) return;
      api.setState((s) => {
        s.ui.builder = undo.before;
      });
    },
  });
}
