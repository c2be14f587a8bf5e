// @vitest-environment jsdom
/**
 * The position editor drags too (issue 10 item 3, "click or drag"): a unit's handle dropped on a
 * half of the map moves the unit there; the *Add* button dropped on a half adds the unit set up
 * beside it there; a short press on *Add* still adds at the chosen location. Pointer events, so
 * touch works as a mouse does, once it has moved sideways (tests/e2e/tablet.e2e.mjs drags by a real finger). jsdom has no layout: `elementFromPoint` is what the test points at,
 * and a location's box is given a size to tell its halves apart.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createGameStore } from '../../src/ui/store/gameStore';
import { memoryStorage, openEditor } from './helpers';
import { renderApp } from './render';

let pointedAt: Element | null = null;
beforeAll(() => {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => pointedAt });
});

/**
 * A drag of `source` released over `target` at height `y` (CSS px), by `pointerType`. It starts
 * sideways, as a finger's must (a finger moving up or down scrolls: issue 12 item 7).
 */
function drag(source: Element, target: Element, y: number, pointerType = 'mouse') {
  fireEvent.pointerDown(source, { pointerId: 3, pointerType, button: 0, buttons: 1, clientX: 100, clientY: 10 });
  pointedAt = target;
  fireEvent.pointerMove(window, { pointerId: 3, pointerType, buttons: 1, clientX: 80, clientY: 12 });
  fireEvent.pointerMove(window, { pointerId: 3, pointerType, buttons: 1, clientX: 60, clientY: y });
  expect(target.closest('[data-location-wrap]')!.classList.contains('drop-over')).toBe(true); // the place under the pointer is marked
  fireEvent.pointerUp(window, { pointerId: 3, pointerType, button: 0, buttons: 0, clientX: 60, clientY: y });
  fireEvent.click(source); // the click a browser may send after the release: swallowed, not a second add
}

/** Gives the box of `location` on the editor's map a size: 90 px high from y = 100 (its header, then the upper half, then the lower). */
function sized(location: string): Element {
  const land = document.querySelector(`[data-location-wrap="${location}"] .loc-land`)!;
  land.getBoundingClientRect = () => ({ top: 100, bottom: 190, left: 0, right: 150, height: 90, width: 150, x: 0, y: 100, toJSON: () => ({}) });
  return land;
}

/** The draft's units at `location`, as the editor lists them. */
async function unitsAt(user: ReturnType<typeof renderApp>['user'], location: string): Promise<string[]> {
  await user.selectOptions(screen.getByTestId('editor-location-select'), location);
  return screen.queryAllByTestId('editor-unit').map((li) => li.textContent ?? '');
}

describe('dragging in the position editor (issue 10 item 3)', { timeout: 30_000 }, () => {
  it('a unit dragged onto a half moves there; Add dragged onto a half adds there; a short press on Add adds here', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.click(screen.getByTestId('editor-from-empty'));

    // A short press on Add (no drag) adds at the chosen location, as a click does.
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'kentucky');
    await user.click(screen.getByTestId('editor-add-unit'));
    expect(await unitsAt(user, 'kentucky')).toHaveLength(1);

    // Its handle dropped low on Nashville's box: the unit moves to Nashville's lower half (a finger, as on a tablet).
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'kentucky');
    act(() => drag(screen.getByTestId('editor-unit-drag'), sized('nashville'), 170, 'touch'));
    expect(await unitsAt(user, 'kentucky')).toHaveLength(0);
    const moved = await unitsAt(user, 'nashville');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatch(/lower half/);

    // Add, set up as a Confederate fort, dropped high on Richmond's box: a fort in Richmond's upper half.
    await user.selectOptions(screen.getByTestId('editor-unit-side'), 'confederate');
    await user.selectOptions(screen.getByTestId('editor-unit-kind'), 'fort');
    act(() => drag(screen.getByTestId('editor-add-unit'), sized('richmond'), 130));
    const added = await unitsAt(user, 'richmond');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/fort.*upper half/i);
    expect(within(screen.getByTestId('editor-page')).getByTestId('editor-check').textContent).toMatch(/accepts/);
    // The swallowed-click listener of the last drop lives 400 ms: let it go before the page is torn down.
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
  });

  it('a unit\'s Drag handle pressed with Enter (or tapped) takes the focus to its Move-to list, the keyboard way to move it (WCAG 2.1.1)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'washington');
    const unit = screen.getAllByTestId('editor-unit')[0]!;
    const list = within(unit).getByRole('combobox');
    within(unit).getByTestId('editor-unit-drag').focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(list);
    (document.activeElement as HTMLElement).blur();
    await user.click(within(unit).getByTestId('editor-unit-drag'));
    expect(document.activeElement).toBe(list);
  });
});
