/**
 * The discard and removed piles the viewer may see: always their own, and the opponent's too
 * with the open-discards variant (E16) — exactly what the view contains.
 */
import { useTranslation } from 'react-i18next';
import type { PlayerView, Side } from '../../engine/types';
import { cardName, listText, sideName } from '../game/labels';

const SIDES: Side[] = ['union', 'confederate'];

/** Collapsible lists of the visible piles; nothing for an observer without E16. */
export function Piles({ view }: { view: PlayerView }) {
  const { t } = useTranslation();
  const visible = SIDES.filter((s) => view.sides[s].discard || view.sides[s].removed);
  if (visible.length === 0) return null;
  return (
    <section className="panel piles" aria-label={t('piles.title')} data-testid="piles">
      {visible.map((side) => (
        <details key={side}>
          <summary>
            {t('piles.summary', { side: sideName(t, side), discard: view.sides[side].discardCount, removed: view.sides[side].removedCount })}
          </summary>
          <p>
            <strong>{t('piles.discard')}:</strong> {listText((view.sides[side].discard ?? []).map(cardName)) || '—'}
          </p>
          <p>
            <strong>{t('piles.removed')}:</strong> {listText((view.sides[side].removed ?? []).map(cardName)) || '—'}
          </p>
        </details>
      ))}
    </section>
  );
}
