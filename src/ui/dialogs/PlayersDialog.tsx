/**
 * Players: who plays each side, changed during the game (QA: only New game could change them) —
 * a friend leaves and the bot takes their side, a person takes over from the bot, or the bot's
 * level changes. The game, its record and undo history stay; the store decides who sees which
 * hand (`setPlayers`: a side given to a person is shown once they take the screen, R2.6).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine/types';
import { playerChoice, playerOf, type PlayerChoice } from './playerChoice';
import { useGame } from '../store/StoreContext';
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
  const apply = () => {
    if (changed) setPlayers({ union: playerOf(choices.union), confederate: playerOf(choices.confederate) });
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
      <CancelConfirm testId="players" cancel={t('playersDialog.cancel')} confirm={t('playersDialog.confirm')} onCancel={onClose} onConfirm={apply} disabled={!changed} />
    </Dialog>
  );
}
