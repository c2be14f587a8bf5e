// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Action } from '../../src/engine/types';
import i18n from '../../src/i18n';
import { locationName } from '../../src/ui/game/labels';
import { headline, narrationOf } from '../../src/ui/narration/narration';
import { viewsAt, type Viewpoint } from '../../src/ui/replay/viewpoint';
import { createGameStore } from '../../src/ui/store/gameStore';
import { memoryStorage, playRotation } from './helpers';
import { renderApp } from './render';


const GAME = playRotation(1, 40);

async function openReplay() {
  const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
  for (const a of GAME.actions) expect(store.getState().dispatch(a)).toBe(true);
  const utils = renderApp(store);
  await utils.user.click(screen.getByTestId('nav-replay'));
  const slider = (await screen.findByRole('slider', { name: 'Game position' }, { timeout: 20_000 })) as HTMLInputElement;
  return { ...utils, slider };
}

// Rendering the whole app in jsdom takes seconds on a loaded machine.
describe('the Replay page narrates (issue 12 item 3)', { timeout: 30_000 }, () => {
  it('a step: the caption and the moving counter tell the move that led to the position', async () => {
    const { user, slider } = await openReplay();
    const k = GAME.actions.findIndex((a) => a.type === 'move') + 1;
    expect(k).toBeGreaterThan(0);
    fireEvent.change(slider, { target: { value: String(k) } });
    expect(screen.queryByTestId('narration')).toBeNull();
    await user.click(screen.getByTestId('replay-narrate'));
    const vp = (screen.getByTestId('replay-viewpoint') as HTMLSelectElement).value as Viewpoint;
    const expected = headline(i18n.t, narrationOf(viewsAt(GAME.states[k - 1]!, vp).view, viewsAt(GAME.states[k]!, vp).view));
    const move = GAME.actions[k - 1] as Extract<Action, { type: 'move' }>;
    expect(expected.text).toContain(locationName(move.to));
    expect(screen.getByTestId('narration-headline').textContent).toBe(`${i18n.t('narration.card', { card: expected.card })} ${expected.text}`);
    expect(screen.getByTestId('moving-counter')).toBeTruthy();
  });

  it('Play goes forward one position at a time at the chosen speed; Pause stops it', async () => {
    const { user, slider } = await openReplay();
    await user.click(screen.getByTestId('replay-start'));
    await user.selectOptions(screen.getByTestId('replay-speed'), 'fast');
    await user.click(screen.getByTestId('replay-narrate'));
    const button = screen.getByTestId('replay-play');
    expect(button.textContent).toBe('Play');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(Number(slider.value)).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(screen.getByTestId('narration')).toBeTruthy();
    await user.click(screen.getByTestId('replay-play'));
    expect(screen.getByTestId('replay-play').textContent).toBe('Play');
    const stopped = slider.value;
    await new Promise((r) => setTimeout(r, 600));
    expect(slider.value).toBe(stopped);
    expect(Number(stopped)).toBeLessThan(GAME.actions.length);
  });

  it('playback stops at the last position: Play is no longer pressed, Start does not start it again, and Play leaves Narrate as it was (QA)', async () => {
    const { user, slider } = await openReplay();
    const last = Number(slider.max);
    fireEvent.change(slider, { target: { value: String(last - 3) } });
    await user.selectOptions(screen.getByTestId('replay-speed'), 'fast');
    const narrate = screen.getByTestId('replay-narrate') as HTMLInputElement;
    expect(narrate.checked).toBe(false);
    await user.click(screen.getByTestId('replay-play'));
    expect(narrate.checked).toBe(false);
    expect(screen.queryByTestId('narration')).toBeNull();
    await waitFor(() => expect(Number(slider.value)).toBe(last), { timeout: 10_000 });
    const button = screen.getByTestId('replay-play');
    expect(button.textContent).toBe('Play');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByTestId('replay-start'));
    await new Promise((r) => setTimeout(r, 600));
    expect(slider.value).toBe('0');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // Moving the slider does not start it either.
    fireEvent.change(slider, { target: { value: String(last - 2) } });
    await new Promise((r) => setTimeout(r, 600));
    expect(slider.value).toBe(String(last - 2));
  });
});
