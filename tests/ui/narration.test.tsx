// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine';
import i18n from '../../src/i18n';
import { logText } from '../../src/ui/game/logText';
import { NarrationCaption } from '../../src/ui/narration/NarrationCaption';
import { createGameStore } from '../../src/ui/store/gameStore';
import { BOT_DELAY_MS, BOT_SPEEDS } from '../../src/ui/store/players';
import { fakeBot } from './fakeBot';
import { memoryStorage } from './helpers';
import { renderApp } from './render';

describe('narration of a bot-against-bot game (issue 12 item 3)', () => {
  it('captions the newest log entries, the latest in large type', () => {
    let state = newGame({ seed: 2 });
    for (let i = 0; i < 6; i++) state = applyAction(state, legalActions(state)[0]!);
    const log = viewFor(state, 'observer').log;
    render(<NarrationCaption log={log} />);
    const lines = screen.getByTestId('narration').querySelectorAll('.narration-line');
    expect([...lines].map((l) => l.textContent)).toEqual(log.slice(-3).map((e) => logText(i18n.t, e)));
    expect(lines[lines.length - 1]!.classList.contains('narration-line--newest')).toBe(true);
  });

  it('offers a Narrate speed slower than Slow', () => {
    expect(BOT_SPEEDS[0]).toBe('narrate');
    expect(BOT_DELAY_MS.narrate).toBeGreaterThan(BOT_DELAY_MS.slow);
  });

  it('shows the caption on the game screen only when both sides are bots', async () => {
    const initial = newGame({ seed: 1 });
    const both = createGameStore({ initial, storage: memoryStorage(), players: { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } }, bot: fakeBot().client });
    const { unmount } = renderApp(both);
    // Loaded when first shown (outside the first-paint bundle).
    expect(await screen.findByTestId('narration', {}, { timeout: 10_000 })).toBeTruthy();
    unmount();
    const one = createGameStore({ initial, storage: memoryStorage(), players: { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } }, bot: fakeBot().client });
    renderApp(one);
    expect(screen.queryByTestId('narration')).toBeNull();
  });
});
