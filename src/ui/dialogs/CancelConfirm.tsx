/**
 * A dialog's closing row: Cancel, which has the focus (a hurried Enter keeps things as they are),
 * then the primary button that does the dialog's step.
 */

/** Props of `CancelConfirm`: the buttons' words, their test ids `<testId>-cancel` / `<testId>-confirm`, and what they do. */
export interface CancelConfirmProps {
  testId: string;
  cancel: string;
  confirm: string;
  onCancel(): void;
  onConfirm(): void;
  /** The step loses something (a game, a sandbox): the primary button is marked as dangerous. */
  danger?: boolean;
  /** The step is not possible yet (e.g. an invalid seed, nothing changed). */
  disabled?: boolean;
}

/** The Cancel / confirm row of a dialog. */
export function CancelConfirm({ testId, cancel, confirm, onCancel, onConfirm, danger = false, disabled = false }: CancelConfirmProps) {
  return (
    <div className="button-row">
      <button type="button" data-testid={`${testId}-cancel`} data-autofocus onClick={onCancel}>
        {cancel}
      </button>
      <button type="button" className={danger ? 'primary danger' : 'primary'} data-testid={`${testId}-confirm`} disabled={disabled} onClick={onConfirm}>
        {confirm}
      </button>
    </div>
  );
}
