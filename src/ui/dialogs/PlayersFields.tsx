/**
 * Who plays each side — a person or the bot at a level — as the New game and Players dialogs ask it.
 */
import { useTranslation } from 'react-i18next';
import type { Side } from '../../engine/types';
import { sideName } from '../game/labels';
import { APP_BOT_LEVELS, SIDES } from '../store/players';
import type { PlayerChoice } from './playerChoice';

/** The players fieldset: one list per side (`data-testid="player-<side>"`), `choices` chosen, `onChange` with the new choices. */
export function PlayersFields({ choices, onChange }: { choices: Record<Side, PlayerChoice>; onChange(choices: Record<Side, PlayerChoice>): void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="players">
      <legend>{t('players.legend')}</legend>
      {SIDES.map((side) => (
        <label key={side} className={`field player-field side-${side}`}>
          <span className="player-side">{sideName(t, side)}</span>{' '}
          <select
            value={choices[side]}
            data-testid={`player-${side}`}
            onChange={(e) => onChange({ ...choices, [side]: e.target.value as PlayerChoice })}
          >
            {(['person', ...APP_BOT_LEVELS] as PlayerChoice[]).map((choice) => (
              <option key={choice} value={choice}>{t(`players.choice.${choice}`)}</option>
            ))}
          </select>
        </label>
      ))}
      <p className="help">{t('players.help')}</p>
    </fieldset>
  );
}
