// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { LOCATIONS } from '../../src/data/board';
import { DEFAULT_RULESET } from '../../src/engine';
import { cardData, cardNameSlug } from '../../src/ui/game/labels';
import { en } from '../../src/ui/history/notes/en';
import { pl } from '../../src/ui/history/notes/pl';
import { ru } from '../../src/ui/history/notes/ru';
import { renderApp } from './render';
import { storeFor } from './helpers';

describe('history notes (issue 12 item 4)', () => {
  it('has a note with at least one date (a year of 1859–1865) on every location, in English, Polish and Russian', () => {
    const ids = LOCATIONS.map((l) => l.id).sort();
    for (const notes of [en, pl, ru]) {
      expect(Object.keys(notes.place).sort()).toEqual(ids);
      for (const [id, note] of Object.entries(notes.place)) {
        expect({ id, dated: /18(59|6[0-5])/.test(note), sentences: note.split(/[.;] /).length >= 2 }).toEqual({ id, dated: true, sentences: true });
      }
    }
  });

  it('has a note with a date (1859–1865) on every distinct card name of the default ruleset, and on no other card, in English, Polish and Russian', () => {
    const slugs = [...new Set(DEFAULT_RULESET.cards.map((c) => cardNameSlug(c.name)))].sort();
    expect(slugs.length).toBeGreaterThan(50);
    expect(slugs).toContain('mcclellan');
    for (const notes of [en, pl, ru]) {
      expect(Object.keys(notes.card).sort()).toEqual(slugs);
      for (const [slug, note] of Object.entries(notes.card)) {
        expect({ slug, dated: /18(59|6[0-5])/.test(note), sentences: note.split(/[.;] /).length >= 2 }).toEqual({ slug, dated: true, sentences: true });
      }
    }
  });

  it('opens and closes the History of a card in the hand by click and by keyboard', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const hand = screen.getByTestId('hand');
    const first = within(hand).getAllByRole('listitem')[0]!;
    const id = within(first).getAllByRole('button')[0]!.dataset.testid!.replace('card-', '');
    const name = cardData(id)!.name;
    // The History disclosure is drawn just after the first paint (lazily loaded).
    const toggle = await within(first).findByRole('button', { name: `History: ${name}` }, { timeout: 10_000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(first).getByTestId('history-note').hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const note = within(first).getByTestId('history-note');
    expect(note.hidden).toBe(false);
    expect(toggle.getAttribute('aria-controls')).toBe(note.id);
    await within(first).findByText(en.card[cardNameSlug(name) as keyof typeof en.card], {}, { timeout: 10_000 });
    // The keyboard closes it again (Enter on the focused toggle).
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(note.hidden).toBe(true);
    }, 20_000);

  it('shows the note of a place selected on the map, and a hint when none is', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    expect(screen.queryByTestId('place-history')).toBeNull();
    expect(await screen.findByText(/Select a place on the map/, {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Vicksburg, / }));
    const panel = await screen.findByTestId('place-history', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading').textContent).toBe('History: Vicksburg');
    expect(await within(panel).findByText(/4 July 1863/, {}, { timeout: 10_000 })).toBeTruthy();
    // Selecting it again clears the selection and the note.
    await user.click(screen.getByRole('button', { name: /^Vicksburg, / }));
    expect(screen.queryByTestId('place-history')).toBeNull();
  }, 20_000);

  it('brings the note of a place selected to read it into view, but not when a move starts from there (QA: below the hand at 1280×720)', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) { scrolled.push(this); };
    try {
      const { store } = storeFor({ seed: 1 });
      const { user } = renderApp(store);
      await user.click(screen.getByTestId('handoff-confirm'));
      await user.click(screen.getByRole('button', { name: /^Washington, / }));
      await screen.findByTestId('place-history', {}, { timeout: 10_000 });
      await new Promise((r) => setTimeout(r, 50));
      expect(scrolled.filter((el) => el.matches('[data-testid="place-history"]'))).toEqual([]);
      await user.click(screen.getByTestId('cancel-action')); // backs out of the move
      await user.click(screen.getByRole('button', { name: /^Vicksburg, / }));
      await waitFor(() => expect(scrolled.some((el) => el.matches('[data-testid="place-history"]'))).toBe(true));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  }, 20_000);

  it('shows the note of the place whose army starts a move (direct play), so a place holding the player\'s armies has its history in that side\'s turn (QA)', async () => {
    const { store } = storeFor({ seed: 1 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await user.click(screen.getByRole('button', { name: /^Washington, / }));
    expect(store.getState().ui.builder.origin).toBe('washington');
    const panel = await screen.findByTestId('place-history', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading').textContent).toBe('History: Washington');
  }, 20_000);
});
