// @vitest-environment jsdom
/**
 * Creating the store runs before React mounts, outside every error boundary: should it throw (stored
 * data start-up did not expect), the page shows a recovery screen instead of nothing (audit: a blank
 * page on every reload). It offers the saved text for download and a fresh start, asked first.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { loadPageStrings } from '../../src/i18n';
import { StartFailure } from '../../src/ui/layout/StartFailure';
import { CORRUPT_KEY_PREFIX, SAVE_KEY } from '../../src/ui/store/persistence';
import { PLAYERS_KEY } from '../../src/ui/store/players';
import { LANGUAGE_KEY } from '../../src/ui/store/preferences';
import { RECORD_KEY } from '../../src/ui/store/recordFile';
import { LAZY, memoryStorage } from './helpers';

vi.mock('../../src/ui/store/gameStore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/ui/store/gameStore')>()),
  createGameStore: () => {
    throw new TypeError('stored data start-up did not expect');
  },
}));
vi.mock('../../src/pwa/register', () => ({ registerServiceWorker: () => {} }));
const download = vi.hoisted(() => vi.fn());
vi.mock('../../src/ui/store/download', () => ({ downloadText: download }));

describe('start-up that cannot create the store', () => {
  it('offers the saved text, then starts afresh only when asked twice, keeping every game text under its own key', async () => {
    await loadPageStrings();
    const storage = memoryStorage({ [SAVE_KEY]: 'the saved text', [RECORD_KEY]: 'r', [PLAYERS_KEY]: 'p', [LANGUAGE_KEY]: 'pl' });
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<StartFailure error={new Error('x')} storage={storage} reload={reload} />);
    await user.click(screen.getByTestId('start-failure-download'));
    expect(download).toHaveBeenCalledWith('lincoln-unreadable-save.txt', 'the saved text', 'text/plain');
    await user.click(screen.getByTestId('start-failure-afresh'));
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.get(SAVE_KEY)).toBe('the saved text');
    await user.click(screen.getByTestId('start-failure-confirm'));
    expect(reload).toHaveBeenCalled();
    const kept = [...storage.data.keys()].filter((k) => k.startsWith(CORRUPT_KEY_PREFIX));
    // The autosave under the prefix and the time; the record and players (and a backup or kept original, were there one) beside it.
    expect(kept.map((k) => storage.data.get(k)).sort()).toEqual(['p', 'r', 'the saved text']);
    // The autosave's key ends with the time, as the unreadable-save banner's copies do; the others add their own key.
    expect(kept.find((k) => storage.data.get(k) === 'the saved text')).toMatch(/Z$/);
    expect(kept.find((k) => storage.data.get(k) === 'r')).toMatch(new RegExp(`\\.${RECORD_KEY}$`));
    expect([...storage.data.keys()].sort()).toEqual([...kept, LANGUAGE_KEY].sort());
  });

  it('a storage refusing the change says so and does not reload', async () => {
    await loadPageStrings();
    const storage = memoryStorage({ [SAVE_KEY]: 'the saved text' });
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const reload = vi.fn();
    const user = userEvent.setup();
    render(<StartFailure error={new Error('x')} storage={storage} reload={reload} />);
    await user.click(screen.getByTestId('start-failure-afresh'));
    await user.click(screen.getByTestId('start-failure-confirm'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByTestId('start-failure').textContent).toContain('refused');
    expect(storage.data.get(SAVE_KEY)).toBe('the saved text');
  });

  // Last: the app it mounts stays in the document.
  it('main.tsx shows the recovery screen, not a blank page, and the error reaches the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="root"></div>';
    await import('../../src/main');
    expect(await screen.findByTestId('start-failure', undefined, LAZY)).toBeTruthy();
    expect(screen.getByTestId('start-failure').textContent).toContain('stored data start-up did not expect');
    expect(error).toHaveBeenCalledWith(expect.any(TypeError));
  });
});
