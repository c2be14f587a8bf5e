/** The reshuffle-clock sentence of the status bar, from the engine's `clockStatus`. */
import type { TFunction } from 'i18next';
import type { clockStatus } from '../../engine';

/** "First reshuffle: needs 2 VP — 9 cards left in the Union draw pile" (R4.3, R4.4). */
export function clockText(t: TFunction, clock: ReturnType<typeof clockStatus>): string {
  const count = clock.unionDrawCount;
  const next = clock.nextCheck;
  if (!next) return t('status.clockNone', { count });
  if (next.reshuffle === 3) return t('status.clockFinal', { needs: next.needsVp, count });
  return t('status.clock', { which: t(`status.which.${next.reshuffle}`), needs: next.needsVp, count });
}
