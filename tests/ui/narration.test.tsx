// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine';
import type { Action, GameState, PlayerView, UnitState } from '../../src/engine/types';
import { RAIL_LINKS } from '../../src/data/board';
import i18n, { loadLanguage, loadPageStrings } from '../../src/i18n';
import { logText } from '../../src/ui/game/logText';
import { boxRect, halfRect, LINK_GEOMETRY } from '../../src/ui/map/layout';
import { MovingCounter } from '../../src/ui/narration/MovingCounter';
import { NarrationCaption } from '../../src/ui/narration/NarrationCaption';
import { headline, movePath, narrationOf, type Narration } from '../../src/ui/narration/narration';
import { botDelayMs } from '../../src/ui/store/botDriver';
import { botDriverReady, createGameStore } from '../../src/ui/store/gameStore';
import { BATTLE_REVEAL_MS, BOT_DELAY_MS, BOT_SPEEDS, BOT_STEP_DELAY_MS, type Players } from '../../src/ui/store/players';
import { fakeBot, passThenEnd } from './fakeBot';
import { LAZY, memoryStorage } from './helpers';
import { renderApp } from './render';

const TWO_BOTS: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'bot', level: 'easy' } };

beforeAll(async () => {
  await loadPageStrings();
});
afterEach(async () => {
  await loadLanguage('en');
});

/** The Confederacy to act, Lee (C38) in hand, armies of 3 and 2 in Manassas, a Union army of 1 in Washington. */
function attackPosition(): GameState {
  return newGame({
    seed: 1,
    scenario: {
      active: 'confederate',
      units: [
        { side: 'confederate', kind: 'army', strength: 3, location: 'manassas', half: 'upper' },
        { side: 'confederate', kind: 'army', strength: 2, location: 'manassas', half: 'upper' },
        { side: 'union', kind: 'army', strength: 1, location: 'washington', half: 'lower' },
      ],
      hands: { confederate: ['C38'], union: ['U01'] },
    },
  });
}

/** The legal move of exactly `count` armies from Manassas to Washington, with Lee. */
function leeAttack(state: GameState, count: number): Extract<Action, { type: 'move' }> {
  const found = legalActions(state).find((a) => a.type === 'move' && a.from === 'manassas' && a.to === 'washington' && a.units.length === count && a.card === 'C38');
  if (!found) throw new Error('no such attack');
  return found as Extract<Action, { type: 'move' }>;
}

function strengthOf(state: GameState, ids: readonly string[]): number {
  return state.units.filter((u) => ids.includes(u.id)).reduce((n, u) => n + (u.strength ?? 0), 0);
}

describe('narration of one action (issue 12 item 3)', () => {
  it('R8 R9: armies that withdraw before a battle or retreat after one are said to, not to "move" (QA)', () => {
    const unit: UnitState = { id: 'u3', side: 'union', kind: 'army', strength: 1, location: 'harrisburg', half: 'lower' };
    const move = { side: 'union' as const, from: 'washington' as const, fromHalf: 'lower' as const, to: 'harrisburg' as const, toHalf: 'lower' as const, mode: 'rail' as const, units: [unit], strength: 1 };
    const fallBack = (key: string): Narration => ({ entries: [{ key, args: { side: 'union', location: 'washington', armies: 1 }, turn: 3, side: 'union' }], move, reveal: null, battle: null });
    expect(headline(i18n.t, fallBack('withdraw')).text).toBe('The Union army of 1 withdraws from Washington to Harrisburg.');
    expect(headline(i18n.t, fallBack('retreat')).text).toBe('The Union army of 1 retreats from Washington to Harrisburg.');
    // The entry the headline tells is left out of the lines under it.
    expect(headline(i18n.t, fallBack('retreat')).entry?.key).toBe('retreat');
    // A move of the side's own choice still moves.
    expect(headline(i18n.t, { entries: [{ key: 'move', args: { side: 'union', from: 'washington', to: 'harrisburg', armies: 1, card: 'Volunteers' }, turn: 3, side: 'union' }], move, reveal: null, battle: null }).text)
      .toBe('The Union army of 1 moves from Washington to Harrisburg.');
  });

  it('tells a move into a battle as an attack, with the card, the armies and their strength from the counters', () => {
    const before = attackPosition();
    for (const count of [1, 2]) {
      const move = leeAttack(before, count);
      const after = applyAction(before, move);
      const n = narrationOf(viewFor(before, 'observer'), viewFor(after, 'observer'));
      expect(n.entries).toEqual(after.log.slice(before.log.length));
      expect(n.move).toMatchObject({ side: 'confederate', from: 'manassas', to: 'washington', mode: 'rail' });
      expect(n.move!.units.map((u) => u.id).sort()).toEqual([...move.units].sort());
      expect(n.move!.strength).toBe(strengthOf(before, move.units));
      expect(n.battle?.args.location).toBe('washington');
      const head = headline(i18n.t, n);
      expect(head.card).toBe('Lee');
      expect(head.text).toBe(count === 1
        ? `The Confederate army of ${strengthOf(before, move.units)} attacks Washington from Manassas.`
        : `2 Confederate armies, 5 strong together, attack Washington from Manassas.`);
    }
  });

  it('reads in Polish and Russian with the rulebooks’ place names', async () => {
    const before = attackPosition();
    const move = leeAttack(before, 1);
    const n = narrationOf(viewFor(before, 'observer'), viewFor(applyAction(before, move), 'observer'));
    const strength = strengthOf(before, move.units);
    await loadLanguage('pl');
    expect(headline(i18n.t, n).text).toBe(`Oddział Konfederacji o sile ${strength} atakuje lokację Waszyngton z lokacji Manassas.`);
    await loadLanguage('ru');
    expect(headline(i18n.t, n).text).toBe(`1 армия Конфедерации силой ${strength} атакует область Вашингтон из области Манассас.`);
  });

  it('without the view before, or when nothing moved, tells the newest log entry', () => {
    let state = newGame({ seed: 2 });
    for (let i = 0; i < 6; i++) state = applyAction(state, legalActions(state)[0]!);
    const view = viewFor(state, 'observer');
    const n = narrationOf(null, view);
    expect(n.entries).toEqual(view.log.slice(-1));
    expect(n.move).toBeNull();
    expect(headline(i18n.t, n).text).toBe(logText(i18n.t, view.log.at(-1)!));
  });

  it('the moving counter follows the rail link between the two places (R6.2.1)', () => {
    const link = RAIL_LINKS.find((l) => [l.a.location, l.b.location].sort().join() === 'manassas,washington')!;
    const path = movePath({ from: 'manassas', fromHalf: 'upper', to: 'washington', toHalf: 'lower', mode: 'rail' }, RAIL_LINKS);
    expect(path).toHaveLength(4);
    const within = (p: { x: number; y: number }, r: { x: number; y: number; width: number; height: number }) =>
      p.x >= r.x - 1 && p.x <= r.x + r.width + 1 && p.y >= r.y - 1 && p.y <= r.y + r.height + 1;
    // From the half the armies left to the half they entered…
    expect(within(path[0]!, halfRect('manassas', 'upper'))).toBe(true);
    expect(within(path[3]!, halfRect('washington', 'lower'))).toBe(true);
    // …through the ends of the link as the map draws it.
    const drawn = LINK_GEOMETRY.find((g) => g.link.id === link.id)!;
    const [manassasEnd, washingtonEnd] = link.a.location === 'manassas' ? [drawn.a, drawn.b] : [drawn.b, drawn.a];
    expect(path.slice(1, 3)).toEqual([manassasEnd, washingtonEnd]);
    expect(within(path[1]!, boxRect('manassas'))).toBe(true);
  });

  it('a long move (R6.2.2) follows the fewest links; a move by sea goes straight', () => {
    // Washington to Richmond: no link joins them; Manassas or Fredericksburg lies between.
    expect(RAIL_LINKS.some((l) => [l.a.location, l.b.location].sort().join() === 'richmond,washington')).toBe(false);
    const long = movePath({ from: 'washington', fromHalf: 'lower', to: 'richmond', toHalf: 'upper', mode: 'rail' }, RAIL_LINKS);
    expect(long).toHaveLength(6);
    const naval = movePath({ from: 'washington', fromHalf: 'lower', to: 'richmond', toHalf: 'upper', mode: 'naval' }, RAIL_LINKS);
    expect(naval).toHaveLength(2);
  });
});

describe('the narration caption and the moving counter (issue 12 item 3)', () => {
  it('captions the last action: the headline large with the card, the battle shown', () => {
    const before = attackPosition();
    const move = leeAttack(before, 1);
    const after = applyAction(before, move);
    const { rerender } = render(<NarrationCaption view={viewFor(before, 'observer')} />);
    rerender(<NarrationCaption view={viewFor(after, 'observer')} />);
    const head = screen.getByTestId('narration-headline');
    // The card spent on the move, named as a card, not as the army's commander.
    expect(screen.getByTestId('narration-card').textContent).toBe('Card Lee:');
    expect(head.textContent).toBe(`Card Lee: The Confederate army of ${strengthOf(before, move.units)} attacks Washington from Manassas.`);
    expect(head.classList.contains('narration-line--newest')).toBe(true);
    expect(head.classList.contains('side-confederate')).toBe(true);
    // Under the headline, the action's other entries; not the move's own line, which the headline tells.
    const lines = [...screen.getByTestId('narration').querySelectorAll('.narration-line:not(.narration-line--newest)')].map((l) => l.textContent);
    const moveEntry = after.log.slice(before.log.length).find((e) => e.key === 'move')!;
    expect(lines).not.toContain(logText(i18n.t, moveEntry));
    // A new view with the same log (the builder changed) keeps the caption.
    rerender(<NarrationCaption view={{ ...viewFor(after, 'observer') }} />);
    expect(screen.getByTestId('narration-headline').textContent).toBe(head.textContent);
  });

  it('a battle’s reveal becomes the headline of the action that ended it', () => {
    let state = applyAction(attackPosition(), leeAttack(attackPosition(), 1));
    let before = state;
    // Play the battle out with the first legal answers until its reveal is logged.
    for (let i = 0; i < 10 && !state.log.slice(before.log.length).some((e) => e.key === 'reveal'); i++) {
      before = state;
      state = applyAction(state, legalActions(state)[0]!);
    }
    const n = narrationOf(viewFor(before, 'observer'), viewFor(state, 'observer'));
    expect(n.reveal?.key).toBe('reveal');
    expect(headline(i18n.t, n).text).toBe(logText(i18n.t, n.reveal!));
    const { rerender } = render(<NarrationCaption view={viewFor(before, 'observer')} />);
    rerender(<NarrationCaption view={viewFor(state, 'observer')} />);
    expect(screen.getByTestId('narration-headline').textContent).toBe(logText(i18n.t, n.reveal!));
    expect(screen.getByTestId('narration').classList.contains('narration--reveal')).toBe(true);
  });

  function renderCounter(before: PlayerView, after: PlayerView) {
    const { rerender, container } = render(<svg><MovingCounter view={before} durationMs={900} /></svg>);
    rerender(<svg><MovingCounter view={after} durationMs={900} /></svg>);
    return container;
  }

  it('animates the moved armies along their route, strength shown', () => {
    const before = attackPosition();
    const after = applyAction(before, leeAttack(before, 2));
    const container = renderCounter(viewFor(before, 'observer'), viewFor(after, 'observer'));
    const counter = screen.getByTestId('moving-counter');
    expect(counter.classList.contains('side-confederate')).toBe(true);
    const d = screen.getByTestId('moving-counter-route').getAttribute('d')!;
    expect(d.split(/[ML]/).filter(Boolean)).toHaveLength(4);
    const motion = container.querySelector('animateMotion')!;
    expect(motion.getAttribute('path')).toBe(d);
    expect(motion.getAttribute('dur')).toBe('900ms');
    expect(counter.querySelector('text')!.textContent).toBe('5');
  });

  it('with prefers-reduced-motion nothing moves: the counter stands where it arrived', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    try {
      const before = attackPosition();
      const after = applyAction(before, leeAttack(before, 1));
      const container = renderCounter(viewFor(before, 'observer'), viewFor(after, 'observer'));
      expect(container.querySelector('animateMotion')).toBeNull();
      const end = movePath({ from: 'manassas', fromHalf: 'upper', to: 'washington', toHalf: 'lower', mode: 'rail' }, RAIL_LINKS).at(-1)!;
      expect(container.querySelector('.moving-counter-token')!.getAttribute('transform')).toBe(`translate(${end.x} ${end.y})`);
    } finally {
      window.matchMedia = original;
    }
  });

  it('draws nothing when the action moved no army', () => {
    const before = newGame({ seed: 1 });
    const after = applyAction(before, { type: 'pass' });
    renderCounter(viewFor(before, 'observer'), viewFor(after, 'observer'));
    expect(screen.queryByTestId('moving-counter')).toBeNull();
  });
});

describe('speeds, Step and the battle’s reveal (issue 12 item 3)', () => {
  it('offers speeds from one action every few seconds to fast', () => {
    expect(BOT_SPEEDS[0]).toBe('narrate');
    expect(BOT_DELAY_MS.narrate).toBeGreaterThanOrEqual(3000);
    expect(BOT_DELAY_MS.fast).toBeLessThan(500);
    for (let i = 1; i < BOT_SPEEDS.length; i++) expect(BOT_DELAY_MS[BOT_SPEEDS[i]!]).toBeLessThan(BOT_DELAY_MS[BOT_SPEEDS[i - 1]!]);
  });

  it('bot against bot, the action after a battle waits for its reveal to be read; not at Fast, not with a person', () => {
    const before = attackPosition();
    let state = applyAction(before, leeAttack(before, 1));
    let prev = state;
    while (state.lastBattle === null) {
      prev = state;
      state = applyAction(state, legalActions(state)[0]!);
    }
    const bot = { speed: 'narrate' as const, paused: false, step: false };
    expect(botDelayMs(bot, TWO_BOTS, state, prev)).toBe(Math.max(BOT_DELAY_MS.narrate, BATTLE_REVEAL_MS.narrate));
    expect(BATTLE_REVEAL_MS.narrate).toBeGreaterThan(BOT_DELAY_MS.narrate);
    expect(botDelayMs({ ...bot, speed: 'normal' }, TWO_BOTS, state, prev)).toBe(BATTLE_REVEAL_MS.normal);
    expect(botDelayMs({ ...bot, speed: 'fast' }, TWO_BOTS, state, prev)).toBe(BOT_DELAY_MS.fast);
    // No battle ended since the last request: the speed's delay.
    expect(botDelayMs({ ...bot, speed: 'normal' }, TWO_BOTS, state, state)).toBe(BOT_DELAY_MS.normal);
    expect(botDelayMs({ ...bot, speed: 'normal' }, { ...TWO_BOTS, union: { kind: 'person' } }, state, prev)).toBe(BOT_DELAY_MS.normal);
    expect(botDelayMs({ ...bot, paused: true, step: true }, TWO_BOTS, state, prev)).toBe(BOT_STEP_DELAY_MS);
  });

  it('Step plays one action of a paused bot, at once, and the bots stay paused', async () => {
    const bot = fakeBot();
    const store = createGameStore({ initial: newGame({ seed: 1 }), storage: memoryStorage(), players: TWO_BOTS, bot: bot.client });
    await act(() => botDriverReady(store));
    const s = () => store.getState();
    expect(bot.requests).toHaveLength(1);
    s().setPaused(true);
    expect(bot.open()).toHaveLength(0); // the request in flight was dropped
    const before = s().game;
    s().stepBot();
    expect(s().bot.step).toBe(true);
    expect(bot.open()).toHaveLength(1);
    expect(bot.open()[0]!.options.minDelayMs).toBe(BOT_STEP_DELAY_MS);
    await act(async () => {
      bot.open()[0]!.answer(passThenEnd(before));
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(s().game).not.toBe(before);
    expect(s().game.log.length).toBeGreaterThan(before.log.length);
    expect(s().bot).toMatchObject({ paused: true, step: false });
    expect(bot.open()).toHaveLength(0); // paused again: no next request
    // Not paused: Step does nothing.
    s().setPaused(false);
    const asked = bot.requests.length;
    s().stepBot();
    expect(s().bot.step).toBe(false);
    expect(bot.requests.length).toBe(asked);
  });

  it('the bots’ panel offers Step while paused; the caption shows on the game screen only when both sides are bots', async () => {
    const initial = newGame({ seed: 1 });
    const bot = fakeBot();
    const both = createGameStore({ initial, storage: memoryStorage(), players: TWO_BOTS, bot: bot.client });
    await act(() => botDriverReady(both));
    const { user, unmount } = renderApp(both);
    expect(await screen.findByTestId('narration', {}, LAZY)).toBeTruthy();
    expect(await screen.findByTestId('bot-pause', {}, LAZY)).toBeTruthy();
    expect(screen.queryByTestId('bot-step')).toBeNull();
    await user.click(screen.getByTestId('bot-pause'));
    const step = screen.getByTestId('bot-step');
    expect(step.textContent).toBe('Step');
    await user.click(step);
    expect(both.getState().bot.step).toBe(true);
    expect((screen.getByTestId('bot-step') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const one = createGameStore({ initial, storage: memoryStorage(), players: { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } }, bot: fakeBot().client });
    renderApp(one);
    expect(screen.queryByTestId('narration')).toBeNull();
  }, 30_000);
});
