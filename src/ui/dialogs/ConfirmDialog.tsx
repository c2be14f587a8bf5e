/**
 * Asks before a step that leaves work behind (no loss without warning, issue 11 item 2): a
 * sandbox game left for the original, or replaced by a new branch; or one that shows what the game
 * keeps secret (a sandbox branched from a game two people play on, a game file exported while it
 * goes on: `ExportGame.tsx`). Cancel has the focus, so a
 * hurried Enter keeps the work and the secrets.
 */
import { useTranslation } from 'react-i18next';
import { CancelConfirm } from './CancelConfirm';
import { Dialog } from './Dialog';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  /** The group of its strings: `<texts>.title`, `.text` (what is left behind, and how to keep it), `.confirm`, `.cancel`. */
  texts: 'sandboxLeave' | 'sandboxReplace' | 'sandboxSecret' | 'exportSecret';
  onConfirm(): void;
  onCancel(): void;
  /** Test id of the dialog; its buttons are `<testId>-confirm` and `<testId>-cancel`. */
  testId: string;
}

/** A yes-or-no question before a step that loses work. */
export function ConfirmDialog({ texts, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t(`${texts}.title`)} onCancel={onCancel} testId={testId}>
      <p>{t(`${texts}.text`)}</p>
      <CancelConfirm testId={testId} cancel={t(`${texts}.cancel`)} confirm={t(`${texts}.confirm`)} onCancel={onCancel} onConfirm={onConfirm} danger />
    </Dialog>
  );
}
