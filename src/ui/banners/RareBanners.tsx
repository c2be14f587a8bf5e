/**
 * The banners seldom seen, loaded when one has something to say (first-paint budget): a tab
 * that is read-only because another tab has the game, an unreadable autosave kept for download (and the last good autosave offered,
 * which Dismiss warns it gives up), a damaged game record
 * beside a sound autosave (its replay and Undo start again there) kept for download, a failed autosave, a bug report's note, a bot that could
 * not move.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sideName } from '../game/labels';
import { downloadText } from '../store/download';
import { useGame, useGameStoreApi } from '../store/StoreContext';
import { errorText } from '../game/errorText';

/** The seldom seen banners (see Banners); each renders only when it has something to say. */
export default function RareBanners() {
  const { t } = useTranslation();
  const corrupt = useGame((s) => s.ui.corruptSave);
  const saveError = useGame((s) => s.ui.saveError);
  const dismissCorrupt = useGame((s) => s.dismissCorruptSave);
  const corruptRecord = useGame((s) => s.ui.corruptRecord);
  const store = useGameStoreApi();
  // The last good game, kept as the backup while this banner is unanswered (QA: nothing offered it).
  const canRestore = useMemo(() => corrupt !== null && store.getState().hasBackup(), [corrupt, store]);
  // Answered, the banner no longer keeps that backup: the next move replaces it. Dismiss says so first (audit: it went without a word).
  const [dismissing, setDismissing] = useState(false);
  const botError = useGame((s) => s.bot.error);
  const retryBot = useGame((s) => s.retryBot);
  const reportNote = useGame((s) => s.ui.reportNote);
  const readOnly = useGame((s) => s.ui.readOnly);
  const takeOver = useGame((s) => s.takeOver);
  const dismissReportNote = useGame((s) => s.dismissReportNote);
  return (
    <>
      {readOnly && (
        <div className="banner banner-warning" role="alert" data-testid="read-only">
          <p>{t('tabs.readOnly')}</p>
          <button type="button" className="primary" data-testid="take-over" onClick={takeOver}>
            {t('tabs.takeOver')}
          </button>
        </div>
      )}
      {corrupt && (
        <div className="banner banner-warning" role="alert" data-testid="corrupt-save">
          {/* Kept under a key of its own, or not (a full storage): then only the download keeps it (QA: "kept under —"). */}
          <p>{t(corrupt.keptUnder ? 'save.corrupt' : 'save.corruptNotKept', { message: errorText(t, corrupt), key: corrupt.keptUnder })}</p>
          <div className="button-row">
            <button type="button" data-testid="corrupt-save-download" onClick={() => downloadText('lincoln-unreadable-save.txt', corrupt.raw, 'text/plain')}>
              {t('save.download')}
            </button>
            {canRestore && (
              <button type="button" className="primary" data-testid="corrupt-save-restore" onClick={() => store.getState().restoreBackup()}>
                {t('crash.restore')}
              </button>
            )}
            <button
              type="button"
              data-testid={dismissing ? 'corrupt-save-dismiss-confirm' : 'corrupt-save-dismiss'}
              onClick={canRestore && !dismissing ? () => setDismissing(true) : () => { setDismissing(false); dismissCorrupt(); }}
            >
              {t(dismissing ? 'save.corruptDismissConfirm' : 'app.dismiss')}
            </button>
          </div>
          {dismissing && <p className="warning" data-testid="corrupt-save-dismiss-warning">{t('save.corruptDismissWarning')}</p>}
        </div>
      )}
      {corruptRecord && (
        <div className="banner banner-warning" role="alert" data-testid="corrupt-record">
          {/* The game is sound; only its history is lost from Replay and Undo. Kept under a key of its own, or only by the download (a full storage). */}
          <p>{t(corruptRecord.keptUnder ? 'save.corruptRecord' : 'save.corruptRecordNotKept', { key: corruptRecord.keptUnder })}</p>
          <div className="button-row">
            <button type="button" data-testid="corrupt-record-download" onClick={() => downloadText('lincoln-unreadable-record.txt', corruptRecord.raw, 'text/plain')}>
              {t('save.downloadRecord')}
            </button>
            {/* Answered: the store forgets it (the text stays under its key). Here, not in the first-paint store. */}
            <button type="button" onClick={() => store.setState((s) => { s.ui.corruptRecord = null; })}>
              {t('app.dismiss')}
            </button>
          </div>
        </div>
      )}
      {reportNote && (
        <div className="banner" role="note" data-testid="report-note-banner">
          <p>{t('report.banner', { app: reportNote.app, note: reportNote.note || t('report.noNote') })}</p>
          <button type="button" onClick={dismissReportNote}>
            {t('app.dismiss')}
          </button>
        </div>
      )}
      {saveError && (
        <div className="banner banner-warning" role="alert" data-testid="save-error">
          {t(`save.${saveError}`)}
        </div>
      )}
      {botError && (
        <div className="banner banner-error" role="alert" data-testid="bot-error">
          {botError.message === null
            ? t('bot.unavailable', { side: sideName(t, botError.side) })
            : t('bot.failed', { side: sideName(t, botError.side), message: errorText(t, { ...botError, message: botError.message }) })}
          <button type="button" data-testid="bot-retry" onClick={retryBot}>
            {t('bot.retry')}
          </button>
        </div>
      )}
    </>
  );
}
