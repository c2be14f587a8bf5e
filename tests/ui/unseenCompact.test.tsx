// @vitest-environment jsdom
/**
 * The side panel's notice of battles not seen yet stays compact (QA, touch tablet at 1024×768,
 * against the bot): more than two battles show the newest two lines and a disclosure of the rest.
 */
import { act, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, beforeAll, afterEach } from 'vitest';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { UnseenBattles } from '../../src/ui/combat/PastBattles';
import { createGameStore } from '../../src/ui/store/gameStore';
import type { Players } from '../../src/ui/store/players';
import { GameStoreProvider } from '../../src/ui/store/StoreContext';

const players: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'person' } };

/** The notice for battles `from` … `to - 1` against a bot (no record, no log: each line is the battle's title). */
function renderNotice(from: number, to: number) {
  const store = createGameStore({ storage: null, players, bot: null });
  const { container } = render(<GameStoreProvider store={store}><UnseenBattles from={from} to={to} log={[]} /></GameStoreProvider>);
  return within(container.querySelector<HTMLElement>('[data-testid="unseen-notice"]')!);
}

describe('UnseenBattles: compact with more than two battles (QA)', () => {
  beforeAll(() => loadPageStrings());
  afterEach(() => act(() => loadLanguage('en')));

  it('two battles: both lines, no disclosure', () => {
    const notice = renderNotice(0, 2);
    expect(notice.getAllByTestId('unseen-battle')).toHaveLength(2);
    expect(notice.queryByTestId('unseen-more')).toBeNull();
  });

  it('five battles: the newest two lines and "and 3 earlier battles", which shows them all and folds back', async () => {
    const user = userEvent.setup();
    const notice = renderNotice(0, 5);
    expect(notice.getByText('5 battles you have not seen yet')).toBeTruthy();
    expect(notice.getAllByTestId('unseen-battle').map((b) => b.textContent)).toEqual(['Battle 4 of the game', 'Battle 5 of the game']);
    const more = notice.getByTestId('unseen-more');
    expect(more.textContent).toBe('and 3 earlier battles');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(notice.getAllByTestId('unseen-battle')).toHaveLength(5);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    await user.click(more);
    expect(notice.getAllByTestId('unseen-battle')).toHaveLength(2);
  });

  it('Polish and Russian plural forms of the disclosure', async () => {
    await act(() => loadLanguage('pl'));
    expect(renderNotice(0, 3).getByTestId('unseen-more').textContent).toBe('i 1 wcześniejsza bitwa');
    expect(renderNotice(0, 7).getByTestId('unseen-more').textContent).toBe('i 5 wcześniejszych bitew');
    await act(() => loadLanguage('ru'));
    expect(renderNotice(0, 6).getByTestId('unseen-more').textContent).toBe('и ещё 4 более ранних сражения');
  });
});
