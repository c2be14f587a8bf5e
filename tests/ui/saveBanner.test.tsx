// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { newGame, serialize } from '../../src/engine';
import { loadLanguage } from '../../src/i18n';
import { createGameStore } from '../../src/ui/store/gameStore';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import { memoryStorage } from './helpers';
import { renderApp } from './render';

describe('unreadable save banner', () => {
  it('reports the unreadable save and offers its raw text for download', async () => {
    const raw = 'not a saved game at all';
    const storage = memoryStorage({ [SAVE_KEY]: raw });
    const store = createGameStore({ storage, seed: () => 77 });
    const blobs: Blob[] = [];
    const create = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const { user } = renderApp(store);

    const banner = await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 }); // loaded when it has something to say
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('could not be read');
    expect(banner.textContent).toContain(store.getState().ui.corruptSave!.keptUnder!);
    await user.click(screen.getByTestId('corrupt-save-download'));
    expect(create).toHaveBeenCalledTimes(1);
    expect(await blobs[0].text()).toBe(raw);
  });

  it('says what is wrong with an unsound save in the UI language, from the engine\'s key (issue 7 item 6)', async () => {
    const data = JSON.parse(serialize(newGame({ seed: 5 })));
    data.state.units.push({ ...data.state.units[0] }); // two units with one id
    const store = createGameStore({ storage: memoryStorage({ [SAVE_KEY]: JSON.stringify(data) }), seed: () => 78 });
    expect(store.getState().ui.corruptSave).toMatchObject({ key: 'ruleError.save-unsound', args: { problem: 'unit-id-twice' } });
    await loadLanguage('pl');
    try {
      renderApp(store);
      const banner = await screen.findByTestId('corrupt-save', {}, { timeout: 10_000 });
      expect(banner.textContent).toContain('dwie jednostki mają ten sam identyfikator');
      expect(banner.textContent).not.toContain('two units');
    } finally {
      await loadLanguage('en');
    }
  });
});
