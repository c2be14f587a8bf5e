/**
 * The position editor's battle (issue 10 item 3, "which decision"): none, or a battle about to be
 * fought at a location — its attacker and how the attacker came (by rail from a neighbouring
 * location, from the sea, or declared within a contested location), and whether the location was
 * contested before. It only writes the draft's `battle` (the engine's Scenario format); the engine
 * checks it with the rest of the position (R7.1) and starts it at the attacker's card (R7.2).
 */
import { useTranslation } from 'react-i18next';
import { railAttackOrigins } from '../../engine';
import type { GameState, LocationId, ScenarioBattle, Side } from '../../engine/types';
import { locationName, sideName } from '../game/labels';
import { setBattle, type Draft } from './draft';

const SIDES: Side[] = ['union', 'confederate'];
const MODES: ScenarioBattle['mode'][] = ['rail', 'naval', 'declared'];

interface BattleEditorProps {
  draft: Draft;
  setDraft(d: Draft): void;
  /** The game edited: the engine names, by its ruleset, the locations an attack by rail may come from. */
  game: GameState;
  locations: LocationId[];
  /** The location chosen on the map, proposed for a new battle. */
  selected: LocationId;
}

/** The battle panel (`data-testid="editor-battle"`). */
export function BattleEditor({ draft, setDraft, game, locations, selected }: BattleEditorProps) {
  const { t } = useTranslation();
  const battle = draft.battle;
  // Only where the engine accepts an attack by rail from (rail-linked, R5.10 for the Confederacy).
  const origins = (b: ScenarioBattle) => railAttackOrigins(game, b.location, b.attacker);
  const change = (next: Partial<ScenarioBattle>) => {
    if (!battle) return;
    const merged: ScenarioBattle = { ...battle, ...next };
    if (merged.mode !== 'rail') delete merged.from;
    else if (merged.from === undefined || !origins(merged).includes(merged.from)) merged.from = origins(merged)[0];
    if (merged.mode === 'declared') delete merged.contested;
    setDraft(setBattle(draft, merged));
  };
  const fromKnown = battle?.from !== undefined && origins(battle).includes(battle.from);
  return (
    <section className="panel" data-testid="editor-battle">
      <h3>{t('editor.battle.title')}</h3>
      <label>
        {t('editor.battle.location')}{' '}
        <select
          data-testid="editor-battle-location"
          value={battle?.location ?? ''}
          onChange={(e) => {
            const location = e.target.value as LocationId | '';
            if (!location) setDraft(setBattle(draft, null));
            else if (battle) change({ location });
            else setDraft(setBattle(draft, { location, attacker: draft.active ?? 'union', mode: 'declared' }));
          }}
        >
          <option value="">{t('editor.battle.none')}</option>
          {locations.map((l) => <option key={l} value={l}>{locationName(l)}</option>)}
        </select>
      </label>{' '}
      {!battle && (
        <button type="button" data-testid="editor-battle-here" onClick={() => setDraft(setBattle(draft, { location: selected, attacker: draft.active ?? 'union', mode: 'declared' }))}>
          {t('editor.battle.here', { location: locationName(selected) })}
        </button>
      )}
      {battle && (
        <>
          <label className="editor-line">
            {t('editor.battle.attacker')}{' '}
            <select data-testid="editor-battle-attacker" value={battle.attacker} onChange={(e) => change({ attacker: e.target.value as Side })}>
              {SIDES.map((s) => <option key={s} value={s}>{sideName(t, s)}</option>)}
            </select>
          </label>
          <label className="editor-line">
            {t('editor.battle.mode')}{' '}
            <select data-testid="editor-battle-mode" value={battle.mode} onChange={(e) => change({ mode: e.target.value as ScenarioBattle['mode'] })}>
              {MODES.map((m) => <option key={m} value={m}>{t(`editor.battle.modes.${m}`)}</option>)}
            </select>
          </label>
          {battle.mode === 'rail' && (
            <label className="editor-line">
              {t('editor.battle.from')}{' '}
              <select data-testid="editor-battle-from" value={fromKnown ? battle.from : ''} onChange={(e) => change({ from: e.target.value as LocationId })}>
                {/* A draft read from a file may name a place the engine refuses (its refusal says why): none of the list is shown chosen. */}
                {!fromKnown && <option value="" disabled />}
                {origins(battle).map((l) => <option key={l} value={l}>{locationName(l)}</option>)}
              </select>
            </label>
          )}
          {battle.mode !== 'declared' && (
            <label className="editor-line">
              <input type="checkbox" data-testid="editor-battle-contested" checked={battle.contested === true} onChange={(e) => change({ contested: e.target.checked || undefined })} />{' '}
              {t('editor.battle.contested')}
            </label>
          )}
          <p className="hint">{t('editor.battle.hint')}</p>
        </>
      )}
    </section>
  );
}
