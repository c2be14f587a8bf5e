// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { applyAction, blockadeSpace, europeSpace, newGame, victoryPoints } from '../../src/engine';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { GameOver } from '../../src/ui/gameover/GameOver';
import { displayRules } from '../../src/ui/game/rules';
import StoryCharts from '../../src/ui/story/StoryCharts';
import { storyOf } from '../../src/ui/story/timeline';
import { storeFor, playRotation, washingtonHeld } from './helpers';
import { renderApp } from './render';


describe('the story of a game (issue 12 item 5)', () => {
  // The Story page's strings load with the page (en-pages.ts); these tests render its charts directly.
  beforeAll(() => loadPageStrings());

  it('samples the start and the end of each turn with the engine\'s VP, clock (R4.3), Blockade and Europe', () => {
    const { start, actions, end } = playRotation(3, 120);
    const { samples } = storyOf(start, actions);
    expect(samples[0]).toMatchObject({ turn: 0, vp: victoryPoints(start), needsVp: 2, blockade: blockadeSpace(start), europe: europeSpace(start) });
    const last = samples[samples.length - 1]!;
    expect(last).toMatchObject({ turn: end.turn, vp: victoryPoints(end), blockade: blockadeSpace(end), europe: europeSpace(end) });
    expect(last.armies.union).toBe(end.units.filter((u) => u.side === 'union' && u.kind === 'army').length);
    // One sample per turn reached, in order.
    expect(samples.map((s) => s.turn)).toEqual([0, ...Array.from({ length: end.turn }, (_, i) => i + 1)]);
  });

  it('R11.2 X22 an older record that answered by hand a raid the engine now lets happen at once tells its story (the answer skipped)', () => {
    const start = newGame({ seed: 3, scenario: { hands: { union: ['U51', 'U30'], confederate: ['C01', 'C02', 'C03'] } } });
    const raid = { type: 'card-action', card: 'U51' } as const;
    const end = [{ type: 'pass' }, { type: 'end-turn' }] as const;
    expect(storyOf(start, [raid, { type: 'cavalry-raid-response', card: null }, ...end])).toEqual(storyOf(start, [raid, ...end]));
  });

  it('R12.2 a finished game\'s last sample keeps the clock\'s last threshold, so its line runs to the end (QA); the axis starts at "start", not "turn 0"', () => {
    const start = washingtonHeld();
    const actions = [{ type: 'pass' }, { type: 'pass' }, { type: 'end-turn' }] as const;
    // Two passes and the turn's end, with Washington held: the Confederacy wins (R12.2).
    expect(actions.reduce((s, a) => applyAction(s, a), start).winner).toMatchObject({ side: 'confederate', rule: 'R12.2' });
    const story = storyOf(start, actions);
    const last = story.samples[story.samples.length - 1]!;
    expect(last.needsVp).not.toBeNull();
    expect(last.needsVp).toBe(story.samples[0]!.needsVp);
    render(<StoryCharts story={story} />);
    const ticks = [...screen.getByTestId('story-vp').querySelectorAll('.story-tick')].map((e) => e.textContent);
    expect(ticks).toContain('start');
    expect(ticks).not.toContain('turn 0');
  });

  it('lists the battles won and the places taken, from the public log', () => {
    const { start, actions, end } = playRotation(3, 120);
    const { events } = storyOf(start, actions);
    const won = end.log.filter((e) => e.key === 'battle-won').length;
    const taken = end.log.filter((e) => e.key === 'control-taken').length;
    expect(events.filter((e) => e.kind === 'battle')).toHaveLength(won);
    expect(events.filter((e) => e.kind === 'capture')).toHaveLength(taken);
    expect(won).toBeGreaterThan(0);
    expect(taken).toBeGreaterThan(0);
    for (const e of events) expect(e.turn).toBeLessThanOrEqual(end.turn);
  });

  it('draws three charts with a line per series, each marking every battle and every capture at its turn', () => {
    const { start, actions } = playRotation(3, 120);
    const story = storyOf(start, actions);
    const battles = story.events.filter((e) => e.kind === 'battle');
    const captures = story.events.filter((e) => e.kind === 'capture');
    render(<StoryCharts story={story} />);
    const vp = screen.getByTestId('story-vp');
    expect(within(vp).getByRole('img', { name: `Union VP and the clock; on the turn axis, battles won: ${battles.length}, places taken: ${captures.length}` })).toBeTruthy();
    expect(vp.querySelector('[data-series="vp"]')!.getAttribute('d')).toMatch(/^M/);
    for (const id of ['story-vp', 'story-tracks', 'story-armies']) {
      const chart = screen.getByTestId(id);
      const marks = [...chart.querySelectorAll('[data-event]')];
      expect(marks.filter((m) => m.getAttribute('data-event') === 'battle')).toHaveLength(battles.length);
      expect(marks.filter((m) => m.getAttribute('data-event') === 'capture')).toHaveLength(captures.length);
      // Each mark sits at its event's turn: later turns further right on the axis.
      expect(marks.map((m) => Number(m.getAttribute('data-turn')))).toEqual(story.events.map((e) => e.turn));
      const xs = marks.map((m) => Number(/translate\(([\d.]+)/.exec(m.getAttribute('transform')!)![1]));
      story.events.forEach((e, i) => {
        if (i > 0) expect(Math.sign(xs[i]! - xs[i - 1]!)).toBe(Math.sign(e.turn - story.events[i - 1]!.turn));
      });
      // Marks of one turn stand one above another, not on one spot (QA: a long game's marks piled up).
      const places = marks.map((m) => m.getAttribute('transform'));
      const sameTurn = story.events.filter((e, i) => story.events.findIndex((o) => o.turn === e.turn) !== i);
      expect(sameTurn.length).toBeGreaterThan(0);
      for (const turn of new Set(sameTurn.map((e) => e.turn))) {
        const here = places.filter((_, i) => story.events[i]!.turn === turn);
        expect(new Set(here).size).toBe(Math.min(here.length, 4));
      }
    }
    expect(within(screen.getByTestId('story-armies')).getByText('Confederate armies')).toBeTruthy();
  });

  it('R10.2 R12.1 the tracks chart always reaches the Europe end, marked in words, however far the markers went (QA: the axis stopped at 5)', () => {
    const { start, actions } = playRotation(3, 40);
    const story = storyOf(start, actions);
    const highest = Math.max(...story.samples.map((s) => Math.max(s.europe, s.blockade)));
    const end = displayRules().ruleset.europeTrack.europeEnd;
    expect(highest).toBeLessThan(end);
    render(<StoryCharts story={story} />);
    const chart = screen.getByTestId('story-tracks');
    const limit = within(chart).getByTestId('story-tracks-limit');
    expect(limit.textContent).toBe('Europe enters the war');
    // The top tick is the Europe end, and the dashed line is drawn at the top of the plot.
    const ticks = [...chart.querySelectorAll('text.story-tick')].map((el) => el.textContent);
    expect(ticks).toContain(String(end));
    expect(Number(limit.querySelector('line')!.getAttribute('y1'))).toBeLessThan(20);
  });

  it('has a key of the marks with their counts and sides, and lists the marks in words', () => {
    const { start, actions } = playRotation(3, 120);
    const story = storyOf(start, actions);
    render(<StoryCharts story={story} />);
    const key = screen.getByTestId('story-marks-key');
    expect(key.getAttribute('aria-labelledby')).toBe('story-marks-title');
    expect(within(key).getByText(`Battle won (${story.events.filter((e) => e.kind === 'battle').length})`)).toBeTruthy();
    expect(within(key).getByText(`Place taken: its control flag changed (${story.events.filter((e) => e.kind === 'capture').length})`)).toBeTruthy();
    expect(within(key).getByText('Won or taken by: Union')).toBeTruthy();
    const items = [...screen.getByTestId('story-events').querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toHaveLength(story.events.length);
    const first = story.events[0]!;
    expect(items[0]).toMatch(new RegExp(`^${first.side === 'union' ? 'Union' : 'Confederate'}: .*turn ${first.turn}$`));
  });

  it('a game with no battle and no capture says so', () => {
    const start = newGame({ seed: 1 });
    render(<StoryCharts story={storyOf(start, [])} />);
    expect(screen.getByTestId('story-events').textContent).toContain('No battle won and no place taken yet.');
  });

  it('shows the charts on the game-over panel when the game\'s record is given, loading them lazily', async () => {
    const { start, actions, end } = playRotation(3, 120);
    expect(end.winner).not.toBeNull();
    const { unmount } = render(<GameOver state={end} />);
    expect(screen.queryByTestId('story')).toBeNull();
    unmount();
    render(<GameOver state={end} record={{ start, actions }} />);
    const story = await screen.findByTestId('story', {}, { timeout: 10_000 });
    expect(within(story).getByRole('heading', { level: 3 }).textContent).toBe('The story of the game');
    expect(within(story).getAllByRole('img')).toHaveLength(3);
  });

  it('on the game screen, a game played to its end shows its story from the store\'s record', { timeout: 30_000 }, async () => {
    const { actions, end } = playRotation(3, 120);
    const { store } = storeFor({ seed: 3 });
    for (const action of actions) expect(store.getState().dispatch(action)).toBe(true);
    expect(store.getState().game.winner).toEqual(end.winner);
    renderApp(store);
    const confirm = screen.queryByTestId('handoff-confirm');
    if (confirm) confirm.click();
    const story = await screen.findByTestId('story', {}, { timeout: 15_000 });
    // Three charts, each with a mark for each battle the game log tells, on the full-size game-over screen.
    expect(within(story).getAllByRole('img')).toHaveLength(3);
    expect(story.querySelectorAll('[data-event="battle"]')).toHaveLength(3 * end.log.filter((e) => e.key === 'battle-won').length);
    expect(screen.getByTestId('game-over-screen').contains(story)).toBe(true);
  });

  it('tells the story so far at any time from the header\'s Story page', async () => {
    const { actions } = playRotation(3, 30);
    const { store } = storeFor({ seed: 3 });
    for (const action of actions) expect(store.getState().dispatch(action)).toBe(true);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-story'));
    const page = await screen.findByTestId('story-page', {}, { timeout: 10_000 });
    expect(within(page).getAllByRole('img')).toHaveLength(3);
    const turns = store.getState().game.turn;
    expect(within(page).getAllByText(`turn ${turns}`).length).toBeGreaterThan(0);
    expect(within(page).getByRole('heading', { level: 2 }).textContent).toBe('The story so far');
  });

  it('once the game has a winner, the Story page tells the whole war, not the story "so far" (QA), in English, Polish and Russian', { timeout: 30_000 }, async () => {
    const { actions, end } = playRotation(3, 120);
    expect(end.winner).not.toBeNull();
    const { store } = storeFor({ seed: 3 });
    for (const action of actions) expect(store.getState().dispatch(action)).toBe(true);
    const { user } = renderApp(store);
    const confirm = screen.queryByTestId('handoff-confirm');
    if (confirm) confirm.click();
    await user.click(screen.getByTestId('nav-story'));
    const page = await screen.findByTestId('story-page', {}, { timeout: 10_000 });
    const heading = () => within(page).getByRole('heading', { level: 2 }).textContent;
    expect(heading()).toBe('The story of the whole war');
    await act(() => loadLanguage('pl'));
    expect(heading()).toBe('Przebieg całej wojny');
    await act(() => loadLanguage('ru'));
    expect(heading()).toBe('Ход всей войны');
    await act(() => loadLanguage('en'));
  });
});
