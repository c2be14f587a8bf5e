/** Import: asks before the imported game replaces the current one. */
import { useTranslation } from 'react-i18next';
import type { GameState } from '../../engine/types';
import { useGame } from '../store/StoreContext';
import { Dialog } from './Dialog';

/** The confirmation dialog for an imported game already read with `deserialize`. */
export function ImportDialog({ imported, onClose }: { imported: GameState; onClose(): void }) {
  const { t } = useTranslation();
  const turn = useGame((s) => s.game.turn);
  const loadGame = useGame((s) => s.loadGame);
  return (
    <Dialog title={t('importDialog.title')} onCancel={onClose} testId="import-dialog">
      <p className="warning">{t('importDialog.warning', { turn, newTurn: imported.turn })}</p>
      <div className="button-row">
        <button
          type="button"
          className="primary"
          data-testid="import-confirm"
          onClick={() => {
            loadGame(imported);
            onClose();
          }}
        >
          {t('importDialog.load')}
        </button>
        <button type="button" onClick={onClose}>
          {t('importDialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
