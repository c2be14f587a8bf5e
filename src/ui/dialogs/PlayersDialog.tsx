/**
 * Players: who plays each side, changed during the game (QA: only New game could change them) —
 * a friend leaves and the bot takes their side, a person takes over from the bot, or the bot's
 * level changes. The game, its record and undo history stay; the store decides who sees which
 * hand (`setPlayers`: a side given to a person is shown once they take the screen, R2.6). Bots
 * chosen for both sides of a game that people played keep its secrets (`keepsSecrets`): the dialog
 * says so, so that nobody expects Replay's Everything to open (QA: it did, showing both hands).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine/types';
import { playerChoice, playerOf, type PlayerChoice } from './playerChoice';
import { useGame } from '../store/StoreContext';
import { hasPerson } from '../store/players';
import { agreedToShow, keepsSecrets, secretsOf } from '../replay/viewpoint';
import { CancelConfirm } from './CancelConfirm';
import { Dialog } from './Dialog';
import { PlayersFields } from './PlayersFields';

/** The Players dialog; `onClose` is called after the change or on Cancel. */
export function PlayersDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const current = useGame((s) => s.players);
  const setPlayers = useGame((s) => s.setPlayers);
  const [choices, setChoices] = useState<Record<Side, PlayerChoice>>(() => ({
    union: playerChoice(current.union),
    confederate: playerChoice(current.confederate),
  }));
  const changed = choices.union !== playerChoice(current.union) || choices.confederate !== playerChoice(current.confederate);
  const chosen = { union: playerOf(choices.union), confederate: playerOf(choices.confederate) };
  // Bots on both sides of a game that still keeps its secrets from the people who played it.
  const botsKeep = useGame((s) => !hasPerson(chosen) && keepsSecrets(secretsOf({ ...s, players: chosen })) && !agreedToShow(s.record.origin));
  const apply = () => {
    if (changed) setPlayers(chosen);
    onClose();
  };
  return (
    <Dialog title={t('playersDialog.title')} onCancel={onClose} testId="players-dialog">
      <p>{t('playersDialog.text')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <PlayersFields choices={choices} onChange={setChoices} />
      </form>
      {botsKeep && <p className="hint" data-testid="players-bots-keep-secrets">{t('playersDialog.botsKeepSecrets')}</p>}
      <CancelConfirm testId="players" cancel={t('playersDialog.cancel')} confirm={t('playersDialog.confirm')} onCancel={onClose} onConfirm={apply} disabled={!changed} />
    </Dialog>
  );
}
