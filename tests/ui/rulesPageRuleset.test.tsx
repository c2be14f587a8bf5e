// @vitest-environment jsdom
/**
 * The Rules page tells the rulebook (issue 7 item 1: the ruleset as a value): a game played under
 * another ruleset says first what that ruleset changes, in the UI's language, with its rule ids
 * linked; a combination of named variants is told by its parts; the rulebook's own game says nothing.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { combineVariants, newGame } from '../../src/engine';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY, memoryStorage, storeFor } from './helpers';
import { renderApp } from './render';

async function rulesPage(store: ReturnType<typeof createGameStore>) {
  const { user } = renderApp(store);
  await user.click(screen.getByTestId('nav-rules'));
  return screen.findByTestId('rules-page', {}, LAZY);
}

describe('the Rules page under a variant ruleset', { timeout: 30_000 }, () => {
  it('R1.5 a game under "Washington reserve (1)" says so above the rules, with R1.5 linked', async () => {
    const store = createGameStore({ initial: newGame({ seed: 3, ruleset: 'washington-reserve' }), storage: memoryStorage() });
    const page = await rulesPage(store);
    const note = within(page).getByTestId('rules-ruleset');
    expect(note.textContent).toContain('“Washington reserve (1)”');
    expect(note.textContent).toContain('one more army, of strength 1, in Washington');
    expect(within(note).getByText('R1.5').getAttribute('href')).toBe('#rule-R1.5');
  });

  it('a combination of variants (as the simulator plays) is told by its parts, in Polish too', async () => {
    const store = createGameStore({ initial: newGame({ seed: 3, ruleset: combineVariants(['seward-cost-1', 'virginia-vp']) }), storage: memoryStorage() });
    const page = await rulesPage(store);
    const note = within(page).getByTestId('rules-ruleset');
    expect(note.textContent).toContain('“Seward costs 1 + Fredericksburg and Front Royal worth 1 VP”');
    await act(() => store.getState().setLanguage('pl'));
    await waitFor(() => expect(within(page).getByTestId('rules-ruleset').textContent).toMatch(/^Ta gra toczy się według zasad „.+ \+ .+”/));
  });

  it('the rulebook\'s own game shows no such note', async () => {
    const { store } = storeFor({ seed: 3 });
    const page = await rulesPage(store);
    expect(within(page).queryByTestId('rules-ruleset')).toBeNull();
  });

  it('has a "Back to the game" button at both ends of the page, in the UI\'s language (QA: keyboard far from the header)', async () => {
    const { store } = storeFor({ seed: 3 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-rules'));
    const page = await screen.findByTestId('rules-page', {}, LAZY);
    await act(() => store.getState().setLanguage('en'));
    const backs = within(page).getAllByTestId('rules-back');
    expect(backs).toHaveLength(2);
    expect(backs[1]!.textContent).toBe('Back to the game');
    await user.click(backs[1]!);
    expect(store.getState().ui.page).toBe('game');
    await user.click(screen.getByTestId('nav-rules'));
    await act(() => store.getState().setLanguage('ru'));
    await waitFor(() => expect(within(screen.getByTestId('rules-page')).getAllByTestId('rules-back')[0]!.textContent).toBe('Вернуться к игре'));
  });
});
