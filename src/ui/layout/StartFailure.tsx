/**
 * The screen shown when the store itself could not be created at start-up (`main.tsx`): there is no
 * game to show and no error boundary above it, so instead of a blank page it offers the autosave's
 * text for download and a fresh start. Starting afresh asks first; it sets the autosave's text aside
 * under a key of its own (as an unreadable autosave is kept, `persistence.ts`), forgets the rest of
 * the game's stored data and reloads. Loaded only when that happens (first-paint budget).
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { loadPageStrings } from '../../i18n';
import { downloadText } from '../store/download';
import { BACKUP_KEY, browserStorage, CORRUPT_KEY_PREFIX, CORRUPT_PENDING_KEY, isStorageError, ORIGINAL_KEY, readItem, SAVE_KEY, type SaveStorage } from '../store/persistence';
import { PLAYERS_BACKUP_KEY, PLAYERS_KEY } from '../store/players';
import { RECORD_BACKUP_KEY, RECORD_KEY } from '../store/recordFile';

/** The game's stored data that a fresh start forgets (the browser's preferences stay). */
const GAME_KEYS = [SAVE_KEY, BACKUP_KEY, ORIGINAL_KEY, CORRUPT_PENDING_KEY, RECORD_KEY, RECORD_BACKUP_KEY, PLAYERS_KEY, PLAYERS_BACKUP_KEY];

/**
 * Keeps the text of every stored game key under a `CORRUPT_KEY_PREFIX` key (the autosave's under
 * the prefix and the time, each other's with its own key after them: the backup or the game kept
 * behind a sandbox may be the good one) and removes the game's stored data; false when storage
 * refused (then the texts stay where they were, and only the download keeps the autosave's).
 */
export function startAfresh(storage: SaveStorage | null, now = new Date().toISOString()): boolean {
  try {
    for (const key of GAME_KEYS) {
      const raw = key === CORRUPT_PENDING_KEY ? null : readItem(storage, key);
      if (raw !== null) storage!.setItem(CORRUPT_KEY_PREFIX + now + (key === SAVE_KEY ? '' : `.${key}`), raw);
    }
    for (const key of GAME_KEYS) storage?.removeItem(key);
    return true;
  } catch (e) {
    if (isStorageError(e)) return false;
    throw e;
  }
}

/** The start-up recovery screen: `error` from creating the store, `storage` the browser's; `reload` after a fresh start. */
export function StartFailure({ error, storage, reload = () => location.reload() }: { error: unknown; storage: SaveStorage | null; reload?(): void }) {
  const { t } = useTranslation();
  const raw = readItem(storage, SAVE_KEY);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  return (
    <section className="panel crash-screen" role="alert" data-testid="start-failure">
      <h2>{t('crash.start.title')}</h2>
      <p>{t('crash.start.explain')}</p>
      <p className="crash-details">{t('crash.details', { message: error instanceof Error ? error.message : String(error) })}</p>
      <div className="button-row">
        {raw !== null && (
          <button type="button" data-testid="start-failure-download" onClick={() => downloadText('lincoln-unreadable-save.txt', raw, 'text/plain')}>
            {t('crash.start.download')}
          </button>
        )}
        <button
          type="button"
          className={asking ? 'primary danger' : undefined}
          data-testid={asking ? 'start-failure-confirm' : 'start-failure-afresh'}
          onClick={() => {
            if (!asking) return setAsking(true);
            if (startAfresh(storage)) reload();
            else setRefused(true);
          }}
        >
          {t(asking ? 'crash.start.confirm' : 'crash.start.afresh')}
        </button>
      </div>
      {asking && <p className="warning">{t(refused ? 'crash.start.refused' : 'crash.start.warning')}</p>}
    </section>
  );
}

/** Shows `StartFailure` in `root` (the page's strings loaded first) for `error`, over the browser's storage. */
export async function showStartFailure(root: HTMLElement, error: unknown): Promise<void> {
  await loadPageStrings();
  createRoot(root).render(<StartFailure error={error} storage={browserStorage()} />);
}
