// @vitest-environment jsdom
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { LOCATION_BY_ID } from '../../../src/data/board';
import type { LocationId } from '../../../src/data/types';
import { BoardMap } from '../../../src/ui/map/BoardMap';
import { Tracks } from '../../../src/ui/map/Tracks';
import { battleView, midGameView, startView } from './fixtures';

/** axe violations in `el` (colour contrast needs a real browser: the e2e suite checks it). */
async function violations(el: Element): Promise<string[]> {
  const result = await axe.run(el, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// A whole axe run over the map takes seconds in jsdom, more on a loaded machine: past the 5 s default
// the first run times out while axe still runs, and every later test then fails with "Axe is already running".
describe('map accessibility (axe)', { timeout: 30_000 }, () => {
  it('has no violations when only shown', async () => {
    const { container } = render(<><BoardMap view={battleView()} /><Tracks view={battleView()} /></>);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations while picking whole locations and halves', async () => {
    const { container } = render(
      <BoardMap
        view={midGameView()}
        selected="washington"
        targets={[{ location: 'manassas' }, { location: 'kentucky', half: 'upper' }, { location: 'kentucky', half: 'lower' }]}
        onSelect={() => {}}
        highlightUnits={['u1']}
      />,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('puts no text inside a location’s focusable element, whose name begins with the location’s name (label in name, WCAG 2.5.3)', () => {
    // jsdom cannot tell axe what is visible, so the browser test's label-content-name-mismatch check is repeated here by hand:
    // the drawn text (side letter, name, VP, strengths) is outside the button, which carries only its aria-label.
    const { container } = render(<BoardMap view={battleView()} onSelect={() => {}} />);
    const buttons = [...container.querySelectorAll('[data-location]')];
    expect(buttons).toHaveLength(21);
    for (const el of buttons) {
      expect(el.textContent).toBe('');
      expect(el.querySelector('text, title')).toBeNull();
      const name = LOCATION_BY_ID[el.getAttribute('data-location') as LocationId].name;
      expect(el.getAttribute('aria-label')!.startsWith(`${name}, `)).toBe(true);
      // Everything drawn is hidden from assistive technology: the name says it all.
      const drawing = el.parentElement!.querySelector('.loc-drawing')!;
      expect(drawing.getAttribute('aria-hidden')).toBe('true');
      expect(drawing.textContent).toContain(name);
    }
  });

  it('has no violations when every location is a button', async () => {
    const { container } = render(<BoardMap view={startView()} onSelect={() => {}} />);
    expect(await violations(container)).toEqual([]);
  });
});
