/**
 * Export game (the header's button, loaded on its first click: the header is first-paint code). The
 * file holds the engine's whole save — both hands and the order of both draw piles, which `viewFor`
 * hides from each side — so while the game keeps them secret from a person at the screen (people
 * play it or played it, it is not over, not a sandbox: `keepsSecrets`) it asks first, Cancel focused
 * (QA: one click on the hand-off screen downloaded both hands; so did switching to two bots first).
 * Otherwise (over, a sandbox, bots alone from the start) the file downloads at once.
 */
import { useEffect, useRef, useState } from 'react';
import { keepsSecrets, secretsOf } from '../replay/viewpoint';
import { downloadText } from '../store/download';
import { exportText } from '../store/gameFile';
import type { GameStore } from '../store/gameStore';
import { useGameStoreApi } from '../store/StoreContext';
import { ConfirmDialog } from './ConfirmDialog';

/** Whether the store's game file would show a person what the game keeps secret from them. */
export function exportShowsSecrets(store: GameStore): boolean {
  // Bots alone keep no secret (keepsSecrets): their game downloads at once, unless people played it before.
  return keepsSecrets(secretsOf(store));
}

/** Downloads the game as a file, asking first while it holds secrets; `onClose` once done or cancelled. */
export function ExportGame({ onClose }: { onClose(): void }) {
  const store = useGameStoreApi();
  // Decided once, at the click.
  const [secret] = useState(() => exportShowsSecrets(store.getState()));
  const done = useRef(false); // StrictMode runs the effect twice: one file
  const download = () => {
    const { game, record, players } = store.getState();
    downloadText(`lincoln-game-turn${game.turn}.json`, exportText(game, record, players));
    onClose();
  };
  useEffect(() => {
    if (secret || done.current) return;
    done.current = true;
    download();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return secret ? <ConfirmDialog testId="export-secret" texts="exportSecret" onCancel={onClose} onConfirm={download} /> : null;
}
