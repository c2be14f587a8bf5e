/**
 * Import: asks before the imported game replaces the current one; a bug report shows its note (issue
 * 10 item 5); a dropped record is said; who will play each side is said (the file's players, or the
 * tab's when the file names none). In a sandbox game whose original is kept, the imported game
 * takes the sandbox's place only, as a sandbox game itself, so the original stays kept and the
 * header still goes back to it, as with a new sandbox game (`useReplaceSandbox`; QA: an import in a
 * sandbox dropped the original game without a word).
 */
import { useTranslation } from 'react-i18next';
import type { GameState } from '../../engine/types';
import { sideName } from '../game/labels';
import type { ReportInfo } from '../store/gameFile';
import { SIDES } from '../store/players';
import { loadedRecord } from '../store/session';
import { useGame } from '../store/StoreContext';
import { Dialog } from './Dialog';

/** The confirmation dialog for an imported game already read with `deserialize` (`report`: what a bug report adds to it). */
export function ImportDialog({ imported, report, onClose }: { imported: GameState; report?: ReportInfo; onClose(): void }) {
  const { t } = useTranslation();
  const turn = useGame((s) => s.game.turn);
  const loadGame = useGame((s) => s.loadGame);
  const tabPlayers = useGame((s) => s.players);
  const inSandbox = useGame((s) => s.record.sandbox === true && s.ui.hasOriginal);
  // Marked a sandbox, the game keeps the original (the store drops it only for a game that is not one).
  const record = inSandbox ? { ...(report?.record ?? loadedRecord(imported)), sandbox: true } : report?.record;
  const fromFile = report?.players ?? null;
  const players = fromFile ?? tabPlayers;
  const [union, confederate] = SIDES.map((side) => {
    const player = players[side];
    return player.kind === 'person'
      ? t('players.person', { side: sideName(t, side) })
      : t('players.bot', { side: sideName(t, side), level: t(`players.level.${player.level}`) });
  });
  return (
    <Dialog title={t('importDialog.title')} onCancel={onClose} testId="import-dialog">
      <p className="warning" data-testid="import-warning">{t(inSandbox ? 'importDialog.sandbox' : 'importDialog.warning', { turn, newTurn: imported.turn })}</p>
      {report && report.note !== null && (
        <p className="report-note" data-testid="import-report-note">
          {t('report.importNote', { note: report.note || t('report.noNote') })}
        </p>
      )}
      <p data-testid="import-players">{t(fromFile ? 'importDialog.playersFromFile' : 'importDialog.playersKept', { union, confederate })}</p>
      {report?.recordDropped && <p data-testid="import-record-dropped">{t(report.note === null ? 'report.gameRecordDropped' : 'report.recordDropped')}</p>}
      <div className="button-row">
        <button
          type="button"
          className="primary"
          data-testid="import-confirm"
          onClick={() => {
            loadGame(imported, record, report && report.note !== null ? { note: report.note, app: report.app ?? 'unknown' } : undefined, fromFile);
            onClose();
          }}
        >
          {t('importDialog.load')}
        </button>
        {/* Cancel has the focus, as in the other dialogs that replace a game: a hurried Enter keeps it (QA). */}
        <button type="button" data-testid="import-cancel" data-autofocus onClick={onClose}>
          {t('importDialog.cancel')}
        </button>
      </div>
    </Dialog>
  );
}
