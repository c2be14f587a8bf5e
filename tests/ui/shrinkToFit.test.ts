import { describe, expect, it } from 'vitest';
import { fitRow, MIN_FIT } from '../../src/ui/status/useShrinkToFit';

/**
 * A row stand-in whose children's text is `text` px wide at scale 1 and scales with `--fit`,
 * each child shown in `room` px: what the browser's layout gives `fitRow` to read.
 */
function row(text: number[], room: number[]) {
  const vars = new Map<string, string>();
  const scale = () => Number(vars.get('--fit') ?? '1');
  const children = text.map((w, i) => ({
    get scrollWidth() { return Math.max(Math.round(w * scale()), room[i]!); },
    clientWidth: room[i]!,
  }));
  return { el: { children, style: { setProperty: (k: string, v: string) => vars.set(k, v) } } as unknown as HTMLElement, scale };
}

describe('useShrinkToFit: the status bar keeps both sides whole on one line', () => {
  it('keeps the stylesheet size (scale 1) when every side already fits', () => {
    const r = row([400, 420], [450, 450]);
    expect(fitRow(r.el)).toBe(1);
    expect(r.scale()).toBe(1);
  });

  it('scales down to the largest size at which every side shows all of its text', () => {
    const r = row([637, 670], [449, 533]);
    const s = fitRow(r.el);
    expect(s).toBeLessThan(1);
    expect(s).toBeGreaterThanOrEqual(MIN_FIT);
    expect(Math.round(637 * s)).toBeLessThanOrEqual(449 + 1);
    expect(Math.round(670 * s)).toBeLessThanOrEqual(533 + 1);
    // Not smaller than needed: a tenth more would cut the narrower side again.
    expect(637 * s * 1.1).toBeGreaterThan(449 + 1);
    expect(r.scale()).toBe(s);
  });

  it('stops at MIN_FIT when even that cannot fit the text, and grows back once there is room', () => {
    const r = row([1000, 1000], [300, 300]);
    expect(fitRow(r.el)).toBe(MIN_FIT);
    const wide = row([1000, 1000], [1200, 1200]);
    wide.el.style.setProperty('--fit', String(MIN_FIT));
    expect(fitRow(wide.el)).toBe(1);
  });
});
