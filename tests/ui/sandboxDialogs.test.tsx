// @vitest-environment jsdom
/**
 * The sandbox dialogs name only a way to keep the sandbox game that is at hand where they are
 * asked (QA: they sent the player to Report a problem, which is only at the foot of the Replay
 * page, from the header and the Position editor).
 */
import { screen, within } from '@testing-library/react';
import '../../src/i18n';
import { enAll } from '../../src/i18n/en-all';
import { pl } from '../../src/i18n/pl';
import type { Resource } from '../../src/i18n/resource';
import { ru } from '../../src/i18n/ru';
import { createGameStore } from '../../src/ui/store/gameStore';
import { memoryStorage, openEditor, playRotation } from './helpers';
import { renderApp } from './render';

type Texts = { app: { export: string }; report: { download: string }; sandboxLeave: { text: string }; sandboxReplace: { text: string } };

describe('the sandbox dialogs\' way to keep the game', () => {
  it.each([['en', enAll], ['pl', pl], ['ru', ru]] as [string, Resource][])('%s: Export game in the header, not Report a problem', (_, resource) => {
    const r = resource as unknown as Texts;
    for (const text of [r.sandboxLeave.text, r.sandboxReplace.text]) {
      expect(text).toContain(r.app.export);
      expect(text).not.toContain(r.report.download);
    }
  });

  it('the command the leave dialog names is on the screen it is asked from (the Position editor)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    const played = playRotation(1, 8);
    for (const a of played.actions) store.getState().dispatch(a);
    await store.getState().branch(played.states[4]!, { origin: { kind: 'new', options: { seed: 1 } }, actions: played.actions.slice(0, 4) });
    const { user } = renderApp(store);
    await openEditor(user);
    await user.click(screen.getByTestId('return-original'));
    const dialog = await screen.findByTestId('leave-sandbox', {}, { timeout: 10_000 });
    expect(dialog.textContent).toContain('use Export game in the header');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Export game' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
    expect(dialog.textContent).not.toContain('Report a problem');
  }, 30_000);
});
