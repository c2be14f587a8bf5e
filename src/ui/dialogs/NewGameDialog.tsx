/**
 * New game: warns that the current game will be discarded (unless nothing was played in it), and in
 * a sandbox game that the original game it came from goes too (a new game that is not a sandbox
 * forgets it: QA, it went without a word), and offers who plays each side (a
 * person or the bot at a level; the current game's players by default), a seed (left empty: a
 * random one from the browser's crypto that nobody sees, since a known seed rebuilds both hands,
 * R2.6), the ruleset (the rulebook first, then the variants for
 * playtesting, issue 7) and the rule variants E1 and E16.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Side, Variants } from '../../engine/types';
import { listRulesets } from '../../engine';
import { randomSeed } from '../store/persistence';
import { playerChoice, playerOf, type PlayerChoice } from './playerChoice';
import { useGame } from '../store/StoreContext';
import { CancelConfirm } from './CancelConfirm';
import { Dialog } from './Dialog';
import { PlayersFields } from './PlayersFields';

/** The new-game dialog; `onClose` is called after starting or cancelling. */
export function NewGameDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const turn = useGame((s) => s.game.turn);
  // A new game with nothing played yet loses nothing: no warning (QA: "turn 1 will be discarded" on a fresh page).
  const untouched = useGame((s) => s.record.origin.kind === 'new' && s.record.actions.length === 0);
  const original = useGame((s) => s.record.sandbox === true && s.ui.hasOriginal);
  const startNewGame = useGame((s) => s.startNewGame);
  const current = useGame((s) => s.players);
  const [choices, setChoices] = useState<Record<Side, PlayerChoice>>(() => ({
    union: playerChoice(current.union),
    confederate: playerChoice(current.confederate),
  }));
  // Empty: a secret random seed, drawn at Start. Shown, it would let either player rebuild both hands (R2.6; QA).
  const [seed, setSeed] = useState('');
  const [variants, setVariants] = useState<Variants>({ passThroughContested: false, openDiscards: false });
  const [ruleset, setRuleset] = useState('default');
  const seedNumber = Number(seed);
  // Digits only: a number input also takes "1e3" or "12.0", which would start a game under a
  // seed the player never typed (QA).
  const secret = seed.trim() === '';
  const seedValid = secret || (/^\d{1,10}$/.test(seed.trim()) && seedNumber <= 0xffffffff);
  const start = () => {
    if (!seedValid) return;
    startNewGame({ seed: secret ? randomSeed() : seedNumber, variants, ruleset }, { union: playerOf(choices.union), confederate: playerOf(choices.confederate) });
    onClose();
  };
  const toggle = (key: keyof Variants) => setVariants((v) => ({ ...v, [key]: !v[key] }));
  return (
    <Dialog title={t('newGame.title')} onCancel={onClose} testId="new-game-dialog">
      {!untouched && <p className="warning">{t('newGame.warning', { turn })}</p>}
      {original && <p className="warning" data-testid="new-game-original">{t('newGame.original')}</p>}
      <form
        className="new-game-form"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <PlayersFields choices={choices} onChange={setChoices} />
        <label className="field">
          {t('newGame.seed')}{' '}
          <input
            type="number"
            min={0}
            max={4294967295}
            step={1}
            value={seed}
            placeholder={t('newGame.seedRandom')}
            data-testid="new-game-seed"
            aria-invalid={!seedValid}
            aria-describedby={seedValid ? undefined : 'new-game-seed-invalid'}
            onChange={(e) => setSeed(e.target.value)}
          />
        </label>
        {!seedValid && (
          <p className="warning" id="new-game-seed-invalid" data-testid="new-game-seed-invalid" role="alert">
            {t('newGame.seedInvalid')}
          </p>
        )}
        <p className="help">{t('newGame.seedHelp')}</p>
        <label className="field">
          {t('newGame.ruleset')}{' '}
          <select value={ruleset} data-testid="new-game-ruleset" onChange={(e) => setRuleset(e.target.value)}>
            {listRulesets().map(({ id }) => (
              <option key={id} value={id}>
                {id === 'default' ? t(`ruleset.${id}.name`) : t('newGame.rulesetVariant', { name: t(`ruleset.${id}.name`) })}
              </option>
            ))}
          </select>
        </label>
        <p className="help">{t(`ruleset.${ruleset}.description`)} {t('newGame.rulesetHelp')}</p>
        <fieldset>
          <legend>{t('newGame.variants')}</legend>
          <label className="check">
            <input type="checkbox" checked={variants.passThroughContested} data-testid="variant-E1" onChange={() => toggle('passThroughContested')} />{' '}
            {t('newGame.passThrough')}
            <span className="help">{t('newGame.passThroughHelp')}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={variants.openDiscards} data-testid="variant-E16" onChange={() => toggle('openDiscards')} />{' '}
            {t('newGame.openDiscards')}
            <span className="help">{t('newGame.openDiscardsHelp')}</span>
          </label>
        </fieldset>
      </form>
      <CancelConfirm testId="new-game" cancel={t('newGame.cancel')} confirm={t('newGame.start')} onCancel={onClose} onConfirm={start} danger disabled={!seedValid} />
    </Dialog>
  );
}
