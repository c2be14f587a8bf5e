import { applyAction, decision, isLegal, legalActions, newGame, viewFor } from '../../src/engine';
import type { Action, GameState, Scenario } from '../../src/engine';
import { createBot, createRandomPlayer, determinize, createRng } from '../../src/bot';
import { answerRequest } from '../../src/bot/choose';
import { proposeActions } from '../../src/bot/candidates';
import { contextFromState, contextFromView } from '../../src/bot/context';
import { serialize } from '../../src/engine';
import { findDecision, randomPosition } from './helpers';

const TINY = { iterations: 12, rolloutDepth: 6, rootTopK: 4, topK: 2 };

/** Same key for equal actions regardless of property order. */
const norm = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

function playGame(seed: number, union: 'bot' | 'random', confederate: 'bot' | 'random', maxDecisions: number): { state: GameState; decisions: number } {
  let state = newGame({ seed });
  const players = {
    union: union === 'bot' ? createBot({ level: 'easy', seed: seed * 3 + 1, budget: TINY }) : createRandomPlayer(seed * 3 + 1),
    confederate: confederate === 'bot' ? createBot({ level: 'easy', seed: seed * 3 + 2, budget: TINY }) : createRandomPlayer(seed * 3 + 2),
  };
  let decisions = 0;
  for (; decisions < maxDecisions; decisions++) {
    const d = decision(state);
    if (!d) break;
    const action = players[d.side].chooseAction(state, d.side);
    expect(isLegal(state, action)).toBe(true);
    state = applyAction(state, action);
  }
  return { state, decisions };
}

describe('bot legality', () => {
  it('returns a member of legalActions at the start and in random mid-game positions', () => {
    for (const [seed, n] of [[1, 0], [2, 25], [3, 60], [4, 120]] as const) {
      const state = randomPosition(seed, n);
      const d = decision(state);
      if (!d) continue;
      const bot = createBot({ level: 'easy', seed, budget: TINY });
      const action = bot.chooseAction(state, d.side);
      expect(legalActions(state).map(norm)).toContain(norm(action));
    }
  });

  it('answers combat and raid decisions with legal actions', () => {
    for (const kind of ['attacker-card', 'defender-response', 'casualties', 'retreat', 'cavalry-raid-response']) {
      for (const seed of [11, 12, 13]) {
        const state = findDecision(seed, kind, 1500);
        if (!state) continue;
        const d = decision(state)!;
        const action = createBot({ level: 'easy', seed, budget: TINY }).chooseAction(state, d.side);
        expect(isLegal(state, action)).toBe(true);
        break;
      }
    }
  });

  it('refuses to play for the side that is not deciding', () => {
    const state = newGame({ seed: 1 });
    expect(() => createBot({ level: 'easy', seed: 1 }).chooseAction(state, 'confederate')).toThrow(/union/);
  });

  it('plays whole games against the random player without errors', () => {
    for (const seed of [21, 22]) {
      const { state, decisions } = playGame(seed, seed % 2 ? 'bot' : 'random', seed % 2 ? 'random' : 'bot', 3000);
      expect(decision(state)).toBeNull();
      expect(decisions).toBeGreaterThan(3);
    }
  }, 60_000);

  it('plays a whole bot-against-bot game without errors', () => {
    const { state, decisions } = playGame(23, 'bot', 'bot', 3000);
    expect(decision(state)).toBeNull();
    expect(decisions).toBeGreaterThan(3);
  }, 60_000);

  it('answers worker requests, and reports errors instead of throwing', () => {
    const state = randomPosition(5, 30);
    const d = decision(state)!;
    const reply = answerRequest({ id: 7, serializedState: serialize(state), side: d.side, level: 'easy', seed: 3 }, () => 0);
    expect(reply.id).toBe(7);
    expect(reply.ok).toBe(true);
    if (reply.ok) expect(isLegal(state, reply.action)).toBe(true);
    const bad = answerRequest({ id: 8, serializedState: '{nope', side: 'union', level: 'easy', seed: 3 }, () => 0);
    expect(bad.ok).toBe(false);
  });
});

describe('bot sees only its own side (determinization)', () => {
  // Two positions that differ only in the Confederate's hidden cards: its hand and its draw pile order.
  const base: Scenario = {
    active: 'union',
    actionsTaken: 0,
    hands: { union: ['U01', 'U09', 'U15', 'U30', 'U35', 'U17'] },
    blockade: 1,
    europe: 4,
  };
  const confCards = ['C01', 'C06', 'C12', 'C21', 'C38', 'C27', 'C16', 'C30', 'C33', 'C40'];
  const a: GameState = newGame({ seed: 9, scenario: { ...base, hands: { ...base.hands, confederate: confCards.slice(0, 5) }, drawPiles: { confederate: confCards.slice(5) } } });
  const b: GameState = newGame({ seed: 9, scenario: { ...base, hands: { ...base.hands, confederate: confCards.slice(5) }, drawPiles: { confederate: [...confCards.slice(0, 5)].reverse() } } });

  it('the two positions really differ but look the same to the Union', () => {
    expect(JSON.stringify(a)).not.toBe(JSON.stringify(b));
    expect(JSON.stringify(viewFor(a, 'union'))).toBe(JSON.stringify(viewFor(b, 'union')));
  });

  it('gives the same decision in both for each bot seed', () => {
    for (const seed of [1, 2, 3, 4]) {
      const x = createBot({ level: 'easy', seed, budget: { iterations: 16, rolloutDepth: 8 } }).chooseAction(a, 'union');
      const y = createBot({ level: 'easy', seed, budget: { iterations: 16, rolloutDepth: 8 } }).chooseAction(b, 'union');
      expect(y).toEqual(x);
    }
  }, 30_000);

  it('deals determinizations consistent with the view and independent of the hidden cards', () => {
    const rngA = createRng(4);
    const rngB = createRng(4);
    for (let i = 0; i < 5; i++) {
      const da = determinize(viewFor(a, 'union'), 'union', rngA);
      const db = determinize(viewFor(b, 'union'), 'union', rngB);
      expect(JSON.stringify(viewFor(da, 'confederate').hand)).toBe(JSON.stringify(viewFor(db, 'confederate').hand));
      const va = viewFor(da, 'union');
      const real = viewFor(a, 'union');
      expect(va.hand).toEqual(real.hand);
      expect(va.sides).toEqual(real.sides);
      expect(va.units.map((u) => [u.location, u.side, u.kind, u.strength, u.half])).toEqual(real.units.map((u) => [u.location, u.side, u.kind, u.strength, u.half]));
      expect(va.control).toEqual(real.control);
      expect([va.blockade, va.europe, va.vp]).toEqual([real.blockade, real.europe, real.vp]);
      expect(decision(da)).toEqual(decision(a));
    }
  });

  it('determinizes mid-game positions of both sides with matching counts', () => {
    for (const [seed, n] of [[31, 80], [32, 200], [33, 400]] as const) {
      const state = randomPosition(seed, n);
      const d = decision(state);
      if (!d || d.kind !== 'action') continue;
      const view = viewFor(state, d.side);
      if (view.combat || view.raid) continue;
      const det = determinize(view, d.side, createRng(seed));
      expect(viewFor(det, d.side).sides).toEqual(view.sides);
      expect(viewFor(det, d.side).hand).toEqual(view.hand);
    }
  });
});

describe('a sandbox position with cards of an I/II pile not yet added elsewhere (R4.1, R4.2)', () => {
  // U56 and U63 are of pile II, C43 of pile I (decks.md): a scenario may put them in hands and
  // discards before their piles are added, which play never does (QA: the bot failed there).
  const sandbox = (active: 'union' | 'confederate') => newGame({
    seed: 5,
    scenario: { active, hands: { union: ['U56', 'U01', 'U02', 'U15'], confederate: ['C43', 'C01', 'C02'] }, discards: { union: ['U63'] } },
  });

  it('determinizes it with the counts the view shows, for either side', () => {
    for (const side of ['union', 'confederate'] as const) {
      const state = sandbox(side);
      const view = viewFor(state, side);
      const det = determinize(view, side, createRng(3));
      expect(viewFor(det, side).sides).toEqual(view.sides);
      expect(viewFor(det, side).hand).toEqual(view.hand);
    }
  });

  it('the bot plays it with a legal action on either side', () => {
    for (const side of ['union', 'confederate'] as const) {
      const state = sandbox(side);
      expect(isLegal(state, createBot({ level: 'normal', seed: 9 }).chooseAction(state, side))).toBe(true);
    }
  });
});

describe('X29: a free draw with nothing left to draw', () => {
  // Blockade Runner with the Confederate draw, discard and I/II piles empty takes its own card back and
  // changes nothing (X29): a bot that proposed it would play it for ever (card audit).
  const rest = Array.from({ length: 50 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`).filter((c) => !['C26', 'C01', 'C02'].includes(c));
  const scenario = (drawPiles: string[]): Scenario => ({
    active: 'confederate', actionsTaken: 2, hands: { confederate: ['C26', 'C01', 'C02'].filter((c) => !drawPiles.includes(c)) },
    drawPiles: { confederate: drawPiles }, removed: { confederate: rest }, reshuffles: { confederate: 2 },
  } as Scenario);

  it('X29 R11.1 the bot at every level ends the turn instead of playing Blockade Runner for nothing', () => {
    const state = newGame({ seed: 3, scenario: scenario([]) });
    expect(legalActions(state).map((a) => a.type).sort()).toEqual(['end-turn', 'free-action']);
    for (const level of ['easy', 'normal', 'hard'] as const) {
      const bot = createBot({ level, seed: 5, budget: TINY });
      expect(bot.chooseAction(state, 'confederate'), level).toEqual({ type: 'end-turn' });
    }
  });

  it('X29 with a card left to draw, or from the view, Blockade Runner is proposed exactly when a draw can bring something', () => {
    const proposed = (state: GameState) => proposeActions(contextFromState(state)).filter((a) => a.type === 'free-action');
    const fromView = (state: GameState) => proposeActions(contextFromView(viewFor(state, 'confederate'), 'confederate')).filter((a) => a.type === 'free-action');
    const one = newGame({ seed: 3, scenario: scenario(['C02']) });
    const none = newGame({ seed: 3, scenario: scenario([]) });
    expect(proposed(one)).toEqual([{ type: 'free-action', card: 'C26' }]);
    expect(fromView(one)).toEqual([{ type: 'free-action', card: 'C26' }]);
    expect(proposed(none)).toEqual([]);
    expect(fromView(none)).toEqual([]);
  });
});
