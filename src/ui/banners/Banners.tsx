/**
 * Messages above the game: the engine's refusal of an action (with its rule id), a bot that could
 * not move, an unreadable autosave or game record kept for download, a failed autosave, and a tab that is
 * read-only because another tab has the game.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../game/errorText';
import { useGame } from '../store/StoreContext';
import { RuleBadge } from '../status/RuleBadge';
import { lazyPart } from '../layout/lazyPart';

// The banners seldom seen (a tab that is read-only, an unreadable or unwritable autosave, a bug
// report's note, a failed bot) load when one has something to say: out of the first-paint budget (issue 11).
const RareBanners = lazyPart(() => import('./RareBanners').then((m) => m.default));

/** The banners; each renders only when it has something to say. */
export function Banners() {
  const { t } = useTranslation();
  const error = useGame((s) => s.ui.error);
  const dismissError = useGame((s) => s.dismissError);
  const rare = useGame((s) => Boolean(s.ui.readOnly || s.ui.corruptSave || s.ui.corruptRecord || s.ui.saveError || s.bot.error || s.ui.reportNote));
  return (
    <div className="banners">
      {rare && (
        <Suspense fallback={null}>
          <RareBanners />
        </Suspense>
      )}
      {error && (
        <div className="banner banner-error" role="alert" data-testid="rule-error">
          <strong>{t(error.heading === 'file' ? 'importDialog.fileTitle' : error.heading ? 'crash.loadTitle' : 'error.title')}:</strong> {errorText(t, error, error.rule)} {error.rule && <RuleBadge rule={error.rule} />}
          <button type="button" onClick={dismissError}>
            {t('app.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
