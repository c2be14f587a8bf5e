/**
 * The full-screen hand-off: shown whenever the deciding side changes, it hides every hand until
 * the next player confirms who is at the screen.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Decision } from '../../engine/types';
import { DECISION_KINDS } from '../../engine/types';
import { locationName, sideName } from '../game/labels';
import { useGame } from '../store/StoreContext';

/** The decision kinds the engine asks for (an unknown one reads as 'other'). */
const KNOWN_REASONS: ReadonlySet<string> = new Set(DECISION_KINDS);

/** The hand-off screen for the side that must decide next; `children`: what is public and new for that side (battles it has not seen). */
export function HandoffScreen({ decision, turn, children }: { decision: Decision; turn: number; children?: ReactNode }) {
  const { t } = useTranslation();
  const confirm = useGame((s) => s.confirmHandoff);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [decision.side, decision.kind]);
  const side = sideName(t, decision.side);
  const reason = KNOWN_REASONS.has(decision.kind) ? decision.kind : 'other';
  return (
    <section className={`handoff side-${decision.side}`} role="dialog" aria-modal="true" aria-labelledby="handoff-title" data-testid="handoff">
      <h2 id="handoff-title">{t('handoff.title', { side })}</h2>
      <p className="handoff-reason">
        {t(`handoff.reason.${reason}`, { side, turn, location: decision.location ? locationName(decision.location) : '' })}
      </p>
      <p>{t('handoff.secret')}</p>
      <button ref={button} type="button" className="primary big" data-testid="handoff-confirm" onClick={confirm}>
        {t('handoff.confirm', { side })}
      </button>
      {children}
    </section>
  );
}
