/**
 * The full-screen hand-off: shown whenever the deciding side changes, it hides every hand until
 * the next player confirms who is at the screen. It takes the place of the map and the side panel,
 * not of the header (which stays usable), so it is a labelled region, not a modal dialog. Its button
 * takes the focus whenever it appears or the game changes under it (WCAG 2.4.3), and ignores what
 * belonged to the screen before: a double tap on that screen's Confirm (styles.css, the button's
 * first moments take no pointer), a held Enter key (its repeats: the game page's `freshPressOnly`)
 * and a second press of Enter or Space in those first moments, any of which would show the next
 * player's hand to the wrong person.
 */
import { Suspense, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../../engine/types';
import { DECISION_KINDS } from '../../engine/types';
import { isPress } from '../game/keys';
import { locationName, sideName } from '../game/labels';
import { lazyPart } from '../layout/lazyPart';
import { useGame } from '../store/StoreContext';

// Change players… comes a moment after the screen, with its dialog (first-paint budget).
const PlayersButton = lazyPart(() => import('../dialogs/PlayersButton').then((m) => m.PlayersButton));

/** How long after it appears the button takes no press, in ms (as the pointer guard in styles.css). */
const ARM_MS = 350;

/** The decision kinds the engine asks for (an unknown one reads as 'other'). */
const KNOWN_REASONS: ReadonlySet<string> = new Set(DECISION_KINDS);

/** The hand-off screen for the side that must decide next; `children`: what is public and new for that side (battles it has not seen). */
export function HandoffScreen({ decision, turn, children }: { decision: Decision; turn: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const confirm = useGame((s) => s.confirmHandoff);
  const button = useRef<HTMLButtonElement>(null);
  // Any change of the game under the screen (a new game, a save loaded, a step taken back) also
  // brings the focus back, after a closing dialog gave it back to its opener in the header.
  const game = useGame((s) => s.game);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
    button.current?.focus();
  }, [decision.side, decision.kind, game]);
  // A quick second press was meant for the screen before: only a press once the screen has settled
  // confirms (a held key's repeats press nothing on the game page: `freshPressOnly`).
  const onKeyDown = (e: KeyboardEvent) => {
    if (isPress(e) && performance.now() - shownAt.current < ARM_MS) e.preventDefault();
  };
  const side = sideName(t, decision.side);
  const reason = KNOWN_REASONS.has(decision.kind) ? decision.kind : 'other';
  return (
    <section className={`handoff side-${decision.side}`} aria-labelledby="handoff-title" aria-describedby="handoff-reason handoff-secret" data-testid="handoff">
      <h2 id="handoff-title">{t('handoff.title', { side })}</h2>
      <p className="handoff-reason" id="handoff-reason">
        {t(`handoff.reason.${reason}`, { side, turn, location: decision.location ? locationName(decision.location) : '' })}
      </p>
      <p id="handoff-secret">{t('handoff.secret')}</p>
      <button
        ref={button} type="button" className="primary big handoff-confirm" data-testid="handoff-confirm"
        aria-describedby="handoff-reason" onClick={confirm} onKeyDown={onKeyDown}
      >
        {t('handoff.confirm', { side })}
      </button>
      {/* A friend left, or the bot should take a side: the players change here, before any hand shows. */}
      <div className="handoff-players"><Suspense fallback={null}><PlayersButton /></Suspense></div>
      {children}
    </section>
  );
}
