// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { applyAction, newGame, viewFor } from '../../src/engine';
import type { GameState } from '../../src/engine/types';
import { raidLossOf } from '../../src/ui/combat/raidLoss';
import { createGameStore } from '../../src/ui/store/gameStore';
import { renderApp } from './render';

/** The Union raids a Confederate hand holding no Cavalry Raid, passes and ends its turn. */
function afterRaid(): { raided: GameState; next: GameState } {
  const s = newGame({ seed: 3, scenario: { hands: { union: ['U51', 'U30'], confederate: ['C01', 'C02', 'C03'] } } });
  const raided = applyAction(s, { type: 'card-action', card: 'U51' });
  const next = applyAction(applyAction(raided, { type: 'pass' }), { type: 'end-turn' });
  return { raided, next };
}

describe('the raided side is told which cards it lost (R11.2, X22)', () => {
  it('R11.2 X22 no hand-off asks the raided side; at its next hand-off it sees the cards it lost', async () => {
    const { raided, next } = afterRaid();
    expect(raided.active).toBe('union');
    const lost = raided.cards.confederate.discard;
    expect(lost).toHaveLength(2);
    const store = createGameStore({ initial: next, storage: null });
    const { user } = renderApp(store);
    expect(screen.queryByTestId('raid-loss')).toBeNull();
    expect(screen.getByTestId('handoff-confirm').textContent).toBe('I am the Confederate player');
    await user.click(screen.getByTestId('handoff-confirm'));
    const note = await screen.findByTestId('raid-loss', {}, { timeout: 10_000 });
    expect(note.textContent).toContain('A Cavalry Raid struck your hand.');
    for (const name of raidLossOf(viewFor(next, 'confederate'))!.args.cards!.toString().split(', ')) expect(note.textContent).toContain(name);
  });

  it('R11.2 the raider never sees the loss note, and the raided side sees it until it ends a turn', () => {
    const { raided, next } = afterRaid();
    expect(raidLossOf(viewFor(raided, 'union'))).toBeNull();
    expect(raidLossOf(viewFor(raided, 'observer'))).toBeNull();
    expect(raidLossOf(viewFor(next, 'confederate'))).not.toBeNull();
    const later = applyAction(applyAction(applyAction(next, { type: 'pass' }), { type: 'pass' }), { type: 'end-turn' });
    expect(raidLossOf(viewFor(later, 'confederate'))).toBeNull();
  });
});
