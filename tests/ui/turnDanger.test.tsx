// @vitest-environment jsdom
/**
 * No loss without warning at the start of a turn (issue 11 item 2; QA: Washington held by the
 * Confederacy at the start of the Union's turn went unsaid until End turn, when no action was left
 * to retake it). The warning comes from the engine: the rest of the turn played as passes on a copy.
 */
import { screen } from '@testing-library/react';
import { applyAction, newGame } from '../../src/engine';
import { lossIfTurnEnds } from '../../src/ui/game/turnLoss';
import { createGameStore } from '../../src/ui/store/gameStore';
import { LAZY, memoryStorage, washingtonHeld } from './helpers';
import { renderApp } from './render';

/** The Union to act, a Confederate army of 3 holding Washington, the Union's army of 3 one link away in Harrisburg. */

describe('the turn that would lose the game as things stand (R12.2)', { timeout: 30_000 }, () => {
  it('R12.2 the engine, asked on a copy, says the Union loses if its turn ends with Washington held; the first turn of the rulebook start loses nothing', () => {
    const held = washingtonHeld();
    expect(lossIfTurnEnds(held, 'union')).toMatchObject({ side: 'confederate', rule: 'R12.2', reason: 'washington' });
    expect(lossIfTurnEnds(held, 'confederate')).toBeNull(); // not the Confederacy's decision
    expect(lossIfTurnEnds(newGame({ seed: 3 }), 'union')).toBeNull();
    // After one pass the danger still holds; the state passed in is not touched.
    const passed = applyAction(held, { type: 'pass' });
    expect(lossIfTurnEnds(passed, 'union')).toMatchObject({ rule: 'R12.2' });
    expect(held.actionsTaken).toBe(0);
  });

  it('R12.2 the Union player is told at the start of the turn, with the rule, and not before the hand-off', async () => {
    const store = createGameStore({ initial: washingtonHeld(), storage: memoryStorage() });
    const { user } = renderApp(store);
    expect(screen.queryByTestId('turn-danger')).toBeNull(); // the hand-off screen tells nothing
    await user.click(screen.getByTestId('handoff-confirm'));
    const warning = await screen.findByTestId('turn-danger', {}, LAZY);
    // Said of the end to come, not in the game-over screen's words (QA).
    expect(warning.textContent).toContain('If this turn ends as things stand, you lose: the Confederacy will control Washington at the end of a Union turn.');
    expect(warning.textContent).toContain('R12.2');
  });
});
