/**
 * Messages above the game: the engine's refusal of an action (with its rule id), an unreadable
 * autosave kept for download, and a failed autosave.
 */
import { useTranslation } from 'react-i18next';
import { downloadText } from '../store/persistence';
import { useGame } from '../store/StoreContext';
import { RuleBadge } from '../status/RuleBadge';

/** The banners; each renders only when it has something to say. */
export function Banners() {
  const { t } = useTranslation();
  const error = useGame((s) => s.ui.error);
  const corrupt = useGame((s) => s.ui.corruptSave);
  const saveError = useGame((s) => s.ui.saveError);
  const dismissError = useGame((s) => s.dismissError);
  const dismissCorrupt = useGame((s) => s.dismissCorruptSave);
  return (
    <div className="banners">
      {corrupt && (
        <div className="banner banner-warning" role="alert" data-testid="corrupt-save">
          <p>{t('save.corrupt', { message: corrupt.message, key: corrupt.keptUnder ?? '—' })}</p>
          <div className="button-row">
            <button type="button" data-testid="corrupt-save-download" onClick={() => downloadText('lincoln-unreadable-save.txt', corrupt.raw, 'text/plain')}>
              {t('save.download')}
            </button>
            <button type="button" onClick={dismissCorrupt}>
              {t('app.dismiss')}
            </button>
          </div>
        </div>
      )}
      {saveError && (
        <div className="banner banner-warning" role="alert">
          {t('save.writeFailed', { message: saveError })}
        </div>
      )}
      {error && (
        <div className="banner banner-error" role="alert" data-testid="rule-error">
          <strong>{t('error.title')}:</strong> {error.message} {error.rule && <RuleBadge rule={error.rule} />}
          <button type="button" onClick={dismissError}>
            {t('app.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
