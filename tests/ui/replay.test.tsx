// @vitest-environment jsdom
import { vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { applyAction, decision, deserialize, legalActions, newGame, ruleOfDecision, serialize } from '../../src/engine';
import type { Action, NewGameOptions } from '../../src/engine/types';
import i18n, { loadLanguage } from '../../src/i18n';
import { errorText } from '../../src/ui/game/errorText';
import { buildTimeline, CHECKPOINT_EVERY, turnStartIndex } from '../../src/ui/replay/timeline';
import { agreedToShow, agreeToShow, allowedViewpoints, gameIdentity, keepsSecrets, viewpointOptions, viewsAt } from '../../src/ui/replay/viewpoint';
import { createGameStore } from '../../src/ui/store/gameStore';
import { ORIGINAL_KEY } from '../../src/ui/store/originalGame';
import { RECORD_KEY } from '../../src/ui/store/recordFile';
import { SAVE_KEY } from '../../src/ui/store/persistence';
import { HOTSEAT, type Players } from '../../src/ui/store/players';
import type { GameRecord } from '../../src/ui/store/session';
import { memoryStorage, playRotation } from './helpers';
import { renderApp } from './render';


const GAME = playRotation(1, 90);
const RECORD: GameRecord = { origin: { kind: 'new', options: { seed: 1 } }, actions: GAME.actions };

describe('replay timeline (issue 10 item 1)', () => {
  it('rebuilds every position from the seed and the recorded actions, in any order of visits', () => {
    const timeline = buildTimeline(RECORD);
    expect(timeline.last).toBe(GAME.actions.length);
    expect(timeline.last).toBeGreaterThan(2 * CHECKPOINT_EVERY);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: GAME.actions.length }), { minLength: 1, maxLength: 8 }), (visits) => {
        for (const i of visits) expect(serialize(timeline.positionAt(i))).toBe(serialize(GAME.states[i]!));
      }),
      { numRuns: 25 },
    );
  });

  it('knows each position\'s turn and where each turn starts', () => {
    const timeline = buildTimeline(RECORD);
    expect(timeline.turns).toEqual(GAME.states.map((s) => s.turn));
    for (const { turn, index } of timeline.turnStarts) {
      expect(GAME.states[index]!.turn).toBe(turn);
      if (index > 0) expect(GAME.states[index - 1]!.turn).not.toBe(turn);
    }
    expect(turnStartIndex(timeline, 2)).toBe(GAME.states.findIndex((s) => s.turn === 2));
  });

  it('a damaged record stops before the action the engine refuses, and says which', () => {
    const bad: GameRecord = { ...RECORD, actions: [...GAME.actions.slice(0, 5), { type: 'declare-attack', location: 'washington' } as Action, ...GAME.actions.slice(5)] };
    const timeline = buildTimeline(bad);
    expect(timeline.last).toBe(5);
    expect(timeline.broken?.index).toBe(5);
    expect(serialize(timeline.positionAt(99))).toBe(serialize(GAME.states[5]!));
    // The engine's reason is kept as its key and arguments, for the UI's language (audit: only its English).
    expect(timeline.broken?.key).toMatch(/^ruleError\./);
  });

  it('the page says why a damaged record stops in the UI language, not in the engine\'s English (audit)', async () => {
    const bad: GameRecord = { ...RECORD, actions: [...GAME.actions.slice(0, 5), { type: 'declare-attack', location: 'washington' } as Action] };
    const broken = buildTimeline(bad).broken!;
    const store = createGameStore({ storage: memoryStorage(), initial: GAME.states[5]! });
    // A record that no longer replays to its game (the store drops such a record on load), watched between paused bots.
    store.setState({ record: bad, personPlayed: false, players: { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } }, bot: { ...store.getState().bot, paused: true } });
    await act(() => loadLanguage('pl'));
    try {
      const { user } = renderApp(store);
      await user.click(screen.getByTestId('nav-replay'));
      const said = (await screen.findByTestId('replay-broken', {}, { timeout: 20_000 })).textContent!;
      expect(said).toContain('Zapis urywa się na akcji 6');
      expect(said).not.toContain(broken.message.slice(0, 20));
      expect(said).toContain(errorText(i18n.getFixedT('pl'), broken));
    } finally {
      await act(() => loadLanguage('en'));
    }
  });
});

describe('replay viewpoints (issue 10 item 1: viewFor, the hand-off rules hold)', () => {
  it('an unfinished two-person game offers only the live screen\'s viewer; a finished one or a sandbox everything', () => {
    expect(allowedViewpoints({ over: false, sandbox: false, players: HOTSEAT, personPlayed: true, viewer: 'union' })).toEqual(['union']);
    expect(allowedViewpoints({ over: false, sandbox: false, players: HOTSEAT, personPlayed: true, viewer: 'observer' })).toEqual(['observer']);
    expect(allowedViewpoints({ over: true, sandbox: false, players: HOTSEAT, personPlayed: true, viewer: 'observer' })[0]).toBe('everything');
    expect(allowedViewpoints({ over: false, sandbox: true, players: HOTSEAT, personPlayed: true, viewer: 'union' })).toContain('confederate');
  });

  it('between bots every viewpoint opens, the public view first, and nothing keeps a secret: no person plays (QA: a class watching bots could not see the hands)', () => {
    const bots: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'hard' } };
    expect(allowedViewpoints({ over: false, sandbox: false, players: bots, personPlayed: false, viewer: 'observer' })).toEqual(['observer', 'everything', 'union', 'confederate']);
    expect(keepsSecrets({ over: false, sandbox: false, players: bots, personPlayed: false })).toBe(false);
    // One person against the bot still sees only their own side.
    const alone: Players = { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } };
    expect(allowedViewpoints({ over: false, sandbox: false, players: alone, personPlayed: true, viewer: 'union' })).toEqual(['union']);
    expect(keepsSecrets({ over: false, sandbox: false, players: alone, personPlayed: true })).toBe(true);
  });

  it('bots that took over from people keep the secrets: the live screen\'s public view only, until the game is over, a sandbox or agreed (QA: Change players… to two bots opened Everything)', () => {
    const bots: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'hard' } };
    const live = { over: false, sandbox: false, players: bots, personPlayed: true };
    expect(allowedViewpoints({ ...live, viewer: 'observer' })).toEqual(['observer']);
    expect(keepsSecrets(live)).toBe(true);
    expect(allowedViewpoints({ ...live, viewer: 'observer', agreed: true })).toContain('everything');
    expect(keepsSecrets({ ...live, over: true })).toBe(false);
    expect(keepsSecrets({ ...live, sandbox: true })).toBe(false);
  });

  it('once the players agreed to show the whole position, every viewpoint opens, the live screen\'s first (QA: Everything stayed closed)', () => {
    expect(allowedViewpoints({ over: false, sandbox: false, players: HOTSEAT, personPlayed: true, viewer: 'union', agreed: true })).toEqual(['union', 'everything', 'confederate', 'observer']);
    expect(allowedViewpoints({ over: false, sandbox: false, players: HOTSEAT, personPlayed: true, viewer: 'observer', agreed: true })).toEqual(['observer', 'everything', 'union', 'confederate']);
  });

  it('the select lists the viewpoint the replay opens on first, then the others in the order chosen for the game, the closed ones last (not one fixed order that put the default third or last)', () => {
    const live = { over: false, sandbox: false, players: HOTSEAT, personPlayed: true };
    const bots: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'hard' } };
    expect(viewpointOptions(allowedViewpoints({ ...live, over: true, viewer: 'observer' }))).toEqual(['everything', 'union', 'confederate', 'observer']);
    expect(viewpointOptions(allowedViewpoints({ ...live, players: bots, personPlayed: false, viewer: 'observer' }))).toEqual(['observer', 'everything', 'union', 'confederate']);
    expect(viewpointOptions(allowedViewpoints({ ...live, viewer: 'confederate', agreed: true }))).toEqual(['confederate', 'everything', 'union', 'observer']);
    // One view open: it comes first, the closed ones follow (disabled), the public view only when open.
    expect(viewpointOptions(allowedViewpoints({ ...live, viewer: 'confederate' }))).toEqual(['confederate', 'union', 'everything']);
    expect(viewpointOptions(allowedViewpoints({ ...live, viewer: 'observer' }))).toEqual(['observer', 'union', 'confederate', 'everything']);
  });

  it('the agreement to show the whole position is kept by game identity: the same after a reload\'s JSON, apart for another game, in the page when storage refuses it (QA)', () => {
    const options: NewGameOptions & { seed: number } = { seed: 77, ruleset: 'balanced' };
    const reread = JSON.parse(JSON.stringify({ ruleset: 'balanced', seed: 77 })) as typeof options;
    expect(gameIdentity({ kind: 'new', options: reread })).toBe(gameIdentity({ kind: 'new', options }));
    expect(gameIdentity({ kind: 'new', options: { ...options, seed: 78 } })).not.toBe(gameIdentity({ kind: 'new', options }));
    const state = GAME.states[40]!;
    expect(gameIdentity({ kind: 'loaded', state: deserialize(serialize(state)) })).toBe(gameIdentity({ kind: 'loaded', state }));

    expect(agreedToShow({ kind: 'new', options })).toBe(false);
    agreeToShow({ kind: 'new', options });
    expect(agreedToShow({ kind: 'new', options: reread })).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('lincoln.agreed.v1')!)).toEqual([gameIdentity({ kind: 'new', options })]);
    expect(agreedToShow({ kind: 'loaded', state })).toBe(false);

    // A browser that refuses storage: the agreement holds for the page.
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    try {
      agreeToShow({ kind: 'loaded', state });
      expect(agreedToShow({ kind: 'loaded', state })).toBe(true);
    } finally {
      refuse.mockRestore();
    }
  });

  it('Everything is both sides\' own views together: both hands, both piles, every private log entry', () => {
    const state = GAME.states[40]!;
    const { view, hands } = viewsAt(state, 'everything');
    expect(hands.union).toEqual(state.cards.union.hand);
    expect(hands.confederate).toEqual(state.cards.confederate.hand);
    expect(view.sides.union.discard).toEqual(state.cards.union.discard);
    expect(view.sides.confederate.discard).toEqual(state.cards.confederate.discard);
    expect(view.log).toEqual(state.log);
    const union = viewsAt(state, 'union');
    expect(union.hands.confederate).toBeUndefined();
    expect(union.view.sides.confederate.discard).toBeUndefined();
  });
});

describe('the game record is autosaved (issue 10 item 1)', { timeout: 30_000 }, () => {
  it('a resumed game keeps its record, so its replay goes back to the start', () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1 });
    for (const a of GAME.actions.slice(0, 20)) expect(store.getState().dispatch(a)).toBe(true);
    const resumed = createGameStore({ storage, seed: () => 99 });
    expect(resumed.getState().record.origin).toEqual({ kind: 'new', options: { seed: 1 } });
    expect(resumed.getState().record.actions).toEqual(GAME.actions.slice(0, 20));
    expect(buildTimeline(resumed.getState().record).positionAt(20)).toEqual(resumed.getState().game);
  });

  it('an autosave of an earlier version (no record) still opens; its replay starts at its position', () => {
    const storage = memoryStorage({ [SAVE_KEY]: serialize(GAME.states[30]!) });
    const store = createGameStore({ storage });
    expect(store.getState().game).toEqual(GAME.states[30]);
    expect(store.getState().record).toMatchObject({ origin: { kind: 'loaded' }, actions: [] });
  });

  it('a record that does not lead to the autosave (another position\'s) is not used, but kept and said (recordBanner.test.tsx)', () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1 });
    for (const a of GAME.actions.slice(0, 5)) store.getState().dispatch(a);
    storage.setItem(SAVE_KEY, serialize(GAME.states[30]!));
    const other = createGameStore({ storage });
    expect(other.getState().record.origin.kind).toBe('loaded');
    expect(storage.data.has(RECORD_KEY)).toBe(true);
    expect(other.getState().ui.corruptRecord?.raw).toBe(storage.data.get(RECORD_KEY));
  });
});

// Rendering the whole app in jsdom takes seconds on a loaded machine (the first test also loads the page lazily).
describe('the Replay page (issue 10 item 1)', { timeout: 30_000 }, () => {
  function openReplay(actions = 40, players = HOTSEAT) {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1, players });
    for (const a of GAME.actions.slice(0, actions)) expect(store.getState().dispatch(a)).toBe(true);
    const utils = renderApp(store);
    return { store, storage, ...utils };
  }

  it('opens from the header (lazily) at the newest position; Start, Back, Forward, End and the slider move it', async () => {
    const { user } = openReplay();
    await user.click(screen.getByTestId('nav-replay'));
    const slider = (await screen.findByRole('slider', { name: 'Game position' }, { timeout: 20_000 })) as HTMLInputElement;
    expect(slider.value).toBe('40');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(slider.value).toBe('0');
    // Start disables itself there: the focus goes to the slider, not lost to the page (keyboard QA).
    expect(document.activeElement).toBe(slider);
    expect(screen.getByTestId('replay-where').textContent).toContain('Position 0 of 40');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(slider.value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(slider.value).toBe('1');
    fireEvent.change(slider, { target: { value: '25' } });
    expect(screen.getByTestId('replay-where').textContent).toContain(`Position 25 of 40 — turn ${GAME.states[25]!.turn}`);
    await user.click(screen.getByRole('button', { name: 'End' }));
    expect(slider.value).toBe('40');
    expect(document.activeElement).toBe(slider);
  });

  it('the arrow keys step through the game, the turn select jumps, and the log follows the position', async () => {
    const { user } = openReplay();
    await user.click(screen.getByTestId('nav-replay'));
    const page = await screen.findByTestId('replay-page', {}, { timeout: 20_000 });
    const slider = screen.getByRole('slider', { name: 'Game position' }) as HTMLInputElement;
    fireEvent.keyDown(page, { key: 'Home' });
    expect(slider.value).toBe('0');
    fireEvent.keyDown(page, { key: 'ArrowRight' });
    fireEvent.keyDown(page, { key: 'ArrowRight' });
    fireEvent.keyDown(page, { key: 'ArrowLeft' });
    expect(slider.value).toBe('1');
    const turn2 = GAME.states.findIndex((s) => s.turn === 2);
    await user.selectOptions(screen.getByTestId('replay-turn'), '2');
    expect(slider.value).toBe(String(turn2));
    const log = within(screen.getByTestId('replay-page')).getByTestId('log');
    const publicEntries = GAME.states[turn2]!.log.filter((e) => !e.privateTo || e.privateTo === 'union').length;
    expect(log.querySelectorAll('li.log-entry')).toHaveLength(publicEntries);
  });

  it('an unfinished two-person game shows only the confirmed decider\'s view; the other hand is not in the page at all', async () => {
    const { store, user } = openReplay(40);
    const decider = store.getState().game.active;
    act(() => store.getState().confirmHandoff());
    await user.click(screen.getByTestId('nav-replay'));
    const select = (await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 })) as HTMLSelectElement;
    expect(select.value).toBe(decider);
    const options = Array.from(select.options);
    expect(options[0]!.value).toBe(decider); // the open view first, whichever side it is
    expect(options.find((o) => o.value === 'everything')!.disabled).toBe(true);
    const other = decider === 'union' ? 'confederate' : 'union';
    expect(options.find((o) => o.value === other)!.disabled).toBe(true);
    expect(screen.queryByTestId(`replay-hand-${other}`)).toBeNull();
    expect(screen.getByTestId(`replay-hand-${decider}`)).toBeTruthy();
  });

  it('before the decider confirms the hand-off, the replay shows the public view only', async () => {
    const { user } = openReplay(40);
    await user.click(screen.getByTestId('nav-replay'));
    const select = (await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 })) as HTMLSelectElement;
    expect(select.value).toBe('observer');
    expect(screen.queryByTestId('replay-hand-union')).toBeNull();
    expect(screen.queryByTestId('replay-hand-confederate')).toBeNull();
  });

  it('a finished game opens Everything: both hands', async () => {
    const full = playRotation(3, 2000); // seed 3 ends in 44 actions
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 3 });
    for (const a of full.actions) store.getState().dispatch(a);
    expect(store.getState().game.winner).not.toBeNull();
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-replay'));
    const select = (await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 })) as HTMLSelectElement;
    expect(select.value).toBe('everything');
    // The viewpoint it opens on heads the list.
    expect(Array.from(select.options, (o) => o.value)).toEqual(['everything', 'union', 'confederate', 'observer']);
    expect(screen.getByTestId('replay-hand-union')).toBeTruthy();
    expect(screen.getByTestId('replay-hand-confederate')).toBeTruthy();
    // Nobody decides once the game is over: the line names no side to play.
    expect(screen.getByTestId('replay-where').textContent).toMatch(new RegExp(`^Position ${full.actions.length} of ${full.actions.length} — turn \\d+\\. `));
  });

  it('names the side that decides at the position (the engine\'s decision): the defender answering an attack (R7.3), not the side whose turn it is (QA)', async () => {
    // Seed 1 by the rotation until one legal action starts a battle that the other side must answer.
    let state = newGame({ seed: 1 });
    const actions: Action[] = [];
    for (let i = 0; i < 40; i++) {
      const legal = legalActions(state);
      const attack = legal.find((a) => { const next = applyAction(state, a); return decision(next)!.side !== next.active; });
      const action = attack ?? legal[(i * 7) % legal.length]!;
      actions.push(action);
      state = applyAction(state, action);
      if (attack) break;
    }
    const asked = decision(state)!;
    expect(asked.kind).toBe('defender-response');
    expect(ruleOfDecision(asked)).toBe('R7.3');
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    for (const a of actions) expect(store.getState().dispatch(a)).toBe(true);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-replay'));
    const where = await screen.findByTestId('replay-where', {}, { timeout: 20_000 });
    const decider = asked.side === 'union' ? 'Union' : 'Confederate';
    const active = state.active === 'union' ? 'Union' : 'Confederate';
    expect(decider).not.toBe(active);
    expect(where.textContent).toBe(`Position ${actions.length} of ${actions.length} — turn ${state.turn}, ${decider} to decide.`);
    // One position back, the side whose turn it is has an action to take: it is to play.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(where.textContent).toContain(`, ${active} to play.`);
  });
});

describe('Play from here (issue 10 item 2)', { timeout: 30_000 }, () => {
  it('starts a sandbox game from the replay position with its generator; the original is kept and can be returned to', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1 });
    for (const a of GAME.actions.slice(0, 40)) store.getState().dispatch(a);
    const original = store.getState().game;
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-replay'));
    const slider = await screen.findByRole('slider', { name: 'Game position' }, { timeout: 20_000 });
    fireEvent.change(slider, { target: { value: '12' } });
    await user.click(screen.getByRole('button', { name: 'Play from here' }));
    await user.click(await screen.findByTestId('sandbox-secret-confirm', {}, { timeout: 10_000 })); // two people: they agree
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true)); // the kept-game module loads first
    const s = store.getState();
    expect(serialize(s.game)).toBe(serialize(GAME.states[12]!));
    expect(s.game.rng).toBe(GAME.states[12]!.rng);
    expect(s.record).toMatchObject({ sandbox: true, origin: { kind: 'new', options: { seed: 1 } } });
    expect(s.record.actions).toEqual(GAME.actions.slice(0, 12));
    expect(s.ui.page).toBe('game');
    expect(screen.getByTestId('sandbox-badge').textContent).toBe('Sandbox');
    expect(storage.data.has(ORIGINAL_KEY)).toBe(true);
    // Playing on in the sandbox follows the same seed stream as the original game did.
    expect(store.getState().dispatch(GAME.actions[12]!)).toBe(true);
    expect(serialize(store.getState().game)).toBe(serialize(GAME.states[13]!));
    // The sandbox survives a reload, still marked, still able to go back.
    const reloaded = createGameStore({ storage });
    expect(reloaded.getState().record.sandbox).toBe(true);
    expect(reloaded.getState().ui.hasOriginal).toBe(true);
    // Going back asks first: the sandbox is left behind for good (no loss without warning).
    await user.click(screen.getByTestId('return-original'));
    await user.click(await screen.findByTestId('leave-sandbox-cancel', {}, { timeout: 10_000 }));
    expect(store.getState().record.sandbox).toBe(true);
    await user.click(screen.getByTestId('return-original'));
    await user.click(await screen.findByTestId('leave-sandbox-confirm', {}, { timeout: 10_000 }));
    await waitFor(() => expect(store.getState().record.sandbox).toBeUndefined());
    expect(store.getState().game).toEqual(original);
    expect(store.getState().record.sandbox).toBeUndefined();
    expect(store.getState().record.actions).toHaveLength(40);
    expect(screen.queryByTestId('sandbox-badge')).toBeNull();
    expect(storage.data.has(ORIGINAL_KEY)).toBe(false);
  });

  it('R2.6 from a game two people play on, it starts only once both agree to show the whole game, as the Position editor asks, once per game (QA: the sandbox showed the other hand and draw pile)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    for (const a of GAME.actions.slice(0, 10)) store.getState().dispatch(a);
    const live = store.getState().record;
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-replay'));
    await user.click(await screen.findByRole('button', { name: 'Play from here' }, { timeout: 20_000 }));
    const question = await screen.findByTestId('sandbox-secret', {}, { timeout: 10_000 });
    expect(question.textContent).toContain('both hands and the order of both draw piles');
    await user.click(screen.getByTestId('sandbox-secret-cancel'));
    expect(store.getState().record).toBe(live);
    expect(screen.queryByTestId('replay-hand-union')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play from here' }));
    await user.click(await screen.findByTestId('sandbox-secret-confirm', {}, { timeout: 10_000 }));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    // The sandbox shows the whole game now, as agreed: Everything in its replay.
    await user.click(screen.getByTestId('nav-replay'));
    expect(((await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 })) as HTMLSelectElement).value).toBe('everything');
  });

  it('agreeing in the Position editor counts for Play from here in the same game (asked once per game)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    for (const a of GAME.actions.slice(0, 10)) store.getState().dispatch(a);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-editor'));
    await user.click(await screen.findByTestId('editor-show-secrets', {}, { timeout: 20_000 }));
    await user.click(screen.getByTestId('nav-replay'));
    await user.click(await screen.findByRole('button', { name: 'Play from here' }, { timeout: 20_000 }));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    expect(screen.queryByTestId('sandbox-secret')).toBeNull();
  });

  it('agreeing in the Position editor opens the replay\'s Everything for the same game, and only for it (QA: closed there, while Play from here then showed it)', async () => {
    const own = playRotation(3, 12);
    const store = createGameStore({ storage: memoryStorage(), seed: () => 3 });
    for (const a of own.actions) store.getState().dispatch(a);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-replay'));
    const everything = () => within(screen.getByTestId('replay-viewpoint')).getByRole('option', { name: 'Everything' }) as HTMLOptionElement;
    await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 });
    expect(everything().disabled).toBe(true);
    expect(screen.getByText(/Everything opens when the game is over/)).toBeTruthy();
    await user.click(screen.getByTestId('nav-editor'));
    await user.click(await screen.findByTestId('editor-show-secrets', {}, { timeout: 20_000 }));
    await user.click(screen.getByTestId('nav-replay'));
    const select = (await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 })) as HTMLSelectElement;
    expect(everything().disabled).toBe(false);
    expect(select.value).not.toBe('everything'); // still opens on the live screen's view
    expect(screen.queryByText(/Everything opens when the game is over/)).toBeNull();
    await user.selectOptions(select, 'everything');
    expect(screen.getByTestId('replay-hand-union')).toBeTruthy();
    expect(screen.getByTestId('replay-hand-confederate')).toBeTruthy();
    // Another game is not covered by this game's agreement.
    act(() => store.getState().startNewGame({ seed: 4 }));
    for (const a of playRotation(4, 2).actions) store.getState().dispatch(a);
    await user.click(screen.getByTestId('nav-replay'));
    await screen.findByTestId('replay-viewpoint', {}, { timeout: 20_000 });
    expect(everything().disabled).toBe(true);
  });

  it('a new game that is not a sandbox forgets the kept original', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 1 });
    for (const a of GAME.actions.slice(0, 10)) store.getState().dispatch(a);
    await store.getState().branch(GAME.states[4]!, { origin: { kind: 'new', options: { seed: 1 } }, actions: GAME.actions.slice(0, 4) });
    expect(store.getState().ui.hasOriginal).toBe(true);
    store.getState().startNewGame({ seed: 5 });
    expect(store.getState().ui.hasOriginal).toBe(false);
    expect(storage.data.has(ORIGINAL_KEY)).toBe(false);
    expect(await store.getState().returnToOriginal()).toBe(false);
  });
});
