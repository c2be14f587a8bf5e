// @vitest-environment jsdom
/**
 * The rail links' defence modifiers under every named ruleset (R7.5): a playtesting ruleset that
 * changes a modifier keeps the name of the place it stands for (QA: under `manassas-union`, which gives
 * link 8's +1 to a Union defender, the map lost "Manassas").
 */
import { render } from '@testing-library/react';
import { listRulesets, newGame, viewFor } from '../../../src/engine';
import { showRuleset } from '../../../src/ui/game/rules';
import { BoardMap } from '../../../src/ui/map/BoardMap';

/** The map of a new game under `ruleset`, shown as the app shows it (its own ruleset). */
function mapUnder(ruleset: string) {
  const state = newGame({ seed: 3, ruleset });
  showRuleset(state);
  return render(<BoardMap view={viewFor(state, 'union')} />).container;
}

/** The tooltip of rail link `id`. */
const linkTitle = (map: HTMLElement, id: number) => map.querySelector(`[data-link-group="${id}"] > title`)!.textContent;

afterEach(() => showRuleset(newGame({ seed: 1 })));

describe('the rail links\' modifiers under the rulesets (R7.5)', () => {
  it('R7.5 manassas-union: link 8 Washington–Manassas gives +1 to a Union defender and is still labelled Manassas (QA)', () => {
    const map = mapUnder('manassas-union');
    expect(linkTitle(map, 8)).toBe('Rail link 8: Washington (lower half) to Manassas (upper half); +1 for a Union defender (Manassas)');
    const badge = map.querySelector('[data-link-group="8"] .rail-modifier')!;
    expect(badge.getAttribute('class')).toContain('side-union');
  });

  it('R7.5 every named ruleset labels the Manassas and Cumberland Gap modifiers, as the rulebook map does', () => {
    for (const { id } of listRulesets()) {
      const map = mapUnder(id);
      expect(linkTitle(map, 8), id).toMatch(/\+1 for a (Union|Confederate) defender \(Manassas\)$/);
      expect(linkTitle(map, 19), id).toMatch(/\+1 for a Confederate defender \(Cumberland Gap\)$/);
    }
  });

  it('R7.5 a link that gains a modifier no rulebook link has gets no place name (harpers-ferry-union)', () => {
    expect(linkTitle(mapUnder('harpers-ferry-union'), 10)).toMatch(/; \+1 for a Union defender$/);
  });
});
