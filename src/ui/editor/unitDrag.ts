/**
 * Dragging in the position editor (issue 10 item 3, "click or drag"): a unit of the chosen location
 * onto any half of the map moves it there; the *Add* button dragged onto a half adds the unit set
 * up beside it there. Pointer events (`followPointer`), so a mouse, a pen and a finger all work (a
 * finger drags sideways, toward the map, and scrolls up or down: issue 12 item 7); a short press
 * stays a click (the *Add* button then adds at the chosen location, as before), and the selects
 * beside each unit remain the keyboard's way. It only edits the draft; the engine checks it.
 */
import type { Half, LocationId } from '../../engine/types';
import { followPointer } from '../drag/pointerDrag';
import { BOX, BOX_HEIGHT } from '../map/layout';

/**
 * The location and half under the pointer (`under`, at height `clientY`), or null off the map's
 * locations: the half of a counter pointed at (`[data-half]`), else the half of the location's box
 * the pointer is in (below the name's header: the upper half, then the lower). `element` is the location's group, to mark.
 */
export function halfUnder(under: Element | null, clientY: number): { location: LocationId; half: Half; element: Element } | null {
  const element = under?.closest('[data-location-wrap]') ?? null;
  const location = element?.getAttribute('data-location-wrap') as LocationId | null | undefined;
  if (!element || !location) return null;
  const named = under?.closest('[data-half]')?.getAttribute('data-half');
  if (named === 'upper' || named === 'lower') return { location, half: named, element };
  // The box is the name's header, then the upper half, then the lower half (map/layout.ts).
  const box = (element.querySelector('.loc-land') ?? element).getBoundingClientRect();
  const split = box.top + (box.height * (BOX.header + BOX.half)) / BOX_HEIGHT;
  return { location, half: clientY < split ? 'upper' : 'lower', element };
}

/**
 * Follows a press (`event`) on `source` (a unit's handle or the *Add* button); dropped on a half of
 * the map, calls `place` with that location and half. Nothing happens for a press that is not the
 * primary button, or a release off the map.
 */
export function dragToHalf(source: Element, event: PointerEvent, place: (location: LocationId, half: Half) => void): void {
  if (event.button !== 0) return;
  followPointer(source, event, {
    start: () => {},
    target: (under, e) => halfUnder(under, e.clientY)?.element ?? null,
    drop: (under, e) => {
      const at = halfUnder(under, e.clientY);
      if (at) place(at.location, at.half);
    },
  });
}
