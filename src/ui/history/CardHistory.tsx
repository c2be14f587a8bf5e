/**
 * A card's History disclosure (issue 12 item 4): a button (aria-expanded) under a card face (in a
 * tablet's narrow side panel a strip at the card's right edge: styles.css) that shows who the
 * person was or what the thing was in 1861–65. Click, tap, Enter or Space; the notes load on
 * first opening (./loadNotes.ts).
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardNameSlug } from '../game/labels';
import { useFitName } from '../hand/fitName';
import { HISTORY_NS } from './loadNotes';
import { useHistoryNotes } from './useHistoryNotes';

/** The toggle and, when open, the note on the card named `name` (the data's English name); `label` is the name shown. */
export function CardHistory({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const loaded = useHistoryNotes(open);
  const id = useId();
  // The History strip narrows the card: its name is fitted so that it breaks only between words (QA).
  const toggle = useRef<HTMLButtonElement>(null);
  useFitName(toggle, label);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="card-history-toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('history.cardTitle', { card: label })}
        onClick={() => setOpen(!open)}
      >
        {t('history.card')}
      </button>
      <p id={id} className="card-history" data-testid="history-note" aria-live="polite" hidden={!open}>
        {open && (loaded ? t(`card.${cardNameSlug(name)}`, { ns: HISTORY_NS, defaultValue: t('history.none') }) : t('history.loading'))}
      </p>
    </>
  );
}
