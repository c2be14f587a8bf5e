/**
 * The battle in progress, from the viewer's own view: who attacks where, the face-down cards
 * (hidden until the reveal by the view itself), and after the reveal each side's strength term
 * by term and the result.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { BattleRecord, CardId, CombatResult, HiddenCard, LogEntry, PlayerView, Side, StrengthTerm, UnitId, UnitState } from '../../engine/types';
import { opponent } from '../../engine';
import { EMPTY_BUILDER } from '../builder/builder';
import { logText } from '../game/logText';
import { raidLossOf } from './raidLoss';
import type { GameStoreApi } from '../store/gameStore';
import { useGame, useGameStoreApi } from '../store/StoreContext';
import { cardName, listText, locationName, sideName } from '../game/labels';
import { displayRules } from '../game/rules';
import { RuleBadge } from '../status/RuleBadge';
import { RuleText } from '../status/RuleText';

type ViewCard = CardId | null | HiddenCard | undefined;

/**
 * The side a raid let happen at once struck (X22), told its loss, hands the screen back: the
 * hand-off to the raider follows (nobody is known to hold the screen), with nothing built meanwhile.
 */
export function handScreenBack(store: GameStoreApi): void {
  store.setState((s) => {
    s.ui.raided = null;
    s.ui.confirmedSide = null;
    s.ui.builder = EMPTY_BUILDER;
    s.ui.whyNot = null;
  });
}

/**
 * The raided `viewer`'s button that hands the screen back after a raid let happen at once (X22),
 * described by the loss (`lossId`), which it is focused with; nothing for anyone else.
 */
function HandBack({ viewer, lossId }: { viewer: PlayerView['viewer']; lossId: string }) {
  const { t } = useTranslation();
  const store = useGameStoreApi();
  const raided = useGame((s) => s.ui.raided);
  if (raided === null || raided !== viewer) return null;
  return (
    <p className="button-row">
      {/* The focus comes here: the only thing to do on this screen (WCAG 2.4.3). */}
      <button type="button" className="primary" data-testid="raid-hand-back" aria-describedby={lossId} autoFocus onClick={() => handScreenBack(store)}>
        {t('combat.handBack', { side: sideName(t, opponent(raided)) })}
      </button>
    </p>
  );
}

function CardSlot({ card }: { card: ViewCard }) {
  const { t } = useTranslation();
  if (card === undefined) return <span>{t('combat.waitingCard')}</span>;
  if (card === null) return <span>{t('combat.noCard')}</span>;
  if (typeof card === 'object') return <span className="face-down"><span aria-hidden="true">🂠</span> {t('combat.faceDown')}</span>;
  return <span>{t('combat.card', { name: cardName(card) })}</span>;
}

/** A side's counters in a battle, by kind (R7.1). */
export interface BattleForces {
  armies: number;
  forts: number;
}

/**
 * What a side has in the battle, counted by kind ("2 armies, 1 fort"; i18next plurals): counters,
 * not strength — strength is shown only in the reveal (R7.4).
 */
export function forcesText(t: TFunction, forces: BattleForces): string {
  const { armies, forts } = forces;
  const parts = [armies > 0 || forts === 0 ? t('combat.armies', { count: armies }) : null, forts > 0 ? t('combat.forts', { count: forts }) : null];
  return listText(parts.filter((p) => p !== null));
}

/**
 * `side`'s counters in the battle: from the reveal on, every unit id of the side (each fought) with
 * the engine's count of the defender's forts among them (`result.forts`), so the count still
 * describes what the strength terms add up after casualties left the map (R7.4, R7.7); in a result
 * saved before the engine kept that count, the defender's forts still on the map (QA: an old save
 * said the attacker fought with 0 armies once its casualty had left the map); before the reveal
 * the battle's units still on the map.
 */
export function sideForces(combat: NonNullable<PlayerView['combat']>, side: Side, units: readonly UnitState[]): BattleForces {
  const ids: readonly UnitId[] = side === combat.attacker ? combat.attackerUnits : combat.defenderUnits;
  const inBattle = units.filter((u) => ids.includes(u.id));
  if (combat.result) {
    // The attacker fights with armies only (R7.1).
    const forts = side === combat.attacker ? 0 : combat.result.forts ?? inBattle.filter((u) => u.kind === 'fort').length;
    return { armies: ids.length - forts, forts };
  }
  return { armies: inBattle.filter((u) => u.kind === 'army').length, forts: inBattle.filter((u) => u.kind === 'fort').length };
}

/**
 * The combat panel; renders nothing when no battle is on and none just ended. `shared`: casualties
 * are chosen on the screen two people share (X26), and the panel says why no hand shows. `live`
 * (the game screen's, inside its store): also the cards a raid took from the viewer (R11.2), with the
 * button that hands the screen back when that raid was let happen at once (X22).
 */
export function CombatPanel({ view, lastBattle, live = false, shared = false }: { view: PlayerView; lastBattle: LogEntry[] | null; live?: boolean; shared?: boolean }) {
  const { t } = useTranslation();
  const raidLoss = live ? raidLossOf(view) : null;
  const lossId = useId();
  const combat = view.combat;
  const raid = view.raid;
  return (
    <>
      {!combat?.result && lastBattle && view.lastBattle && <BattleReport record={view.lastBattle} entries={lastBattle} />}
      {raidLoss && (
        <section className="panel raid" aria-live="polite" data-testid="raid-loss">
          <span id={lossId}>{t('combat.raidLoss')} <RuleText text={logText(t, raidLoss)} /></span> <RuleBadge rule="R11.2" />
          <HandBack viewer={view.viewer} lossId={lossId} />
        </section>
      )}
      {raid && (
        <section className="panel raid" aria-live="polite">
          {t('combat.raid', { side: sideName(t, raid.raider), card: cardName(raid.card) })} <RuleBadge rule="R11.2" />
        </section>
      )}
      {combat && (
        <section className="panel combat" aria-labelledby="combat-title" data-testid="combat">
          <h2 id="combat-title">{t('combat.title', { location: locationName(combat.location) })}</h2>
          <p>
            {t('combat.attacker', { side: sideName(t, combat.attacker) })}, <span data-testid="attacker-forces">{forcesText(t, sideForces(combat, combat.attacker, view.units))}</span> — <CardSlot card={combat.attackerCard} />
          </p>
          <p>
            {t('combat.defender', { side: sideName(t, combat.defender) })}, <span data-testid="defender-forces">{forcesText(t, sideForces(combat, combat.defender, view.units))}</span> — <CardSlot card={combat.defenderCard} />
          </p>
          {combat.fortBattle && <p><RuleText text={t('combat.fortBattle')} /></p>}
          {!combat.result && (view.winner
            ? <p className="combat-step">{t('combat.unfought')} <RuleBadge rule="X21" /></p>
            : <p className="combat-step">{t(`combat.step.${combat.step}`)}</p>)}
          {combat.result && (
            <CombatReveal
              result={combat.result}
              attacker={combat.attacker}
              defender={combat.defender}
              cards={[combat.attackerCard, combat.defenderCard]}
            />
          )}
        </section>
      )}
      {/* Casualties chosen on the shared screen between two people (X26): why no hand shows and no hand-off
          came. Below the battle, where the hand would be: the battle and its reveal keep their place, in sight
          on a projector's 1280×720 while the casualties are chosen (layout e2e). */}
      {combat && shared && <p className="combat-shared" data-testid="combat-shared">{t('combat.shared')} <RuleBadge rule="X26" /></p>}
    </>
  );
}

/** The reveal: both sides' strength term by term, the totals, the winner and the losses (R7.4–R7.7). */
export function CombatReveal({ result, attacker, defender, cards }: { result: CombatResult; attacker: Side; defender: Side; cards: [ViewCard, ViewCard] }) {
  const { t } = useTranslation();
  return (
    <div className="combat-reveal" data-testid="combat-reveal">
      <h3>{t('combat.reveal')}</h3>
      <div className="reveal-columns">
        <TermList side={attacker} label={t('combat.attacker', { side: sideName(t, attacker) })} card={cards[0]} terms={result.attacker} total={result.attackerStrength} />
        <TermList side={defender} label={t('combat.defender', { side: sideName(t, defender) })} card={cards[1]} terms={result.defender} total={result.defenderStrength} />
      </div>
      <p className="reveal-winner">
        <strong>{t('combat.winner', { side: sideName(t, result.winner) })}</strong> <RuleBadge rule="R7.6" />
        {result.attackerStrength === result.defenderStrength && <> — <RuleText text={t('combat.tieNote')} /></>}
      </p>
      <p>
        {t('combat.losses', { list: listText(([attacker, defender] as Side[]).map((s) => t('combat.lossOf', { side: sideName(t, s), count: result.losses[s] }))) })} <RuleBadge rule="R7.7" />
      </p>
    </div>
  );
}

function TermList({ side, label, card, terms, total }: { side: Side; label: string; card: ViewCard; terms: StrengthTerm[]; total: number }) {
  const { t } = useTranslation();
  return (
    <div className={`reveal-side side-${side}`}>
      <h4>{label}</h4>
      <p className="reveal-card"><CardSlot card={card} /></p>
      <table>
        <tbody>
          {terms.map((term, i) => (
            <tr key={i}>
              {/* A Benefit term names its card, public once revealed (R11.3, R11.6; QA: the Leadership card alone was named). */}
              <th scope="row">{t(`combat.term.${term.term}`)}{term.card && <span className="term-card">{t('combat.termCard', { name: cardName(cardOfName(term.card)!) })}</span>}</th>
              <td>{term.value >= 0 ? `+${term.value}` : term.value}</td>
              <td><RuleBadge rule={term.rule} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('combat.totalLabel')}</th>
            <td><strong>{total}</strong></td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * The id of a card row by its English name, as a finished battle's record keeps its cards (the
 * state's `lastBattle`), so that the card is named in the UI's language; any copy of the row has
 * that name. An unknown name stays as it is.
 */
function cardOfName(name: string | null): CardId | null {
  if (name === null) return null;
  return displayRules().ruleset.cards.find((c) => c.name === name)?.id ?? name;
}

/**
 * A battle that was revealed and finished within one step (the engine resolved the forced
 * casualties and retreats itself, X16): the engine keeps its record in `view.lastBattle`, so the
 * reveal is shown term by term, followed by the log entries of what came after.
 */
export function BattleReport({ record, entries }: { record: BattleRecord; entries: LogEntry[] }) {
  const { t } = useTranslation();
  const titleId = useId(); // several reports may show at once (issue 11 item 3)
  return (
    <section className="panel combat" aria-labelledby={titleId} data-testid="battle-report">
      <h2 id={titleId}>{t('combat.report', { location: locationName(record.location) })}</h2>
      <CombatReveal
        result={record.result}
        attacker={record.attacker}
        defender={record.defender}
        cards={[cardOfName(record.attackerCardName), cardOfName(record.defenderCardName)]}
      />
      <ul>
        {entries.filter((e) => e.key !== 'reveal').map((e, i) => (
          <li key={i}>
            <RuleText text={logText(t, e)} /> {e.rules?.map((r) => <RuleBadge key={r} rule={r} />)}
          </li>
        ))}
      </ul>
    </section>
  );
}
