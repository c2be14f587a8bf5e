// @vitest-environment jsdom
/**
 * X26: between two people at one screen, casualties (R7.7) are chosen on the shared screen, both
 * hands hidden, without a hand-off; the next decision that needs a hand comes after a hand-off,
 * even to the side that held the screen before.
 */
import { applyAction, decision, legalActions, newGame } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { screenOf } from '../../src/ui/game/useScreen';
import { EMPTY_BUILDER } from '../../src/ui/builder/builder';
import { createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { HOTSEAT, type Players } from '../../src/ui/store/players';

/**
 * Union armies of 3, 3 and 2 attack Confederate armies of 2, 2 and 1 in Manassas (no cards
 * played) and win: each side then chooses real casualties (X16), and the Confederate survivor
 * must retreat. Returns the position at the Confederate's answer to the attack.
 */
function attacked(): GameState {
  let s = newGame({
    seed: 1,
    scenario: {
      units: [
        ...([3, 3, 2] as const).map((strength) => ({ side: 'union' as const, kind: 'army' as const, strength, location: 'washington' as const })),
        ...([2, 2, 1] as const).map((strength) => ({ side: 'confederate' as const, kind: 'army' as const, strength, location: 'manassas' as const })),
      ],
      hands: { union: ['U30'], confederate: ['C01'] },
    },
  });
  s = applyAction(s, legalActions(s).find((a) => a.type === 'move' && a.to === 'manassas' && a.units.length === 3)!);
  if (decision(s)!.kind === 'attacker-card') s = applyAction(s, { type: 'attacker-card', card: null });
  expect(decision(s)).toMatchObject({ side: 'confederate', kind: 'defender-response' });
  return s;
}

/** What the screen shows now. */
const shown = (store: GameStoreApi) => {
  const s = store.getState();
  return screenOf(s.game, s.ui.confirmedSide, s.ui.builder, s.players);
};

/** Dispatches the first legal action `pick` finds. */
function act(store: GameStoreApi, pick: (a: Action) => boolean): void {
  const action = legalActions(store.getState().game).find(pick);
  expect(action).toBeDefined();
  expect(store.getState().dispatch(action!)).toBe(true);
}

describe('X26 casualties on the shared screen', () => {
  it('X26 R7.7 after the defender stands, the attacker\'s casualties show to both with no hand and no hand-off; the defender\'s too; its retreat comes after a hand-off', () => {
    const store = createGameStore({ initial: attacked(), storage: null });
    expect(shown(store).handoff).toBe(true);
    store.getState().confirmHandoff();
    expect(shown(store)).toMatchObject({ handoff: false, shared: false, viewer: 'confederate' });
    act(store, (a) => a.type === 'stand' && a.card === null);

    // The Union's casualties: the Confederate held the screen, yet no hand-off and no hand shows.
    let screen = shown(store);
    expect(screen.decision).toMatchObject({ side: 'union', kind: 'casualties' });
    expect(screen).toMatchObject({ handoff: false, shared: true, viewer: 'observer', decider: 'union' });
    expect(screen.view.hand).toEqual([]);
    expect(screen.legal.length).toBeGreaterThan(1);
    expect(screen.legal.every((a) => a.type === 'casualties')).toBe(true);
    act(store, (a) => a.type === 'casualties');
    expect(store.getState().ui.confirmedSide).toBeNull();

    // The Confederate's casualties: shared too.
    screen = shown(store);
    expect(screen.decision).toMatchObject({ side: 'confederate', kind: 'casualties' });
    expect(screen).toMatchObject({ handoff: false, shared: true, viewer: 'observer' });
    act(store, (a) => a.type === 'casualties');

    // Its retreat may be answered with a hand card: a hand-off first, though the Confederate held the screen before the casualties.
    screen = shown(store);
    expect(screen.decision).toMatchObject({ side: 'confederate', kind: 'retreat' });
    expect(screen).toMatchObject({ handoff: true, shared: false, viewer: 'observer' });
    expect(screen.legal).toEqual([]);
    store.getState().confirmHandoff();
    expect(shown(store)).toMatchObject({ handoff: false, viewer: 'confederate' });
    expect(shown(store).view.hand).toEqual(['C01']);
  });

  it('X26 R7.7 casualties chosen on the shared screen are not taken back by Undo after the hand-off that follows (QA: the retreating side undid its casualty and chose again)', () => {
    const store = createGameStore({ initial: attacked(), storage: null });
    store.getState().confirmHandoff();
    act(store, (a) => a.type === 'stand' && a.card === null);
    act(store, (a) => a.type === 'casualties');
    act(store, (a) => a.type === 'casualties');
    expect(decision(store.getState().game)).toMatchObject({ side: 'confederate', kind: 'retreat' });
    store.getState().confirmHandoff();
    // The Confederate decides again, with nothing drawn or revealed since its casualty: still no Undo.
    expect(store.getState().history).toEqual([]);
    const before = store.getState().game;
    store.getState().undo();
    expect(store.getState().game).toBe(before);
  });

  it('X26 the decider who holds the screen chooses at its own screen, hand shown', () => {
    const store = createGameStore({ initial: attacked(), storage: null });
    store.getState().confirmHandoff();
    act(store, (a) => a.type === 'stand' && a.card === null);
    store.getState().confirmHandoff(); // the Union takes the screen as before X26 (a hand-off it need not wait for)
    expect(shown(store)).toMatchObject({ handoff: false, shared: false, viewer: 'union' });
    act(store, (a) => a.type === 'casualties');
    expect(store.getState().ui.confirmedSide).toBe('union');
  });

  it('X26 only two people share the screen: one person against the bot always has their own view', () => {
    for (const players of [
      { union: { kind: 'person' }, confederate: { kind: 'bot', level: 'easy' } },
      { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'person' } },
    ] satisfies Players[]) {
      let s = attacked();
      s = applyAction(s, { type: 'stand', card: null, benefits: [] });
      const screen = screenOf(s, null, EMPTY_BUILDER, players);
      expect(screen.shared).toBe(false);
      expect(screen.viewer).toBe(players.union.kind === 'person' ? 'union' : 'confederate');
    }
    // Two people, and nobody at the screen yet (a reload): shared as well.
    const s = applyAction(attacked(), { type: 'stand', card: null, benefits: [] });
    expect(screenOf(s, null, EMPTY_BUILDER, HOTSEAT)).toMatchObject({ shared: true, handoff: false, viewer: 'observer' });
  });
});
