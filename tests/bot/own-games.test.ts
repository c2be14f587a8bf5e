/**
 * The engine's side door for the bot's own games (src/engine/own-games.ts, issue 9 item 2) gives
 * exactly what the public door gives: the same new game from a determinized scenario, a sound
 * position, the same state after every listed action, the same refusals of illegal actions, and
 * the same controllers.
 */
import { applyAction, combineVariants, controller, decision, isContested, legalActions, newGame, RuleError, rulesOf, viewFor } from '../../src/engine';
import type { Action, GameState } from '../../src/engine';
import { applyOwnAction, controllers, newOwnGame } from '../../src/engine/own-games';
import { positionProblems } from '../../src/engine/validate';
import { canDeterminize, createRandomPlayer, createRng, determinizedScenario } from '../../src/bot';
import { midGamePositions } from '../../src/bot/positions';
import { randomPosition } from './helpers';

/** The error `fn` throws (its rule and key), or null. */
function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return `${e.rule} ${e.key}`;
  }
}

describe('own games: the side door matches the public one (issue 9)', () => {
  const positions = midGamePositions(8);

  it('newOwnGame builds the same sound game as newGame from a determinized scenario', () => {
    expect(positions.length).toBeGreaterThan(4);
    const rng = createRng(11);
    for (const s of positions) {
      const d = decision(s)!;
      const view = viewFor(s, d.side);
      expect(canDeterminize(view)).toBe(true);
      for (let i = 0; i < 3; i++) {
        const scenario = determinizedScenario(view, d.side, rng);
        const options = { seed: 1000 + i, scenario, variants: view.variants, ruleset: view.ruleset.value ?? view.ruleset.id };
        const own = newOwnGame(options);
        expect(JSON.stringify(own)).toBe(JSON.stringify(newGame(options)));
        expect(positionProblems(own)).toEqual([]);
      }
    }
  });

  it('newOwnGame shares the ruleset reference of the view it was built from: the same game as newGame with the value, custom rulesets included', () => {
    const custom = combineVariants(['seward-cost-1', 'virginia-vp']);
    for (const ruleset of [undefined, 'lee-4', custom]) {
      let s = newGame({ seed: 5, ruleset });
      const player = createRandomPlayer(6);
      // 40 actions in, then on to the next fresh action decision (one a determinization can rebuild).
      for (let i = 0; i < 240 && decision(s) && (i < 40 || !canDeterminize(viewFor(s, decision(s)!.side))); i++) {
        s = applyAction(s, player.chooseAction(s, decision(s)!.side));
      }
      const d = decision(s)!;
      const view = viewFor(s, d.side);
      expect(canDeterminize(view)).toBe(true);
      const scenario = determinizedScenario(view, d.side, createRng(9));
      const options = { seed: 77, scenario, variants: view.variants, ruleset: view.ruleset.value ?? view.ruleset.id };
      const own = newOwnGame(options, view);
      expect(own.ruleset).toBe(view.ruleset); // shared, as the states of one game share it
      expect(JSON.stringify(own)).toBe(JSON.stringify(newGame(options)));
      expect(rulesOf(own)).toBe(rulesOf(s));
    }
  });

  it('newOwnGame still refuses a scenario whose cards do not add up (R1.2)', () => {
    const s = positions[0]!;
    const d = decision(s)!;
    const view = viewFor(s, d.side);
    const scenario = determinizedScenario(view, d.side, createRng(3));
    const hand = scenario.hands!.union!;
    const twice = { ...scenario, hands: { ...scenario.hands, union: [...hand, hand[0]!] } };
    expect(refusal(() => newOwnGame({ seed: 1, scenario: twice }))).toBe(refusal(() => newGame({ seed: 1, scenario: twice })));
    expect(refusal(() => newOwnGame({ seed: 1, scenario: twice }))).not.toBeNull();
  });

  it('applyOwnAction gives the state applyAction gives for every listed action', () => {
    const states: GameState[] = [...positions, randomPosition(41, 30), randomPosition(42, 120), randomPosition(43, 250)];
    let checked = 0;
    for (const s of states) {
      if (!decision(s)) continue;
      for (const a of legalActions(s)) {
        expect(JSON.stringify(applyOwnAction(s, a))).toBe(JSON.stringify(applyAction(s, a)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('applyOwnAction refuses illegal actions with the same RuleError as applyAction (R3.1, R6.2)', () => {
    for (const s of positions) {
      const d = decision(s)!;
      const hand = viewFor(s, d.side).hand;
      const illegal: Action[] = [
        { type: 'attacker-card', card: null }, // not the decision asked (R3.1)
        { type: 'move', card: hand[0] ?? 'U01', from: 'washington', to: 'new-orleans', units: ['u999'] },
        { type: 'discard', cards: ['no-such-card'] },
      ];
      for (const a of illegal) {
        const expected = refusal(() => applyAction(s, a));
        expect(expected).not.toBeNull();
        expect(refusal(() => applyOwnAction(s, a))).toBe(expected);
      }
    }
  });

  it('controllers gives every location the controller the public door gives, contested ones included (R5.4, R5.5)', () => {
    const states: GameState[] = [...positions];
    for (let seed = 50; seed < 70; seed++) states.push(randomPosition(seed, 20 + seed * 7));
    let contested = 0;
    for (const s of states) {
      const ids = rulesOf(s).locationIds;
      const all = controllers(s);
      expect(all).toHaveLength(ids.length);
      ids.forEach((id, i) => {
        expect(all[i], id).toBe(controller(s, id));
        if (isContested(s, id)) contested++;
      });
    }
    expect(contested).toBeGreaterThan(0); // the check covered contested locations (null)
  });
});

