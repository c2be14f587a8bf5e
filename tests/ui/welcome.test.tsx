// @vitest-environment jsdom
/**
 * The welcome screen (issue 11 item 6): a first visit opens on it with the map behind; it offers two
 * players, the computer (side and level), the computer against itself, and an illustrated how-to;
 * it is not shown again once closed, and the header's *How to play* reopens it with *Continue*.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { newGame } from '../../src/engine';
import { loadLanguage } from '../../src/i18n';
import { loadRulesHelp } from '../../src/ui/help/rulesHelp';
import { displayRules } from '../../src/ui/game/rules';
import { createGameStore } from '../../src/ui/store/gameStore';
import { WELCOME_KEY } from '../../src/ui/store/preferences';
import { fakeBot } from './fakeBot';
import { LAZY, memoryStorage } from './helpers';
import { renderApp } from './render';


function firstVisit() {
  const storage = memoryStorage();
  const bot = fakeBot();
  const store = createGameStore({ storage, seed: () => 7, welcome: true, bot: bot.client });
  return { storage, store, ...renderApp(store) };
}

describe('the welcome screen (issue 11 item 6)', () => {
  it('opens on a first visit over the map, with no hand-off until two players are chosen', async () => {
    const { store, storage, user } = firstVisit();
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    expect(screen.getByRole('dialog', { name: 'Welcome to Lincoln' })).toBe(welcome);
    // The map is drawn behind it; nobody's hand is, and the hand-off waits.
    expect(document.querySelectorAll('[data-location]').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(within(welcome).queryByTestId('welcome-continue')).toBeNull();
    const game = store.getState().game;
    await user.click(within(welcome).getByTestId('welcome-hotseat'));
    expect(screen.queryByTestId('welcome')).toBeNull();
    // The new game behind the screen is kept, for two people: the Union's hand-off now shows.
    expect(store.getState().game).toBe(game);
    expect(store.getState().players.union.kind).toBe('person');
    expect(store.getState().players.confederate.kind).toBe('person');
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Union player');
    expect(storage.data.get(WELCOME_KEY)).toBe('seen');
  }, 30_000);

  it('plays against the computer on the side and at the level chosen', async () => {
    const { store, user } = firstVisit();
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    await user.selectOptions(within(welcome).getByTestId('welcome-side'), 'confederate');
    await user.selectOptions(within(welcome).getByTestId('welcome-level'), 'hard');
    await user.click(within(welcome).getByTestId('welcome-vs-bot'));
    expect(store.getState().players).toEqual({ union: { kind: 'bot', level: 'hard' }, confederate: { kind: 'person' } });
    expect(screen.queryByTestId('welcome')).toBeNull();
    // One person against the bot: no hand-off, the person's own view.
    expect(screen.queryByTestId('handoff')).toBeNull();
  }, 30_000);

  it('lets the computer play itself', async () => {
    const { store, user } = firstVisit();
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    await user.click(within(welcome).getByTestId('welcome-watch'));
    expect(store.getState().players).toEqual({ union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } });
  }, 30_000);

  it('Escape on a first visit keeps the two-player game; a later visit with the autosave opens on the game', async () => {
    const { storage, user } = firstVisit();
    await screen.findByTestId('welcome', {}, LAZY);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(screen.getByTestId('handoff')).toBeTruthy();
    const again = createGameStore({ storage, welcome: true, bot: fakeBot().client });
    expect(again.getState().ui.welcome).toBeNull();
  }, 30_000);

  it('a first visit after the welcome was closed once in this browser opens on the game', () => {
    const storage = memoryStorage({ [WELCOME_KEY]: 'seen' });
    expect(createGameStore({ storage, welcome: true, bot: null }).getState().ui.welcome).toBeNull();
    expect(createGameStore({ storage: memoryStorage(), welcome: true, bot: null }).getState().ui.welcome).toBe('first');
    expect(createGameStore({ storage: memoryStorage(), bot: null }).getState().ui.welcome).toBeNull();
  });

  it('How to play reopens it from the header, with Continue; the how-to has its four illustrated steps citing rules', async () => {
    const storage = memoryStorage();
    createGameStore({ storage, bot: null }); // an autosave exists
    const store = createGameStore({ storage, welcome: true, bot: null });
    const { user } = renderApp(store);
    expect(screen.queryByTestId('welcome')).toBeNull();
    const game = store.getState().game;
    await user.click(screen.getByTestId('open-welcome'));
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    const howto = within(welcome).getByTestId('howto');
    for (const [step, rule] of [['turn', 'R3.1'], ['actions', 'R6.2'], ['battles', 'R7.4'], ['winning', 'R12.2']]) {
      const figure = within(howto).getByTestId(`howto-${step}`);
      expect(figure.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(within(figure).getByText(rule)).toBeTruthy();
    }
    // R4.3, R4.4: winning names the Confederacy's win on the Union's clock too, with the ruleset's numbers (QA: it was left out).
    const k = displayRules().constants;
    expect(within(howto).getByTestId('howto-winning').textContent).toContain(
      `falls short of victory points as its deck runs out (${k.firstReshuffleVp} VP at its first reshuffle, ${k.secondReshuffleVp} at its second, ${k.thirdExhaustionVp} at the third)`,
    );
    expect(within(welcome).getByText(/starts a new game in place of the one at turn 1/)).toBeTruthy();
    await user.click(within(welcome).getByTestId('welcome-continue'));
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(store.getState().game).toBe(game);
  }, 30_000);

  it("each rule the how-to cites links to an anchor that is in the page, with that rule's text, in each language (axe's skip-link: the targets were on the Rules page only)", async () => {
    const { user } = firstVisit();
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    const links = [...within(welcome).getByTestId('howto').querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    expect(links).toHaveLength(15);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1)), link.getAttribute('href')!).not.toBeNull();
    try {
      for (const language of ['en', 'pl', 'ru'] as const) {
        await act(() => loadLanguage(language));
        const help = await loadRulesHelp(language);
        const texts = new Map([...help.sections.flatMap((s) => s.items), ...help.rulings].map((item) => [item.id, item.text]));
        await waitFor(() => expect(within(welcome).getByTestId('howto-rules').textContent).toContain(texts.get('R7.4')));
        for (const link of links) {
          const rule = link.getAttribute('href')!.slice('#rule-'.length);
          const target = document.getElementById(`rule-${rule}`);
          expect(target, rule).not.toBeNull();
          expect(welcome.contains(target)).toBe(true);
          expect(target!.textContent).toBe(`${rule}${texts.get(rule)}`);
        }
      }
    } finally {
      await act(() => loadLanguage('en'));
    }
    // The link still opens the Rules page at its rule (App.tsx), which closes the welcome screen.
    await user.click(within(within(welcome).getByTestId('howto-battles')).getByText('R7.4'));
    const rules = await screen.findByTestId('rules-page', {}, LAZY);
    expect(screen.queryByTestId('welcome')).toBeNull();
    expect(rules.querySelector('[id="rule-R7.4"]')!.classList.contains('rule-item--target')).toBe(true);
    expect(document.querySelectorAll('[id="rule-R7.4"]')).toHaveLength(1);
    window.location.hash = '';
  }, 30_000);
});

describe('a new game from the welcome screen in a sandbox game (audit: the original game went without a word)', () => {
  it('says, as New game does, that the original game the sandbox came from is discarded too', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 8, bot: null });
    store.getState().dispatch({ type: 'pass' });
    await store.getState().branch(newGame({ seed: 8 }), { origin: { kind: 'new', options: { seed: 8 } }, actions: [] });
    expect(store.getState().ui.hasOriginal).toBe(true);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('open-welcome'));
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    expect(within(welcome).getByTestId('welcome-original').textContent).toBe('This is a sandbox game: the original game it came from will be discarded too. To keep it, go back to it first (Back to the original game) and use Export game.');
  }, 30_000);

  it('says nothing of it outside a sandbox', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 8, bot: null });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('open-welcome'));
    const welcome = await screen.findByTestId('welcome', {}, LAZY);
    expect(within(welcome).queryByTestId('welcome-original')).toBeNull();
  }, 30_000);
});
