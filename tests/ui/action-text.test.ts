/**
 * Actions speak through i18next (issue 7 item 6): in English, every legal action of random games
 * reads as the engine's `describeAction` says it (with unit ids as the UI names them), and Polish
 * and Russian name places, cards and counts in their own words.
 */
import fc from 'fast-check';
import i18n from '../../src/i18n';
import { applyAction, describeAction, legalActions, newGame } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { actionText } from '../../src/ui/game/actionText';

/** The engine's English as the UI words it: "army u3" names the unit once, a half is "upper half". */
function engineWords(action: Action): string {
  return describeAction(action).replace(/\barmy (u\d+)\b/g, '$1').replace(/\((upper|lower)\)/g, '($1 half)');
}

describe('action texts through i18next (issue 7 item 6)', () => {
  // An action's words load with their module (en-pages.ts), as in the app (ActionBuilder's `ActionWords`).
  beforeAll(() => loadPageStrings());
  afterAll(async () => {
    await loadLanguage('en');
  });

  it('property: in English, every legal action of random games reads as the engine describes it', () => {
    const types = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(1000), { minLength: 10, maxLength: 160 }), (seed, picks) => {
        let state: GameState = newGame({ seed });
        for (const p of picks) {
          const actions = legalActions(state);
          if (actions.length === 0) break;
          for (const a of actions) {
            types.add(a.type);
            expect(actionText(i18n.getFixedT('en'), a, [])).toBe(engineWords(a));
          }
          state = applyAction(state, actions[p % actions.length]!);
        }
      }),
      { numRuns: 25, seed: 7 }, // fixed: the list of action types it must meet below is then met every run
    );
    for (const type of ['deploy', 'move', 'attacker-card', 'stand', 'casualties', 'end-turn']) expect(types.has(type), type).toBe(true);
  }, 180_000);

  it('names the units it moves or loses from the view, and lists them after a move', () => {
    const state = newGame({ seed: 1 });
    const move = legalActions(state).find((a) => a.type === 'move' && a.units.length === 1)!;
    const unit = state.units.find((u) => u.id === (move as Extract<Action, { type: 'move' }>).units[0])!;
    expect(actionText(i18n.getFixedT('en'), move, [unit])).toMatch(/^Move 1 army from .+ with .+ \(U\d+\) — army \d \(.+, (upper|lower) half\)$/);
    expect(actionText(i18n.getFixedT('en'), { type: 'casualties', units: [unit.id] }, [unit])).toMatch(/^Lose army \d \(.+\)$/);
  });

  it('in Polish and Russian, places, cards and counts are named in that language', async () => {
    const move: Action = { type: 'move', card: 'U30', from: 'washington', to: 'manassas', units: ['u1', 'u2'] };
    await loadLanguage('pl');
    expect(actionText(i18n.t, move, [])).toMatch(/^Przemieść 2 oddziały: Waszyngton → Manassas z kartą .+ \(U30\)$/);
    await loadLanguage('ru');
    expect(actionText(i18n.t, move, [])).toMatch(/^Переместить 2 армии: Вашингтон → Манассас с картой «.+» \(U30\)$/);
  });
});
