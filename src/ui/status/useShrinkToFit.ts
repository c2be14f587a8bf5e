/**
 * Keeps a one-line row of the status bar whole: when its children (each `overflow: hidden`) are
 * cut, the row's font is scaled down, through the CSS variable `--fit` (1 = the stylesheet's
 * size), until every child shows all of its text or the scale reaches `min`. Presentation only:
 * it reads layout widths and writes that one variable on the row, never the text.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The scale's smallest value (0.7 × 0.9em, about 10 px: still legible on a 1024-px tablet, where Polish with a bot player needs it). */
export const MIN_FIT = 0.7;
/** Each step's shrink when one pass of proportional scaling is not enough (rounding, gaps). */
const STEP = 0.97;

/** The row's children (the sides), each clipping its own overflow. */
function cells(row: HTMLElement): HTMLElement[] {
  return [...row.children] as HTMLElement[];
}

/** True when every child of `row` shows its whole content. */
function fits(row: HTMLElement): boolean {
  return cells(row).every((c) => c.scrollWidth <= c.clientWidth + 1);
}

/** Sets `--fit` on `row`: 1, or the largest scale down to `min` at which `fits(row)`. */
export function fitRow(row: HTMLElement, min = MIN_FIT): number {
  row.style.setProperty('--fit', '1');
  if (fits(row)) return 1;
  let needed = 0;
  let shown = 0;
  for (const c of cells(row)) {
    needed += c.scrollWidth;
    shown += c.clientWidth;
  }
  let scale = Math.max(min, needed > 0 ? shown / needed : 1);
  for (;;) {
    row.style.setProperty('--fit', String(scale));
    if (scale === min || fits(row)) return scale;
    scale = Math.max(min, scale * STEP);
  }
}

/**
 * Fits the row `ref` after every render of its component and whenever the row's width changes
 * (a resized window, projector mode). Without layout (jsdom: widths 0) nothing changes.
 */
export function useShrinkToFit(ref: RefObject<HTMLElement | null>, min = MIN_FIT): void {
  useLayoutEffect(() => {
    if (ref.current) fitRow(ref.current, min);
  });
  useLayoutEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    let width = row.clientWidth;
    const observer = new ResizeObserver(() => {
      if (row.clientWidth === width) return; // our own font change resizes nothing across
      width = row.clientWidth;
      fitRow(row, min);
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [ref, min]);
}
