// @vitest-environment jsdom
import { MIN_NAME_FIT, fitName } from '../../src/ui/hand/fitName';

/**
 * A card's name in a card 100 px wide inside (2 px border, 10 px padding each side): jsdom lays out
 * nothing, so the name's widths are made here, proportional to its font size, as a browser's are
 * — the longest word `word` px wide at 12 px, the whole name at most the card's room.
 */
function cardWithName(word: number): HTMLElement {
  const card = document.createElement('button');
  card.style.cssText = 'border: 2px solid; padding: 0 10px';
  const name = document.createElement('span');
  name.style.fontSize = '12px';
  card.append(name);
  document.body.append(card);
  card.getBoundingClientRect = () => ({ width: 124 }) as DOMRect;
  // fitName clears the name's own size first: the stylesheet's 12 px is what it then reads.
  const size = () => (name.style.fontSize ? parseFloat(name.style.fontSize) : 12);
  name.getBoundingClientRect = () => ({ width: name.style.width === 'min-content' ? (word * size()) / 12 : Math.min(100, word) }) as DOMRect;
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el) => (el === name ? ({ fontSize: `${size()}px` } as CSSStyleDeclaration) : computed(el)));
  return name;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('fitName (tablet QA: card names break only between words)', () => {
  it('leaves a name whose every word fits its card as it is', () => {
    const name = cardWithName(80);
    expect(fitName(name)).toBe(1);
    expect(name.style.fontSize).toBe('');
  });

  it('scales a name down until its longest word fits the card, and restores its wrapping', () => {
    const name = cardWithName(110);
    const scale = fitName(name);
    expect(scale).toBeLessThan(1);
    expect((110 * parseFloat(name.style.fontSize)) / 12).toBeLessThanOrEqual(100);
    expect(scale).toBeGreaterThan(0.9);
    expect([name.style.overflowWrap, name.style.width, name.style.maxWidth]).toEqual(['', '', '']);
  });

  it('stops at MIN_NAME_FIT for a word too long even then', () => {
    const name = cardWithName(200);
    expect(fitName(name)).toBe(MIN_NAME_FIT);
    expect(parseFloat(name.style.fontSize)).toBeCloseTo(12 * MIN_NAME_FIT);
  });

  it('changes nothing where nothing is laid out (widths 0)', () => {
    const name = document.createElement('span');
    document.body.append(document.createElement('button').appendChild(name).parentElement!);
    expect(fitName(name)).toBe(1);
    expect(name.style.fontSize).toBe('');
  });
});
