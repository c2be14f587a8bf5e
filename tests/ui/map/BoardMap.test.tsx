// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOCATIONS, RAIL_LINKS } from '../../../src/data/board';
import type { Half, LocationId } from '../../../src/data/types';
import { BoardMap, neighbourInDirection } from '../../../src/ui/map/BoardMap';
import { battleView, midGameView, startView, unit } from './fixtures';

/** The focusable element of a location (it carries the name, the role and the clicks). */
function locationEl(container: HTMLElement, id: LocationId): SVGGElement {
  const el = container.querySelector<SVGGElement>(`[data-location="${id}"]`);
  if (!el) throw new Error(`no location ${id}`);
  return el;
}

/** Everything drawn for a location: its wrapper, with the state classes (the focusable overlay is inside, over the drawing). */
function drawingEl(container: HTMLElement, id: LocationId): SVGGElement {
  const el = container.querySelector<SVGGElement>(`[data-location-wrap="${id}"]`);
  if (!el) throw new Error(`no drawing of ${id}`);
  return el;
}

describe('BoardMap: drawing the view', () => {
  it('renders all 21 locations, focusable, with accessible names that give their armies; the map is one Tab stop (issue 11 item 5)', () => {
    const { container } = render(<BoardMap view={startView()} />);
    const els = [...container.querySelectorAll('[data-location]')];
    expect(els).toHaveLength(21);
    // Roving tabindex: one location in the Tab order, the others reached with the arrow keys.
    expect(els.filter((el) => el.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(els.filter((el) => el.getAttribute('tabindex') === '-1')).toHaveLength(20);
    // Not clickable without onSelect: images with a name.
    expect(screen.getAllByRole('img', { name: /^(?!Map)/ }).length).toBe(21);
    expect(screen.queryAllByRole('button')).toHaveLength(0);

    const name = (id: LocationId) => locationEl(container, id).getAttribute('aria-label');
    expect(name('manassas')).toBe('Manassas, Confederate, 1 VP: Confederate 1 army (strength 3) upper half');
    expect(name('washington')).toBe(
      'Washington, Union, port (naval defence +0), Union supply source: Union 1 army (strength 3) upper half',
    );
    expect(name('fort-monroe')).toBe(
      'Fort Monroe, Confederate, 1 VP, port (naval defence +2): Confederate 1 army (strength 1) upper half',
    );
    expect(name('harrisburg')).toBe('Harrisburg, Union, no Confederate entry: empty');
    expect(name('kentucky')).toMatch(/Union 1 army \(strength 2\) upper half/);
    for (const l of LOCATIONS) expect(name(l.id)).toContain(l.name);
  });

  it('draws a counter per unit, in the half it stands in, with its strength', () => {
    const { container } = render(<BoardMap view={midGameView()} />);
    const kentucky = drawingEl(container, 'kentucky');
    const upper = kentucky.querySelector('[data-half="upper"]')!;
    const lower = kentucky.querySelector('[data-half="lower"]')!;
    expect(upper.querySelectorAll('.counter.side-union')).toHaveLength(2);
    expect(lower.querySelectorAll('.counter.side-confederate')).toHaveLength(1);
    expect(lower.querySelector('.counter-label')!.textContent).toBe('1');
    const fort = drawingEl(container, 'vicksburg').querySelector('[data-half="lower"] .counter--fort');
    expect(fort?.getAttribute('data-unit')).toBe('u22');
    expect(fort?.textContent).toContain('F');
  });

  it('draws every one of the 30 rail links, each from one half to another', () => {
    const { container } = render(<BoardMap view={startView()} />);
    const lines = container.querySelectorAll('line[data-link]');
    expect(lines).toHaveLength(30);
    expect([...lines].map((l) => Number(l.getAttribute('data-link'))).sort((a, b) => a - b)).toEqual(
      RAIL_LINKS.map((l) => l.id),
    );
    // The three links with a defence modifier show "+1" badges.
    expect([...container.querySelectorAll('.rail-modifier')].filter((m) => !m.closest('.map-legend'))).toHaveLength(
      RAIL_LINKS.filter((l) => l.modifier).length,
    );
  });

  it('names a contested location as contested and draws the mark', () => {
    const { container } = render(<BoardMap view={midGameView()} />);
    expect(locationEl(container, 'kentucky').getAttribute('aria-label')).toBe(
      'Kentucky, Union, contested: Union 2 armies (strength 2 + 2) upper half; Confederate 1 army (strength 1) lower half',
    );
    expect(drawingEl(container, 'kentucky').querySelector('.mark-contested')).not.toBeNull();
    expect(drawingEl(container, 'cairo').querySelector('.mark-contested')).toBeNull();
  });

  it('keeps a contested supply source\'s star (R5.7) clear of the contested mark (R5.5) on the corner', () => {
    const view = midGameView();
    view.units = view.units.concat([unit('u30', 'confederate', 'washington', 1, 'lower')]);
    view.contested = [...view.contested, 'washington'];
    view.control = { ...view.control, washington: null };
    const { container } = render(<BoardMap view={view} />);
    /** The translate of a mark drawn in a location: its centre in map units. */
    const centre = (id: LocationId, selector: string) => {
      const m = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(drawingEl(container, id).querySelector(selector)!.getAttribute('transform')!)!;
      return { x: Number(m[1]), y: Number(m[2]) };
    };
    const star = centre('washington', '.mark-supply');
    const disc = centre('washington', '.mark-contested');
    // Star radius 9, disc radius 12: the two marks do not touch.
    expect(Math.hypot(star.x - disc.x, star.y - disc.y)).toBeGreaterThan(9 + 12);
    // An uncontested source keeps its star in the corner's place, 12 units in from the right edge.
    expect(centre('richmond', '.mark-supply').x).toBe(
      Number(drawingEl(container, 'richmond').querySelector('.loc-land')!.getAttribute('x')) +
        Number(drawingEl(container, 'richmond').querySelector('.loc-land')!.getAttribute('width')) - 12,
    );
  });

  it('plants a control flag of the holding side', () => {
    const { container } = render(<BoardMap view={midGameView()} />);
    const flag = drawingEl(container, 'nashville').querySelector('[data-flag]');
    expect(flag?.getAttribute('data-flag')).toBe('union');
    expect(flag?.textContent).toContain('U');
    expect(locationEl(container, 'nashville').getAttribute('aria-label')).toMatch(/^Nashville, Confederate, 1 VP, Union flag: empty$/);
    expect(container.querySelectorAll('.loc [data-flag]')).toHaveLength(1);
  });

  it('shows a battle in progress: both sides in the attacked half, hatched, and named', () => {
    const { container } = render(<BoardMap view={battleView()} />);
    expect(locationEl(container, 'manassas').getAttribute('aria-label')).toBe(
      'Manassas, Confederate, 1 VP, battle: Union attacks the upper half: Union 1 army (strength 3) upper half; Confederate 1 army (strength 3) upper half',
    );
    const manassas = drawingEl(container, 'manassas');
    expect(manassas.querySelector('[data-battle-half]')?.getAttribute('data-battle-half')).toBe('upper');
    expect(manassas.querySelectorAll('[data-half="upper"] .counter')).toHaveLength(2);
    expect(container.querySelectorAll('.loc [data-battle-half]')).toHaveLength(1);
  });

  it('emphasises the highlighted units only', () => {
    const { container } = render(<BoardMap view={midGameView()} highlightUnits={['u20']} />);
    const highlighted = container.querySelectorAll('.counter--highlight');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0].getAttribute('data-unit')).toBe('u20');
  });
});

describe('BoardMap: picking targets', () => {
  it('makes only the targets clickable and dims the rest', () => {
    const onSelect = vi.fn();
    const { container } = render(
      <BoardMap view={startView()} targets={[{ location: 'manassas' }, { location: 'fredericksburg' }]} onSelect={onSelect} />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-location')).sort()).toEqual(['fredericksburg', 'manassas']);
    expect(container.querySelectorAll('.loc--dimmed')).toHaveLength(19);

    fireEvent.click(locationEl(container, 'richmond'));
    expect(onSelect).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /^Manassas/ }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('manassas');
  });

  it('with an empty target list, nothing is clickable and nothing is dimmed', () => {
    const onSelect = vi.fn();
    const { container } = render(<BoardMap view={startView()} targets={[]} onSelect={onSelect} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.querySelectorAll('.loc--dimmed')).toHaveLength(0);
    fireEvent.click(locationEl(container, 'washington'));
    fireEvent.keyDown(locationEl(container, 'washington'), { key: 'Enter' });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('offers the named halves of a target as their own buttons', () => {
    const onSelect = vi.fn<(l: LocationId, h?: Half) => void>();
    const { container } = render(
      <BoardMap
        view={midGameView()}
        targets={[{ location: 'kentucky', half: 'upper' }, { location: 'kentucky', half: 'lower' }]}
        onSelect={onSelect}
      />,
    );
    // The location itself is focusable but not a button; its two halves are.
    expect(locationEl(container, 'kentucky').getAttribute('role')).toBe('img');
    const halves = screen.getAllByRole('button');
    expect(halves.map((h) => h.getAttribute('aria-label'))).toEqual([
      'Kentucky, upper half: Union 2 armies (strength 2 + 2)',
      'Kentucky, lower half: Confederate 1 army (strength 1)',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /lower half/ }));
    expect(onSelect).toHaveBeenLastCalledWith('kentucky', 'lower');
    fireEvent.keyDown(screen.getByRole('button', { name: /upper half/ }), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith('kentucky', 'upper');
    // The halves take the location's place among the keyboard's stops: Down goes from the upper to the lower half.
    expect(locationEl(container, 'kentucky').getAttribute('tabindex')).toBe('-1');
    const upper = screen.getByRole('button', { name: /upper half/ });
    upper.focus();
    fireEvent.keyDown(upper, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /lower half/ }));
    expect(container.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('marks where the focus enters it: the target nearest the selected place (issue 11 item 5: the focus goes to the next thing to decide)', () => {
    const targets = [{ location: 'richmond' as LocationId }, { location: 'harrisburg' as LocationId }];
    const { container } = render(<BoardMap view={startView()} onSelect={() => {}} targets={targets} selected="washington" />);
    expect([...container.querySelectorAll('[data-entry]')].map((el) => el.getAttribute('data-location'))).toEqual(['harrisburg']);
  });

  it('selects a focused target with Enter, and not a focused non-target', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { container } = render(
      <BoardMap view={startView()} targets={[{ location: 'richmond' }]} onSelect={onSelect} selected="manassas" />,
    );
    locationEl(container, 'manassas').focus();
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();

    const richmond = screen.getByRole('button', { name: /^Richmond, Confederate, 3 VP, Confederate supply source/ });
    richmond.focus();
    expect(document.activeElement).toBe(richmond);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('richmond');
  });

  it('marks the selected location in its name and outline', () => {
    const { container } = render(<BoardMap view={startView()} selected="cairo" onSelect={() => {}} />);
    const cairo = locationEl(container, 'cairo');
    expect(cairo.getAttribute('aria-label')).toMatch(/\(selected\)$/);
    expect(drawingEl(container, 'cairo').getAttribute('class')).toContain('loc--selected');
    expect(cairo.getAttribute('aria-pressed')).toBe('true');
  });

  it('without targets, every location is a button when onSelect is given', () => {
    const onSelect = vi.fn();
    render(<BoardMap view={startView()} onSelect={onSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: /^Atlanta/ }));
    expect(onSelect).toHaveBeenCalledWith('atlanta');
  });

  it('moves focus between locations with the arrow keys, and the Tab stop with it (roving tabindex, issue 11 item 5)', () => {
    const { container } = render(<BoardMap view={startView()} />);
    const washington = locationEl(container, 'washington');
    washington.focus();
    fireEvent.keyDown(washington, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-location')).toBe(neighbourInDirection('washington', 'ArrowDown'));
    const stops = () => [...container.querySelectorAll('[tabindex="0"]')].map((el) => el.getAttribute('data-location'));
    expect(stops()).toEqual(['manassas']);
    expect(neighbourInDirection('washington', 'ArrowDown')).toBe('manassas');
    expect(neighbourInDirection('washington', 'ArrowUp')).toBe('harrisburg');
    expect(neighbourInDirection('st-louis', 'ArrowLeft')).toBeNull();
  });

  it('has a title and a legend', async () => {
    const { container } = render(<BoardMap view={startView()} />);
    const svg = screen.getByRole('group', { name: /Map of the Lincoln board/ });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    // The key loads just after first paint, with its strings.
    await screen.findByText('Supply source', {}, { timeout: 10_000 });
    const legend = container.querySelector('.map-legend')!;
    expect(within(legend as HTMLElement).getByText('Supply source')).toBeTruthy();
    expect(legend.textContent).toContain('No Confederate entry');
  }, 30_000);
});
