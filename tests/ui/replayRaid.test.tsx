// @vitest-environment jsdom
/**
 * X22 in the Replay: a raided side holding a Cavalry Raid that lets the raid happen gives the record
 * one more step (its answer) than a side holding none, which the engine does not ask (R11.2). For a
 * viewer who may not see the raided hand, the Replay folds that answer into the raid's own step, so
 * that its steps, counts, labels and narration read the same in both cases; the raided side's own
 * view and Everything keep the step.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { newGame } from '../../src/engine';
import type { Action, CardId, GameState } from '../../src/engine/types';
import { stepsFor } from '../../src/ui/replay/steps';
import { buildTimeline } from '../../src/ui/replay/timeline';
import { viewsAt, type Viewpoint } from '../../src/ui/replay/viewpoint';
import { createGameStore } from '../../src/ui/store/gameStore';
import type { GameRecord } from '../../src/ui/store/session';
import { LAZY } from './helpers';
import { renderApp } from './render';

/** The Union holds a Cavalry Raid (U51) and Rifled Muskets; the Confederate two cards and `third`. */
function start(third: CardId): GameState {
  return newGame({ seed: 3, scenario: { hands: { union: ['U51', 'U30'], confederate: ['C01', 'C02', third] } } });
}

const RAID: Action = { type: 'card-action', card: 'U51' };
const LET_IT_HAPPEN: Action = { type: 'cavalry-raid-response', card: null };
const PASS: Action = { type: 'pass' };

/**
 * The Union's raid and its next action: the Confederate holds Stuart's Ride (C27, a Cavalry Raid) and
 * is asked, lets the raid happen; or holds Militia (C03) and is not asked. `older`: a record of an
 * older version, which answered by hand a raid the engine now lets happen at once.
 */
function raidRecord(third: 'C27' | 'C03', older = false): GameRecord {
  const actions = third === 'C27' || older ? [RAID, LET_IT_HAPPEN, PASS] : [RAID, PASS];
  return { origin: { kind: 'loaded', state: start(third) }, actions };
}

/** What a viewpoint reads at each step of a record: the position's decision, turn, and the public log's keys. */
function stepsRead(record: GameRecord, viewpoint: Viewpoint) {
  const timeline = buildTimeline(record);
  const steps = stepsFor(record, timeline, viewpoint);
  return steps.positions.map((p) => {
    const { view } = viewsAt(timeline.positionAt(p), viewpoint);
    return { turn: timeline.turns[p], log: view.log.map((e) => e.key), decision: view.decision && { side: view.decision.side, kind: view.decision.kind } };
  });
}

describe('X22 the Replay\'s steps of a raid let happen (R11.2)', () => {
  it('R11.2 X22 the raider\'s and the public view step through a raid let happen after being asked as through one let happen at once', () => {
    expect(buildTimeline(raidRecord('C27')).last).toBe(3);
    expect(buildTimeline(raidRecord('C03')).last).toBe(2);
    for (const viewpoint of ['union', 'observer'] as const) {
      const asked = stepsRead(raidRecord('C27'), viewpoint);
      const atOnce = stepsRead(raidRecord('C03'), viewpoint);
      expect(asked).toHaveLength(3);
      expect(asked).toEqual(atOnce);
      // The raid's step shows the raid and its discards together, nobody asked.
      expect(asked[1]!.log.slice(-2)).toEqual(['cavalry-raid', 'raid-discards']);
      expect(asked[1]!.decision).toEqual({ side: 'union', kind: 'action' });
    }
  });

  it('R11.2 X22 the raided side\'s own view and Everything keep the step of its answer', () => {
    const record = raidRecord('C27');
    const timeline = buildTimeline(record);
    for (const viewpoint of ['confederate', 'everything'] as const) {
      const steps = stepsFor(record, timeline, viewpoint);
      expect(steps.positions).toEqual([0, 1, 2, 3]);
      expect(viewsAt(timeline.positionAt(steps.positions[1]!), viewpoint).view.decision).toMatchObject({ side: 'confederate', kind: 'cavalry-raid-response' });
    }
    // A position folded away reads as the one its raid's step leads to.
    const union = stepsFor(record, timeline, 'union');
    expect(union.positions).toEqual([0, 2, 3]);
    expect([0, 1, 2, 3].map(union.stepOf)).toEqual([0, 1, 1, 2]);
  });

  it('R11.2 X22 an older record\'s answer to a raid the engine now lets happen at once is folded too', () => {
    expect(buildTimeline(raidRecord('C03', true)).last).toBe(3);
    expect(stepsRead(raidRecord('C03', true), 'union')).toEqual(stepsRead(raidRecord('C03'), 'union'));
  });
});

/** Everything the Replay page shows at one step: its words (controls, where, map, panels, log, narration) and the slider's place. */
function pageReading() {
  const slider = screen.getByTestId('replay-slider') as HTMLInputElement;
  return {
    page: screen.getByTestId('replay-page').textContent!,
    where: screen.getByTestId('replay-where').textContent!,
    slider: { value: slider.value, max: slider.max, text: slider.getAttribute('aria-valuetext') },
  };
}

describe('X22 the Replay page after a raid let happen, two people at the screen (R11.2)', () => {
  it('R11.2 X22 the raider reads the same steps, counts, labels and narration whether the raided side was asked and let it happen or was not asked', async () => {
    const readings: Record<string, ReturnType<typeof pageReading>[]> = {};
    for (const third of ['C27', 'C03'] as const) {
      const store = createGameStore({ initial: start(third), storage: null, bot: null });
      const { user, unmount } = renderApp(store);
      await user.click(screen.getByTestId('handoff-confirm'));
      act(() => {
        expect(store.getState().dispatch(RAID)).toBe(true);
      });
      // The raided side takes the screen and lets the raid happen (asked), or reads its loss (not asked); the Union takes the screen back.
      await user.click(screen.getByTestId('handoff-confirm'));
      if (third === 'C27') {
        await user.click(await screen.findByTestId('button-cavalry-raid-response'));
        await user.click(screen.getByTestId('confirm-action'));
      } else await user.click(await screen.findByTestId('raid-hand-back', {}, LAZY));
      await user.click(await screen.findByTestId('handoff-confirm'));
      expect(store.getState().record.actions).toHaveLength(third === 'C27' ? 2 : 1);

      act(() => store.getState().setPage('replay'));
      await screen.findByTestId('replay-page', {}, LAZY);
      expect((screen.getByTestId('replay-viewpoint') as HTMLSelectElement).value).toBe('union');
      await user.click(screen.getByTestId('replay-narrate'));
      // From the newest position back to the start, one step at a time.
      const seen = [pageReading()];
      while (!(screen.getByTestId('replay-back') as HTMLButtonElement).disabled) {
        await user.click(screen.getByTestId('replay-back'));
        seen.push(pageReading());
      }
      // The arrow key and the slider step the same way: over the raid and its answer at once.
      // (Back at the start gave the slider the focus, whose own keys a browser handles: the page's keys are read elsewhere.)
      act(() => (document.activeElement as HTMLElement).blur());
      await user.keyboard('{ArrowRight}');
      seen.push(pageReading());
      fireEvent.change(screen.getByTestId('replay-slider'), { target: { value: '0' } });
      seen.push(pageReading());
      readings[third] = seen;
      unmount();
    }
    const [asked, atOnce] = [readings.C27!, readings.C03!];
    expect(atOnce).toHaveLength(4);
    expect(atOnce[2]!.where).toBe(atOnce[0]!.where);
    expect(atOnce[3]!.where).toBe(atOnce[1]!.where);
    expect(atOnce[0]!.where).toContain('Position 1 of 1');
    expect(atOnce[0]!.page).toContain('Confederates discard 2 cards at random.');
    expect(asked).toEqual(atOnce);
  }, 90_000);
});
