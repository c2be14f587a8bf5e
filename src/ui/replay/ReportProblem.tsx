/**
 * *Report a problem* (issue 10 item 5), on the Replay page: the player writes what went wrong and
 * downloads one file with the seed, the variants, the recorded actions, the position and the
 * app's version (`reportFile.ts`); Import opens it at that position with the note shown.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../store/persistence';
import { makeReport, MAX_NOTE_CHARS, reportFileName } from '../store/reportFile';
import { useGameStoreApi } from '../store/StoreContext';

/** The report form (`data-testid="report-problem"`). */
export function ReportProblem() {
  const { t } = useTranslation();
  const store = useGameStoreApi();
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
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
          onClick={() => {
            const { game, record } = store.getState();
            downloadText(reportFileName(game), makeReport(game, record, note));
            setSent(true);
          }}
        >
          {t('report.download')}
        </button>
        {sent && <span role="status">{t('report.done')}</span>}
      </div>
    </section>
  );
}
