// @vitest-environment jsdom
/**
 * The defender's loss warning never depends on the attacker's face-down card (R7.2, R8.1): it is
 * read over every card the attacker may have played, as the defender sees the game (`viewFor`).
 */
import { screen } from '@testing-library/react';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { hiddenLoss, indistinguishable } from '../../src/ui/game/hiddenLoss';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY } from './helpers';
import { renderApp } from './render';

/**
 * A Confederate army of 1 attacks the Union army of 1 in Kentucky (a blue location) from
 * Nashville, with `card` face down; the Europe marker on 8, so a Confederate win there wins the
 * game (R7.11, R12.1). The Union holds Volunteers (U01, Leadership 1), Pennsylvania Reserves (U13,
 * 2) and River Flotilla Troops (U06, 0); the Confederacy held Militia (C01, 1) and Army of
 * Tennessee (C14, 4), one of them played, the other kept.
 */
function attacked(card: 'C01' | 'C14'): GameState {
  let s = newGame({
    seed: 1,
    scenario: {
      active: 'confederate',
      europe: 8,
      units: [
        { side: 'union', kind: 'army', strength: 1, location: 'kentucky' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'nashville' },
      ],
      hands: { union: ['U01', 'U13', 'U06'], confederate: ['C01', 'C14', 'C02'] },
    },
  });
  const play = (pick: (a: Action) => boolean) => (s = applyAction(s, legalActions(s).find(pick)!));
  play((a) => a.type === 'move' && a.to === 'kentucky' && a.card === 'C02');
  play((a) => a.type === 'attacker-card' && a.card === card);
  return s;
}

describe('R7.2 R8.1 the defender\'s loss warning does not tell the attacker\'s face-down card', () => {
  it('R7.2 R8.1 two positions the defender cannot tell apart give the same warning for every answer', () => {
    const [weak, strong] = [attacked('C01'), attacked('C14')];
    // The same game to the defender: only the face-down card and the attacker's hand differ.
    expect(viewFor(weak, 'union')).toEqual(viewFor(strong, 'union'));
    const answers = legalActions(weak);
    expect(answers.filter((a) => a.type === 'stand')).toHaveLength(3);
    for (const a of answers) expect(hiddenLoss(weak, a, 'union')).toEqual(hiddenLoss(strong, a, 'union'));
    // Standing without a card loses whatever the card (the lowest Leadership in play is 1); with a
    // Leadership card it loses only against a stronger card; a withdrawal loses nothing.
    expect(hiddenLoss(weak, { type: 'stand', card: null, benefits: [] }, 'union')).toMatchObject({ sure: true, winner: { side: 'confederate', rule: 'R12.1' } });
    expect(hiddenLoss(weak, { type: 'stand', card: 'U13', benefits: [] }, 'union')).toMatchObject({ sure: false, winner: { side: 'confederate' } });
    expect(hiddenLoss(weak, answers.find((a) => a.type === 'withdraw')!, 'union')).toBeNull();
  });

  it('R7.2 R4.1 the candidates leave out the Confederate pile I not yet added (Leadership 0) and keep the real position out of reach', () => {
    const s = attacked('C01');
    const leaderships = indistinguishable(s, 'union').map((p) => p.combat!.attackerCard);
    // One card per Leadership value of the Confederate base deck (1–5), none of pile I's Leadership 0.
    expect(leaderships).toHaveLength(5);
    expect(leaderships).not.toContain('C41');
    // The attacker himself sees his card: the one real position.
    expect(indistinguishable(s, 'confederate')).toEqual([s]);
  });

  it('R7.2 R8.1 the builder shows the defender the same warnings whichever card lies face down', async () => {
    const seen: Record<string, (string | null)[]> = {};
    for (const card of ['C01', 'C14'] as const) {
      const { user, unmount } = renderApp(createGameStore({ initial: attacked(card), storage: null }));
      await user.click(screen.getByTestId('handoff-confirm'));
      const texts: (string | null)[] = [];
      for (const pick of ['step-none', 'card-U01', 'card-U13']) {
        await user.click(screen.getByTestId('button-stand'));
        await user.click(screen.getByTestId(pick));
        await screen.findByTestId('confirm-action');
        // The first answer loses with every card: its warning shows once the preview is loaded.
        if (pick === 'step-none') await screen.findByTestId('loss-warning', {}, LAZY);
        texts.push(screen.queryByTestId('loss-warning')?.textContent ?? null);
        await user.click(screen.getByTestId('cancel-action'));
      }
      seen[card] = texts;
      unmount();
    }
    expect(seen.C01).toEqual(seen.C14);
    expect(seen.C01[0]).toContain('this loses the game at once: Confederate victory.');
    expect(seen.C01[1]).toContain('depending on the attacker\'s face-down card, this may lose the game');
  }, 60_000);
});
