/**
 * *Report a problem* (issue 10 item 5), on the Replay page: the player writes what went wrong and
 * downloads one file with the seed, the variants, the recorded actions, the position and the
 * app's version (`reportFile.ts`); Import opens it at that position with the note shown. The
 * position is the one the Replay page shows: an earlier one is reported with the record cut to the
 * actions that lead to it (position i is the state after the first i actions, `timeline.ts`).
 * The file holds the whole position, both hands included: while the game keeps them secret from a
 * person at the screen it asks first, as Export game does (QA: one click downloaded both hands).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameState } from '../../engine/types';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { exportShowsSecrets } from '../dialogs/ExportGame';
import { downloadText } from '../store/download';
import { makeReport, MAX_NOTE_CHARS, reportFileName } from '../store/reportFile';
import type { GameRecord } from '../store/session';
import { useGameStoreApi } from '../store/StoreContext';

/**
 * The report form (`data-testid="report-problem"`): of the position `shown` with the record that
 * leads to it, or of the live game when none is given.
 */
export function ReportProblem({ shown }: { shown?: { game: GameState; record: GameRecord } }) {
  const { t } = useTranslation();
  const store = useGameStoreApi();
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const [asking, setAsking] = useState(false);
  const download = () => {
    const { game, record } = shown ?? store.getState();
    downloadText(reportFileName(game), makeReport(game, record, note));
    setAsking(false);
    setSent(true);
  };
  return (
    <section className="panel report-problem" data-testid="report-problem" aria-labelledby="report-title">
      <h3 id="report-title">{t('report.title')}</h3>
      <p className="hint">{t('report.explain')}</p>
      <label>
        {t('report.note')}
        <textarea
          data-testid="report-note"
          value={note}
          maxLength={MAX_NOTE_CHARS}
          rows={3}
          onChange={(e) => {
            setNote(e.target.value);
            setSent(false);
          }}
        />
      </label>
      <div className="button-row">
        <button
          type="button"
          data-testid="report-download"
          onClick={() => (exportShowsSecrets(store.getState()) ? setAsking(true) : download())}
        >
          {t('report.download')}
        </button>
        {sent && <span role="status">{t('report.done')}</span>}
      </div>
      {asking && <ConfirmDialog testId="report-secret" texts="exportSecret" onCancel={() => setAsking(false)} onConfirm={download} />}
    </section>
  );
}
