// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { loadPageStrings } from '../../../src/i18n';
import { Tracks } from '../../../src/ui/map/Tracks';
import { midGameView, startView } from './fixtures';

function markerSpace(track: HTMLElement): string | null {
  const marked = track.querySelectorAll('.track-space--marker');
  expect(marked).toHaveLength(1);
  expect(marked[0].querySelector('[data-marker]')).not.toBeNull();
  return marked[0].getAttribute('data-space');
}

describe('Tracks', () => {
  // The tracks' strings load with the pages' (they are drawn just after the first paint).
  beforeAll(() => loadPageStrings());

  it('shows both markers on their start spaces at the start', () => {
    render(<Tracks view={startView()} />);
    const blockade = screen.getByRole('img', { name: /^Blockade track/ });
    const europe = screen.getByRole('img', { name: /^Europe track/ });
    expect(blockade.getAttribute('aria-label')).toBe(
      'Blockade track: space S (start), Confederate hand size 5, Union 0 VP',
    );
    expect(blockade.querySelectorAll('[data-space]')).toHaveLength(6);
    expect(europe.querySelectorAll('[data-space]')).toHaveLength(10);
    expect(markerSpace(blockade)).toBe('0');
    expect(markerSpace(europe)).toBe('3');
    expect(europe.getAttribute('aria-label')).toMatch(/^Europe track: space 3 of 9 \(start\)/);
  });

  it('moves the markers with the view and reads hand size and VP from the Blockade space', () => {
    render(<Tracks view={midGameView()} />);
    const blockade = screen.getByRole('img', { name: /^Blockade track/ });
    const europe = screen.getByRole('img', { name: /^Europe track/ });
    expect(blockade.getAttribute('aria-label')).toBe(
      'Blockade track: space 2 of 5, Confederate hand size 4, Union 1 VP',
    );
    expect(markerSpace(blockade)).toBe('2');
    expect(markerSpace(europe)).toBe('5');
    expect(europe.getAttribute('aria-label')).toMatch(/space 5 of 9;.*9 the Europe end where the Confederate wins/);
  });

  it('labels the spaces: S then 1–5 with hand sizes and VP, 0–9 with the Europe end', () => {
    render(<Tracks view={startView()} />);
    const blockade = screen.getByRole('img', { name: /^Blockade track/ });
    const names = [...blockade.querySelectorAll('.track-space-name')].map((n) => n.textContent);
    expect(names).toEqual(['S', '1', '2', '3', '4', '5']);
    expect(blockade.querySelector('[data-space="5"]')!.textContent).toContain('hand 3');
    expect(blockade.querySelector('[data-space="5"]')!.textContent).toContain('3 VP');
    const europe = screen.getByRole('img', { name: /^Europe track/ });
    expect(europe.querySelector('[data-space="9"]')!.textContent).toContain('C wins');
  });
});
