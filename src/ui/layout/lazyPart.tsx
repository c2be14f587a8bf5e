/**
 * Parts of a page loaded on demand (kept out of the first-paint budget, 150 KiB gzip) that never
 * bring the recovery screen when their code cannot load (offline before it was cached, a new
 * version that replaced the files of an open page): the part says so in its place, with the way
 * out (reload), while the game, the header and every other part stay (QA: the recovery screen
 * offered only to throw a sound game away). Whole pages keep the recovery screen (App.tsx), whose
 * first choice is Reload.
 *
 * This module reads no store: the game screen's parts and the lazily loaded panels both import it,
 * and a store import here splits the first paint into more files (about 1.3 KiB gzip more).
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPageStrings } from '../../i18n';

/** The props a part whose code failed to load still reads: how to close it, if it is a dialog. */
export interface UnloadedProps { onClose?(): void; onCancel?(): void }

/**
 * What stands in for a part whose code could not load: the reason and the way out, in the part's
 * place, with Close when the part is a dialog closed by `onClose` (the header's dialogs, some
 * closed by `onCancel`, have their own fallback). React.lazy keeps the failure, so each later
 * showing says it again.
 */
export function Unloaded({ onClose }: UnloadedProps) {
  const { t } = useTranslation();
  return (
    <p className="warning" role="alert" data-testid="part-unloaded">
      {t('crash.reloadExplain')}{' '}
      {onClose && <button type="button" onClick={onClose}>{t('dialog.close')}</button>}
    </p>
  );
}

/** True for a dynamic import that failed (Chromium, Firefox and Safari all name the module in a TypeError). */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /module/i.test(error.message);
}

/**
 * `React.lazy` for a part of a page: loads the pages' strings (`loadPageStrings`), then the
 * component `load` resolves to; if that code cannot load (`isLoadFailure`), the part renders as
 * `fallback` (`Unloaded` unless given) with the part's props, and the failure is logged to the
 * console. Any other error (a bug in the part's module) is thrown on, to the error boundary.
 */
export function lazyPart<P>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<UnloadedProps> = Unloaded,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    loadPageStrings().then(load).then(
      (component) => ({ default: component }),
      (e: unknown) => {
        if (!isLoadFailure(e)) throw e;
        console.error(e);
        return { default: fallback as ComponentType<P> };
      },
    ),
  );
}
