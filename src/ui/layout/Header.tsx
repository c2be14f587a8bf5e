/** The app header: title, pages, new game, export / import, projector mode, language. */
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, UI_LANGUAGES } from '../../i18n/languages';
import type { GameState } from '../../engine/types';
import type { ReportInfo } from '../store/gameFile';
import { useGame } from '../store/StoreContext';
import { loadFailure, type Page } from '../store/gameStore';
import { loadPageStrings } from '../../i18n';
import { lazyPart, type UnloadedProps } from './lazyPart';

const PAGES: Page[] = ['game', 'replay', 'editor', 'story', 'rules', 'about'];

/**
 * A dialog whose code could not load (offline before it was cached, a replaced version): it says so
 * in the banner and closes; the game and the header stay (never the recovery screen, whose choices
 * would throw a sound game away). React.lazy keeps the failure, so each later opening says it again.
 */
function Unloaded({ onClose, onCancel }: UnloadedProps) {
  const reportError = useGame((s) => s.reportError);
  useEffect(() => {
    reportError(loadFailure('dialog'));
    (onClose ?? onCancel)?.();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

// The dialogs open on a click: loaded then, so they stay out of the first-paint budget (150 KiB gzip).
const NewGameDialog = lazyPart(() => import('../dialogs/NewGameDialog').then((m) => m.NewGameDialog), Unloaded);
// A bug report's note and banner speak the pages' strings (en-pages.ts), loaded with the dialog.
const ImportDialog = lazyPart(() => import('../dialogs/ImportDialog').then((m) => m.ImportDialog), Unloaded);
const ConfirmDialog = lazyPart(() => import('../dialogs/ConfirmDialog').then((m) => m.ConfirmDialog), Unloaded);
// Export asks first while the file would show secrets (QA), and writes the file: all of it loaded on the click.
const ExportGame = lazyPart(() => import('../dialogs/ExportGame').then((m) => m.ExportGame), Unloaded);

/** The header bar with the app's commands. */
export function Header() {
  const { t, i18n } = useTranslation();
  const page = useGame((s) => s.ui.page);
  const projector = useGame((s) => s.ui.projector);
  const setPage = useGame((s) => s.setPage);
  const setProjector = useGame((s) => s.setProjector);
  const reportError = useGame((s) => s.reportError);
  const sandbox = useGame((s) => s.record.sandbox === true);
  const hasOriginal = useGame((s) => s.ui.hasOriginal);
  const returnToOriginal = useGame((s) => s.returnToOriginal);
  const setLanguage = useGame((s) => s.setLanguage);
  const openWelcome = useGame((s) => s.openWelcome);
  // The header's dialog open: New game, Export (its question, QA), leaving the sandbox; one at a time (they are modal).
  const [open, setOpen] = useState<'new' | 'export' | 'leave' | null>(null);
  const close = () => setOpen(null);
  const [imported, setImported] = useState<{ state: GameState; report?: ReportInfo } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    // The file reader loads on first use (first-paint budget); a refused file leaves the current game as it is.
    // Its code failing to load (offline, a replaced version) is said in the banner, not an unhandled rejection.
    const loaded = await Promise.all([import('../store/gameFile'), loadPageStrings()]).catch((e: unknown) => void reportError(loadFailure(e)));
    if (!loaded) return;
    const read = await loaded[0].importGameFile(file, t);
    if ('refusal' in read) reportError({ message: read.refusal, heading: 'file' });
    else setImported(read);
  };

  const chooseLanguage = (value: string) => {
    if (!isUiLanguage(value)) return;
    // An address with ?lang= keeps naming the language shown, so a reload does not switch back.
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', value);
      window.history.replaceState(window.history.state, '', url);
    }
    void setLanguage(value);
  };

  return (
    <header className="app-header">
      <h1>
        {t('app.title')} <small>{t('app.subtitle')}</small>
        {sandbox && <span className="sandbox-badge" data-testid="sandbox-badge">{t('app.sandbox')}</span>}
      </h1>
      <nav aria-label={t('app.title')}>
        {PAGES.map((p) => (
          <button key={p} type="button" aria-current={page === p ? 'page' : undefined} data-testid={`nav-${p}`} onClick={() => setPage(p)}>
            {t(`app.nav.${p}`)}
          </button>
        ))}
      </nav>
      <div className="header-commands">
        {sandbox && hasOriginal && (
          <button type="button" data-testid="return-original" onClick={() => setOpen('leave')}>
            {t('app.returnOriginal')}
          </button>
        )}
        <button type="button" data-testid="open-welcome" onClick={openWelcome}>
          {t('app.howTo')}
        </button>
        <button type="button" data-testid="new-game" onClick={() => setOpen('new')}>
          {t('app.newGame')}
        </button>
        <button type="button" data-testid="export-game" onClick={() => setOpen('export')}>
          {t('app.export')}
        </button>
        <button type="button" data-testid="import-game" onClick={() => fileInput.current?.click()}>
          {t('app.import')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.txt,application/json,text/plain"
          hidden
          data-testid="import-file"
          onChange={(e) => {
            void importFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <button type="button" aria-pressed={projector} data-testid="projector-toggle" onClick={() => setProjector(!projector)}>
          {t('app.projector')}
        </button>
        <label className="language-choice">
          <span className="visually-hidden">{t('app.language')}</span>
          <select data-testid="language-select" value={i18n.language} onChange={(e) => chooseLanguage(e.target.value)}>
            {UI_LANGUAGES.map((lng) => (
              <option key={lng} value={lng} lang={lng}>
                {t(`app.languages.${lng}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Suspense fallback={null}>
        {open === 'new' && <NewGameDialog onClose={close} />}
        {open === 'export' && <ExportGame onClose={close} />}
        {imported && <ImportDialog imported={imported.state} report={imported.report} onClose={() => setImported(null)} />}
        {open === 'leave' && (
          <ConfirmDialog
            testId="leave-sandbox" texts="sandboxLeave"
            onCancel={close}
            onConfirm={() => {
              close();
              void returnToOriginal();
            }}
          />
        )}
      </Suspense>
    </header>
  );
}
