/**
 * *Play from here* (Replay) and *Play this position* (editor) start a sandbox game; in a sandbox
 * game already, the new one takes its place (the original game is kept). That loses the sandbox's
 * moves, so it is asked first (no loss without warning, issue 11 item 2).
 */
import { useState, type ReactNode } from 'react';
import { useGame } from '../store/StoreContext';
import { ConfirmDialog } from './ConfirmDialog';

/** `start(go)`: runs `go` at once outside a sandbox game, and after a yes inside one; `dialog`: the question, to render. */
export function useReplaceSandbox(): { start(go: () => void): void; dialog: ReactNode } {
  const sandbox = useGame((s) => s.record.sandbox === true);
  const [waiting, setWaiting] = useState<{ go: () => void } | null>(null);
  const start = (go: () => void) => (sandbox ? setWaiting({ go }) : go());
  const dialog = waiting && (
    <ConfirmDialog
      testId="replace-sandbox" texts="sandboxReplace"
      onCancel={() => setWaiting(null)}
      onConfirm={() => {
        setWaiting(null);
        waiting.go();
      }}
    />
  );
  return { start, dialog };
}
