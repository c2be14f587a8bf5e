// @vitest-environment jsdom
/**
 * Issue 11 item 9, wording: a battle's sides are counted in counters (not strength), the defender
 * hears only the choices the engine lists (R7.3, R8.5), and every "what next" line is a whole
 * sentence in every language.
 */
import { screen } from '@testing-library/react';
import { applyAction, decision, legalActions, newGame } from '../../src/engine';
import type { GameState, Scenario } from '../../src/engine/types';
import { enAll } from '../../src/i18n/en-all';
import { pl } from '../../src/i18n/pl';
import { ru } from '../../src/i18n/ru';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** The Union attacks Manassas from Washington with every army there (its one card pays the move, so no face-down card): the Confederate must respond. */
function defenderToRespond(scenario: Scenario): GameState {
  let state = newGame({ seed: 1, scenario });
  const move = legalActions(state).find((a) => a.type === 'move' && a.to === 'manassas' && a.units.length === (scenario.units ?? []).filter((u) => u.side === 'union').length);
  expect(move, 'a move into Manassas').toBeDefined();
  state = applyAction(state, move!);
  if (decision(state)!.kind === 'attacker-card') state = applyAction(state, legalActions(state).find((a) => a.type === 'attacker-card' && !a.card)!);
  expect(decision(state)!.kind).toBe('defender-response');
  return state;
}

async function showDefender(state: GameState) {
  const store = createGameStore({ initial: state, storage: null });
  const { user } = renderApp(store);
  await user.click(screen.getByTestId('handoff-confirm'));
  return { user, store };
}

describe('wording of a battle (issue 11 item 9)', () => {
  it('R7.2 counts each side in armies and forts, with plurals, not as a strength', async () => {
    await showDefender(defenderToRespond({
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'union', kind: 'army', strength: 1, location: 'washington' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
        { side: 'confederate', kind: 'fort', strength: 1, location: 'manassas' },
      ],
      hands: { union: ['U35'], confederate: ['C01'] },
    }));
    const combat = await screen.findByTestId('combat', {}, { timeout: 10_000 });
    expect(screen.getByTestId('attacker-forces').textContent).toBe('2 armies');
    expect(screen.getByTestId('defender-forces').textContent).toBe('1 army and 1 fort');
    expect(combat.textContent).not.toMatch(/\(\d\)/);
  });

  it('R7.3 the defender who may withdraw is told both choices', async () => {
    await showDefender(defenderToRespond({
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
      ],
      hands: { union: ['U35'], confederate: ['C01'] },
    }));
    expect(screen.getByTestId('button-withdraw')).toBeTruthy();
    expect(screen.getByTestId('decision-prompt').textContent).toMatch(/withdraw/);
    expect(screen.getByTestId('decision-next').textContent).toMatch(/withdraw\.$/);
  });

  it('R8.5 forts alone cannot withdraw: only Stand is offered and only Stand is said, with the reason and its rule', async () => {
    const { user } = await showDefender(defenderToRespond({
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'washington' },
        { side: 'confederate', kind: 'fort', strength: 1, location: 'manassas' },
      ],
      hands: { union: ['U35'], confederate: ['C01'] },
    }));
    expect(screen.queryByTestId('button-withdraw')).toBeNull();
    // The stand-only words load with the part that says why (their strings out of the first paint).
    const why = await screen.findByTestId('why-not-withdraw', {}, { timeout: 10_000 });
    const prompt = screen.getByTestId('decision-prompt').textContent!;
    expect(prompt).toContain('cannot withdraw: you stand');
    expect(prompt).toContain('Manassas');
    // The reason, with its rule (R8.5), not only the decision's R7.3 (QA).
    expect(why.textContent).toBe('Withdraw is not possible now: Forts cannot withdraw R8.5');
    const next = screen.getByTestId('decision-next').textContent!;
    expect(next).not.toMatch(/withdraw/i);
    expect(next).toContain('pick it in your hand');
    await user.click(screen.getByTestId('button-stand'));
    expect(screen.queryByText(/withdraw/i)).toBeNull();
  });

  it('E12 a defender in the half of contested Richmond that no link enters is told why it cannot withdraw (R8.3), not only R7.3 (QA)', async () => {
    // The FAQ's case (X1): Confederates in Richmond's lower half, the Union in the upper declares an attack (R6.4).
    let state = newGame({
      seed: 1,
      scenario: {
        units: [
          { side: 'union', kind: 'army', strength: 3, location: 'richmond', half: 'upper' },
          { side: 'confederate', kind: 'army', strength: 2, location: 'richmond', half: 'lower' },
        ],
        hands: { union: ['U35'], confederate: ['C01'] },
      },
    });
    state = applyAction(state, { type: 'declare-attack', location: 'richmond' });
    state = applyAction(state, legalActions(state).find((a) => a.type === 'attacker-card')!);
    expect(decision(state)!.kind).toBe('defender-response');
    await showDefender(state);
    expect(screen.queryByTestId('button-withdraw')).toBeNull();
    const why = await screen.findByTestId('why-not-withdraw', {}, { timeout: 10_000 });
    expect(why.textContent).toBe('Withdraw is not possible now: From contested Richmond units leave only by links entering their own half E12');
  });
});

/** The strings of `path` (dotted) in a resource, plural forms included. */
function strings(resource: object, path: string): [string, string][] {
  let node: unknown = resource;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  return Object.entries(node as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
}

describe('what-next lines are whole sentences (issue 11 item 9)', () => {
  for (const [lang, resource] of [['en', enAll], ['pl', pl], ['ru', ru]] as const) {
    it(`${lang}: builder.next, builder.nextWithCard and builder.standOnly end as sentences, not with "or:"`, () => {
      const all = [...strings(resource, 'builder.next'), ...strings(resource, 'builder.nextWithCard'), ...strings(resource, 'builder.standOnly')];
      expect(all.length).toBeGreaterThan(20);
      for (const [key, text] of all) expect(text, `${lang} ${key}`).toMatch(/[.!]$/);
    });
  }
});

describe('the New game dialog\'s rules help (QA)', () => {
  for (const [lang, strings] of [['en', enAll], ['pl', pl], ['ru', ru]] as [string, typeof pl][]) {
    it(`${lang}: a ruleset's sentence and the general help begin differently (the rulebook's said "The rulebook, …" twice)`, () => {
      const help = (strings.newGame as { rulesetHelp: string }).rulesetHelp;
      const opening = (s: string) => s.split(/\s+/).slice(0, 2).join(' ').toLowerCase();
      for (const [id, { description }] of Object.entries(strings.ruleset as Record<string, { description: string }>)) {
        expect(opening(description), `${lang} ${id}`).not.toBe(opening(help));
        expect(help.toLowerCase(), `${lang} ${id}`).not.toContain(description.split(/[,.]/)[0]!.toLowerCase());
      }
    });
  }
});
