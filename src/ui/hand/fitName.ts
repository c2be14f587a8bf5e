/**
 * A hand card's name breaks only between words (QA: in a tablet's compact hand, two cards a row
 * beside their History strips, "Reinforcements" broke inside the word, and so did Polish
 * "Wykrwawiona" and ten Russian names; `hyphens: auto` finds no dictionary in many browsers). Where
 * the name's longest word is wider than the name's box, the name's font is scaled down until every
 * word fits a line, down to `MIN_NAME_FIT` (below it the stylesheet's `overflow-wrap: anywhere`
 * breaks the word). Presentation only: it reads layout widths and writes the name's font size.
 * Loaded with the card's History (after the first paint), which is what narrows the card.
 */
import { useLayoutEffect, type RefObject } from 'react';

/** The smallest scale of a name (in the compact hand 0.75 × 12 px = 9 px, Russian «Камберлендская» needs 0.76 at 1024×768). */
export const MIN_NAME_FIT = 0.75;
/** Each step's shrink when one pass of proportional scaling is not enough (the font's hinting). */
const STEP = 0.97;

/** The width (CSS px) of the longest word of `name`, words not broken. */
function longestWord(name: HTMLElement): number {
  const { style } = name;
  style.overflowWrap = 'normal';
  style.width = 'min-content';
  style.maxWidth = 'none';
  const width = name.getBoundingClientRect().width;
  style.overflowWrap = style.width = style.maxWidth = '';
  return width;
}

/** The width (CSS px) a line of `name` may take: its card's content box. */
function room(name: HTMLElement): number {
  const box = name.parentElement;
  if (!box) return Infinity;
  const style = getComputedStyle(box);
  const sides = ['borderLeftWidth', 'borderRightWidth', 'paddingLeft', 'paddingRight'] as const;
  return box.getBoundingClientRect().width - sides.reduce((sum, side) => sum + parseFloat(style[side]), 0);
}

/** Scales the font of `name` (a card's `.card-name`) so that its longest word fits a line; returns the scale (1: unchanged). */
export function fitName(name: HTMLElement, min = MIN_NAME_FIT): number {
  name.style.fontSize = '';
  const width = room(name);
  let word = longestWord(name);
  const size = parseFloat(getComputedStyle(name).fontSize);
  // Nothing to fit, or no layout to measure (jsdom: widths 0, sizes unset).
  if (!(word > width && width > 0 && size > 0)) return 1;
  let scale = Math.max(min, width / word);
  for (;;) {
    name.style.fontSize = `${size * scale}px`;
    word = longestWord(name);
    if (scale <= min || word <= width) return scale;
    scale = Math.max(min, scale * STEP);
  }
}

/**
 * Keeps `fitName` on the name of the hand card that holds `inside` (an element of its `.hand-card`)
 * whenever the card's width changes (a tablet turned, its History opened) and when `label` (the
 * name shown, in the UI's language) changes.
 */
export function useFitName(inside: RefObject<HTMLElement | null>, label: string): void {
  useLayoutEffect(() => {
    const name = inside.current?.closest('.hand-card')?.querySelector<HTMLElement>('.card-name');
    const box = name?.parentElement;
    if (!name || !box) return;
    if (typeof ResizeObserver === 'undefined') {
      fitName(name);
      return;
    }
    let width = -1;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return; // its height changed (its font, a line more): nothing to fit
      width = box.clientWidth;
      fitName(name);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [inside, label]);
}
