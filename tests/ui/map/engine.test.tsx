// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { loadPageStrings } from '../../../src/i18n';
import { newGame, viewFor } from '../../../src/engine/index';
import { BoardMap } from '../../../src/ui/map/BoardMap';
import { Tracks } from '../../../src/ui/map/Tracks';
import { startView } from './fixtures';

describe('map and tracks over the real engine', () => {
  // The tracks' strings load with the pages' (they are drawn just after the first paint).
  beforeAll(() => loadPageStrings());

  it("draws the engine's starting view like the hand-built fixture (R1.5)", () => {
    const view = viewFor(newGame({ seed: 1 }), 'union');
    const { container } = render(<><BoardMap view={view} /><Tracks view={view} /></>);
    const names = [...container.querySelectorAll('[data-location]')].map((el) => el.getAttribute('aria-label'));
    expect(names).toHaveLength(21);

    const fixture = render(<BoardMap view={startView()} />).container;
    const fixtureNames = [...fixture.querySelectorAll('[data-location]')].map((el) => el.getAttribute('aria-label'));
    expect(names).toEqual(fixtureNames);

    expect(container.querySelectorAll('.loc .counter')).toHaveLength(11);
    expect(container.querySelectorAll('line[data-link]')).toHaveLength(30);
    expect(screen.getByRole('img', { name: /^Blockade track: space S/ })).toBeTruthy();
    expect(container.querySelector('.track--europe .track-space--marker')?.getAttribute('data-space')).toBe('3');
  }, 30_000);

  it('shows a flag and a contested location from an engine scenario', () => {
    const state = newGame({
      seed: 1,
      scenario: {
        units: [
          { side: 'union', kind: 'army', strength: 2, location: 'kentucky', half: 'upper' },
          { side: 'confederate', kind: 'army', strength: 1, location: 'kentucky', half: 'lower' },
          { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        ],
        control: { nashville: 'union' },
      },
    });
    const view = viewFor(state, 'confederate');
    const { container } = render(<BoardMap view={view} />);
    const label = (id: string) => container.querySelector(`[data-location="${id}"]`)!.getAttribute('aria-label');
    expect(label('kentucky')).toMatch(/^Kentucky, Union, contested: Union 1 army \(strength 2\) upper half; Confederate 1 army \(strength 1\) lower half$/);
    expect(label('nashville')).toMatch(/Union flag: empty$/);
    expect(container.querySelector('[data-location-wrap="nashville"] [data-flag="union"]')).not.toBeNull();
  }, 30_000);
});
