/** The end of the game: who won, why, the rule, and the final Union VP breakdown (R12, R4.5). */
import { useTranslation } from 'react-i18next';
import { vpBreakdown, winner } from '../../engine';
import type { GameState } from '../../engine/types';
import { locationName } from '../game/labels';
import { RuleBadge } from '../status/RuleBadge';

/** The game-over panel (`data-testid="game-over"`); renders nothing while the game goes on. */
export function GameOver({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const won = winner(state);
  if (!won) return null;
  const vp = vpBreakdown(state);
  return (
    <section className={`panel game-over side-${won.side}`} data-testid="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">{t('gameOver.title')}</h2>
      <p className="game-over-winner">
        <strong>{t(`gameOver.winners.${won.side}`)}</strong>
      </p>
      <p>
        {won.reason} <RuleBadge rule={won.rule} />
      </p>
      <h3>{t('gameOver.breakdown')}</h3>
      <table className="vp-table">
        <thead>
          <tr>
            <th scope="col">{t('gameOver.location')}</th>
            <th scope="col">{t('gameOver.vp')}</th>
          </tr>
        </thead>
        <tbody>
          {vp.locations.map((l) => (
            <tr key={l.location}>
              <td>{locationName(l.location)}</td>
              <td>{l.vp}</td>
            </tr>
          ))}
          <tr>
            <td>{t('gameOver.blockade')}</td>
            <td>{vp.blockade}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('gameOver.total')}</th>
            <td><strong>{vp.total}</strong></td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
