/**
 * The bot's search of its own battle decisions (issue 9 item 4, `budget.combatSearch`): a battle in
 * progress is determinized from the decider's view (R7.2 the attacker's card, R7.3 the defender's
 * answer) and the attacker's face-down card is never read from the real game.
 */
import { applyAction, decision, isLegal, legalActions, newGame, viewFor } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { canDeterminizeCombat, createBot, createRandomPlayer, createRng, determinizeCombat } from '../../src/bot';
import { translateAction, unitIdMap } from '../../src/bot/translate';
import { bindRuleset } from '../../src/bot/rules';

const SMALL = { iterations: 24, rolloutDepth: 6, rootTopK: 6, topK: 2, combatSearch: true };

/** Same key for equal actions regardless of property order. */
const norm = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

/** Every battle decision a determinization can rebuild, met in random games of the given seeds. */
function battleDecisions(seeds: readonly number[]): GameState[] {
  const found: GameState[] = [];
  for (const seed of seeds) {
    let state = newGame({ seed });
    const player = createRandomPlayer(seed + 5);
    for (let i = 0; i < 3000; i++) {
      const d = decision(state);
      if (!d) break;
      if (canDeterminizeCombat(viewFor(state, d.side))) found.push(state);
      state = applyAction(state, player.chooseAction(state, d.side));
    }
  }
  return found;
}

/** A copy of `state` whose attacker holds its face-down card in hand and plays `other` instead. */
function swapFaceDown(state: GameState, other: string): GameState {
  const s = structuredClone(state) as GameState;
  const combat = s.combat!;
  const hand = s.cards[combat.attacker].hand;
  hand[hand.indexOf(other)] = combat.attackerCard!;
  combat.attackerCard = other;
  return s;
}

describe('the bot searches its battle decisions (combatSearch)', () => {
  const positions = battleDecisions([1, 2, 3, 4, 5, 6]);

  it('R7.2 R7.3: a determinized battle asks the same side the same question with the same answers', () => {
    const kinds = new Set<string>();
    for (const [i, state] of positions.entries()) {
      bindRuleset(state);
      const d = decision(state)!;
      kinds.add(d.kind);
      const view = viewFor(state, d.side);
      const det = determinizeCombat(view, d.side, createRng(i + 1));
      expect(decision(det)).toEqual(d);
      const ids = unitIdMap(view.units, det.units);
      const real = legalActions(state).map((a) => norm(translateAction(a, ids))).sort();
      expect(legalActions(det).map(norm).sort()).toEqual(real);
      expect(viewFor(det, d.side).hand).toEqual(view.hand);
    }
    expect(positions.length).toBeGreaterThan(20);
    expect([...kinds].sort()).toEqual(['attacker-card', 'defender-response']);
  }, 60_000);

  it('R7.2: the defender\'s answer depends only on what it sees, not on the attacker\'s face-down card', () => {
    let compared = 0;
    for (const state of positions) {
      const combat = state.combat!;
      const d = decision(state)!;
      if (d.kind !== 'defender-response' || !combat.attackerCard || legalActions(state).length < 2) continue;
      const other = state.cards[combat.attacker].hand.find((c) => c !== combat.attackerCard);
      if (!other) continue;
      const swapped = swapFaceDown(state, other);
      expect(swapped.combat!.attackerCard).not.toBe(state.combat!.attackerCard);
      expect(JSON.stringify(viewFor(swapped, d.side))).toBe(JSON.stringify(viewFor(state, d.side)));
      for (const seed of [1, 2]) {
        const x = createBot({ level: 'easy', seed, budget: SMALL });
        const y = createBot({ level: 'easy', seed, budget: SMALL });
        const a = x.chooseAction(state, d.side);
        expect(x.lastStats()!.iterations).toBeGreaterThan(0);
        expect(y.chooseAction(swapped, d.side)).toEqual(a);
      }
      if (++compared >= 4) break;
    }
    expect(compared).toBeGreaterThan(0);
  }, 60_000);

  it('R7.3 R8: searches standing against withdrawing only when asked, without engine refusals, and answers legally', () => {
    let searched = 0;
    let cards = 0;
    for (const state of positions.slice(0, 40)) {
      const d = decision(state)!;
      if (legalActions(state).length < 2) continue;
      const plain = createBot({ level: 'easy', seed: 3, budget: { ...SMALL, combatSearch: false } });
      expect(isLegal(state, plain.chooseAction(state, d.side))).toBe(true);
      expect(plain.lastStats()).toBeNull();
      const bot = createBot({ level: 'easy', seed: 3, budget: SMALL });
      const action = bot.chooseAction(state, d.side);
      expect(isLegal(state, action)).toBe(true);
      const stats = bot.lastStats();
      if (d.kind === 'attacker-card') {
        // The attacker's card stays the heuristic's (R7.2): the evaluation does not price cards kept.
        expect(stats).toBeNull();
        cards++;
        continue;
      }
      expect(stats!.errors).toBe(0);
      const types = new Set(legalActions(state).map((a) => a.type));
      if (types.size > 1) {
        // One candidate per answer: stand and withdraw.
        expect(stats!.children.length).toBe(2);
        expect(stats!.iterations).toBe(SMALL.iterations);
        searched++;
      }
    }
    expect(searched).toBeGreaterThan(0);
    expect(cards).toBeGreaterThan(0);
  }, 60_000);
});
