/**
 * Asks before a step that leaves work behind (no loss without warning, issue 11 item 2): a
 * sandbox game left for the original, or replaced by a new branch. Cancel has the focus, so a
 * hurried Enter keeps the work.
 */
import { Dialog } from './Dialog';

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  title: string;
  /** What is left behind, and how to keep it. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** Test id of the dialog; its buttons are `<testId>-confirm` and `<testId>-cancel`. */
  testId: string;
}

/** A yes-or-no question before a step that loses work. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onCancel={onCancel} testId={testId}>
      <p>{text}</p>
      <div className="button-row">
        <button type="button" data-testid={`${testId}-cancel`} data-autofocus onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="primary danger" data-testid={`${testId}-confirm`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
