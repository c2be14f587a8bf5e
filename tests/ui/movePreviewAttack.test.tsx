// @vitest-environment jsdom
/**
 * The move preview of an attack declared inside a contested location (R6.4): no army moves, so it
 * names the half attacked instead of saying the armies "arrive" (QA, Russian: "Прибывает в область
 * Манассас: нижняя половина." for an attack where nothing moved).
 */
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { legalActions, newGame } from '../../src/engine';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import MovePreview from '../../src/ui/builder/MovePreview';

/** Manassas contested: a Union army in its upper half, a Confederate one in its lower half; the Union to act. */
function contested() {
  return newGame({
    seed: 2,
    scenario: {
      units: [
        { side: 'union', kind: 'army', strength: 3, location: 'manassas', half: 'upper' },
        { side: 'confederate', kind: 'army', strength: 2, location: 'manassas', half: 'lower' },
      ],
      hands: { union: ['U30', 'U35'], confederate: ['C01', 'C02'] },
    },
  });
}

describe('MovePreview of a declared attack (R6.4)', () => {
  beforeAll(() => loadPageStrings());
  afterEach(() => act(() => loadLanguage('en')));

  it('R6.4 names the half attacked, not an arrival, in English, Polish and Russian', async () => {
    const state = contested();
    const attack = legalActions(state).find((a) => a.type === 'declare-attack' && a.location === 'manassas');
    expect(attack).toBeDefined();
    const said: Record<string, string> = {};
    for (const lng of ['en', 'pl', 'ru'] as const) {
      await act(() => loadLanguage(lng));
      const { getByTestId, unmount } = render(<MovePreview state={state} action={attack!} />);
      said[lng] = getByTestId('move-preview').textContent!;
      unmount();
    }
    expect(said.en).toContain('Attacks the lower half of Manassas.');
    expect(said.en).not.toMatch(/Arrives/);
    expect(said.pl).toContain('Atakuje lokację Manassas: dolna połowa.');
    expect(said.ru).toContain('Атакует область Манассас: нижняя половина.');
    expect(said.ru).not.toMatch(/Прибывает/);
  });
});
