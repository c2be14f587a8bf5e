/**
 * *Play from here* (Replay) and *Play this position* (editor) start a sandbox game; in a sandbox
 * game already, the new one takes its place (the original game is kept). That loses the sandbox's
 * moves, so it is asked first (no loss without warning, issue 11 item 2). A sandbox game shows the
 * whole position (its replay's *Everything*, the editor without asking): branched from a game that
 * keeps secrets (`keepsSecrets`: people playing on, or bots that took over from them), it starts only once the players agree,
 * the same agreement as the Position editor's, once per game (QA: *Play from here* showed the other
 * player's hand and draw pile).
 */
import { useState, type ReactNode } from 'react';
import { useGame } from '../store/StoreContext';
import { agreedToShow, agreeToShow, keepsSecrets, noteShown, secretsOf } from '../replay/viewpoint';
import { ConfirmDialog } from './ConfirmDialog';

/** `start(go)`: runs `go` at once when nothing is lost or shown, and after a yes otherwise; `dialog`: the question, to render. */
export function useReplaceSandbox(): { start(go: () => void): void; dialog: ReactNode } {
  const sandbox = useGame((s) => s.record.sandbox === true);
  const secret = useGame((s) => keepsSecrets(secretsOf(s)));
  const origin = useGame((s) => s.record.origin);
  const turn = useGame((s) => s.game.turn);
  const [waiting, setWaiting] = useState<{ go: () => void; texts: 'sandboxReplace' | 'sandboxSecret' } | null>(null);
  const start = (play: () => void) => {
    // The game's secrets shown: a trace the other player reads at each hand-off (ShownNotice).
    const go = () => {
      if (secret) noteShown(origin, turn);
      play();
    };
    if (secret && !agreedToShow(origin)) setWaiting({ go, texts: 'sandboxSecret' });
    else if (sandbox) setWaiting({ go, texts: 'sandboxReplace' });
    else go();
  };
  const dialog = waiting && (
    <ConfirmDialog
      testId={waiting.texts === 'sandboxSecret' ? 'sandbox-secret' : 'replace-sandbox'} texts={waiting.texts}
      onCancel={() => setWaiting(null)}
      onConfirm={() => {
        setWaiting(null);
        if (waiting.texts === 'sandboxSecret') agreeToShow(origin);
        waiting.go();
      }}
    />
  );
  return { start, dialog };
}
