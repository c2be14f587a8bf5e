// @vitest-environment jsdom
/**
 * Where the focus goes once a sandbox game starts or ends against a bot (WCAG 2.4.3; random-input
 * audit): the dialog's button that asked went with its dialog, and the control that opened it
 * (Replay's *Play from here*, the header's *Return to the original game*) went a moment later, when
 * the game loaded; the focus fell to the page's body. No hand-off screen takes it there: one person plays.
 */
import { screen, waitFor } from '@testing-library/react';
import { createGameStore } from '../../src/ui/store/gameStore';
import type { Players } from '../../src/ui/store/players';
import { fakeBot } from './fakeBot';
import { LAZY, memoryStorage, playRotation } from './helpers';
import { renderApp } from './render';

const UNION_VS_BOT: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } };

/** The element with the focus, or null when the focus fell to the page's body. */
const focused = () => (document.activeElement === document.body ? null : (document.activeElement as HTMLElement | null));

describe('the focus after a sandbox game starts or ends against a bot (UI: WCAG 2.4.3)', { timeout: 60_000 }, () => {
  it('goes to the game\'s status bar after Play from here and after Return to the original game, not to the page\'s body', async () => {
    // A stand-in bot that never answers: nothing moves but what the person does.
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1, players: UNION_VS_BOT, bot: fakeBot().client });
    const played = playRotation(1, 3);
    for (const a of played.actions) store.getState().dispatch(a);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-replay'));
    await user.click(await screen.findByTestId('replay-branch', {}, LAZY));
    // A person played this game: the whole position is shown only once they agree (R2.6).
    await user.click(await screen.findByTestId('sandbox-secret-confirm', {}, LAZY));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('replay-branch')).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByTestId('status-bar')));

    await user.click(screen.getByTestId('return-original'));
    await user.click(await screen.findByTestId('leave-sandbox-confirm', {}, LAZY));
    await waitFor(() => expect(store.getState().record.sandbox).toBeUndefined());
    await waitFor(() => expect(screen.queryByTestId('return-original')).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByTestId('status-bar')));
  });
});
