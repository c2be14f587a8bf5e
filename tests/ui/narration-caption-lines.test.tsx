// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { applyAction, legalActions, newGame, viewFor } from '../../src/engine';
import type { GameState, LogEntry, PlayerView } from '../../src/engine/types';
import i18n, { loadLanguage, loadPageStrings } from '../../src/i18n';
import { logText } from '../../src/ui/game/logText';
import { NarrationCaption } from '../../src/ui/narration/NarrationCaption';

beforeAll(async () => {
  await loadPageStrings();
});
afterEach(() => act(() => loadLanguage('en')));

const entry = (key: string, args: LogEntry['args'], side?: LogEntry['side']): LogEntry => ({ key, args, turn: 5, side } as LogEntry);

/** The caption's lines under its headline. */
function lines(): string[] {
  return [...screen.getByTestId('narration').querySelectorAll('.narration-line:not(.narration-line--newest)')].map((l) => l.textContent ?? '');
}

/** A position, and the same one with `entries` logged after it (the step the caption tells). */
function step(entries: LogEntry[]): { before: PlayerView; after: PlayerView } {
  const before = viewFor(newGame({ seed: 3 }), 'observer');
  return { before, after: { ...before, log: [...before.log, ...entries] } };
}

describe('the caption of a battle’s end tells its losses (QA, projector demo)', () => {
  // A battle the Confederates win at Knoxville where both sides lose counters: the reveal, both
  // sides' casualties, the battle won, control and the Europe track in one step (as bot against bot).
  const battle = [
    entry('reveal', { attacker: 'confederate', defender: 'union', location: 'knoxville', attackerCard: '', defenderCard: '', attackerStrength: 6, defenderStrength: 4, winner: 'confederate', tie: 0, terms: '' }, 'confederate'),
    entry('casualties', { side: 'confederate', location: 'knoxville', count: 1 }, 'confederate'),
    entry('casualties', { side: 'union', location: 'knoxville', count: 2 }, 'union'),
    entry('battle-won', { side: 'confederate', location: 'knoxville', lost: 2, winnerLost: 1 }, 'confederate'),
    entry('control-taken', { side: 'confederate', location: 'knoxville' }, 'confederate'),
    entry('europe-battle', { side: 'confederate', steps: 2, space: 3 }, 'confederate'),
  ];

  for (const lang of ['en', 'ru'] as const) {
    it(`both sides’ casualties first, the battle-won line the reveal already says left out (${lang})`, async () => {
      await loadLanguage(lang);
      const { before, after } = step(battle);
      render(<NarrationCaption view={after} before={before} />);
      expect(screen.getByTestId('narration-headline').textContent).toBe(logText(i18n.t, battle[0]!));
      const shown = lines();
      expect(shown.slice(0, 2)).toEqual([logText(i18n.t, battle[1]!), logText(i18n.t, battle[2]!)]);
      expect(shown).not.toContain(logText(i18n.t, battle[3]!));
      // Three lines under the headline, as before: the newest of the rest after the losses.
      expect(shown).toEqual([logText(i18n.t, battle[1]!), logText(i18n.t, battle[2]!), logText(i18n.t, battle[5]!)]);
    });
  }

  it('a battle won without a reveal in the same step (a retreat ended it) still says who won', () => {
    const tail = [
      entry('retreat-to', { side: 'union', location: 'knoxville', to: 'nashville', armies: 1 }, 'union'),
      entry('battle-won', { side: 'confederate', location: 'knoxville', lost: 1, winnerLost: 0 }, 'confederate'),
    ];
    const { before, after } = step(tail);
    render(<NarrationCaption view={after} before={before} />);
    expect(lines()).toContain(logText(i18n.t, tail[1]!));
  });
});

describe('a card action’s caption names its card once (QA: Rail Movement)', () => {
  function railMovement(): { before: GameState; after: GameState } {
    const before = newGame({
      seed: 1,
      scenario: {
        active: 'union',
        units: [{ side: 'union', kind: 'army', strength: 3, location: 'washington', half: 'lower' }],
        hands: { union: ['U27'], confederate: ['C01'] },
      },
    });
    const action = legalActions(before).find((a) => a.type === 'card-action' && a.card === 'U27' && (a.moves?.length ?? 0) > 0);
    if (!action) throw new Error('no Rail Movement');
    return { before, after: applyAction(before, action) };
  }

  for (const lang of ['en', 'ru'] as const) {
    it(`the card in the headline, not again as a line under it (${lang})`, async () => {
      await loadLanguage(lang);
      const { before, after } = railMovement();
      const played = after.log.slice(before.log.length).find((e) => e.key === 'card-action')!;
      expect(played).toBeTruthy();
      render(<NarrationCaption view={viewFor(after, 'observer')} before={viewFor(before, 'observer')} />);
      expect(screen.getByTestId('narration-card')).toBeTruthy();
      expect(lines()).not.toContain(logText(i18n.t, played));
    });
  }
});
