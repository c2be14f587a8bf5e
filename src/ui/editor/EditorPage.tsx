/**
 * The position editor (header button **Position editor**, issue 10 item 3): start from the current
 * position, the rulebook's start or an empty board; place, move and remove armies and forts in
 * either half (click, or drag onto the map), set control flags, whose turn, a battle about to be fought, the turn number, both tracks, the reshuffles made
 * (which I/II piles are in) and every pile of cards (a card picker by name, the draw pile in
 * order). The engine checks the draft as it changes (`newGame({ scenario })`, the same validation
 * as a save) and a refusal is shown in its own words with the rule it names. *Play this position*
 * starts a sandbox game (the current game is kept, as with *Play from here*); *Export scenario* /
 * *Import scenario* use the engine's Scenario format. Loaded lazily (React.lazy).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allLocations, rulesOf, viewFor } from '../../engine';
import type { CardId, GameState, Half, LocationId, Side } from '../../engine/types';
import { errorText } from '../game/errorText';
import { cardName, locationName, sideName } from '../game/labels';
import { BoardMap } from '../map';
import { RuleBadge } from '../status/RuleBadge';
import { downloadText } from '../store/download';
import { useGame } from '../store/StoreContext';
import {
  addUnit, basisOf, checkDraft, moveUnit, PILES, pileOf, placeCard, readScenarioFile, removeUnit, scenarioText, setControl,
  shiftCard, shownRefusal, startDraft, type Draft, type DraftUnit, type Pile, type StartPoint,
} from './draft';
import { keepDraft, keptDraft } from './kept';
import { useReplaceSandbox } from '../dialogs/useReplaceSandbox';
import { BattleEditor } from './BattleEditor';
import { agreedToShow, agreeToShow, keepsSecrets, noteShown, secretsOf } from '../replay/viewpoint';
import { dragToHalf } from './unitDrag';
// The sandbox's record begins at the draft's scenario: the store must be able to replay it.
import '../store/scenarioOrigins';

const SIDES: Side[] = ['union', 'confederate'];
const HALVES: Half[] = ['upper', 'lower'];
const STARTS: StartPoint[] = ['current', 'rulebook', 'empty'];

/**
 * What a number field shows: the draft's number, the default when the draft gives none, and
 * nothing when it holds no number — an emptied field (NaN, `valueAsNumber`), or null from a draft
 * kept as JSON. Such a value stays in the draft for the engine to refuse naming the field and its
 * rule, as it refuses 2.5 (QA: an emptied Europe track read as 0 and was accepted).
 */
function shownNumber(value: number | null | undefined, fallback: number): number | '' {
  if (value === undefined) return fallback;
  return typeof value === 'number' && Number.isFinite(value) ? value : '';
}

/** A number per game (its record's origin, the same object for all of one game's states). */
const gameNumbers = new WeakMap<object, number>();
let games = 0;
function gameNumber(origin: object): number {
  const known = gameNumbers.get(origin);
  if (known !== undefined) return known;
  gameNumbers.set(origin, ++games);
  return games;
}

/**
 * The page (`data-testid="editor-page"`). A new game, an import or a save loaded while it is open
 * starts the editor again from that game: its seed, ruleset and variants are the ones a position
 * is played under, never those of the game the page was opened on. The editor shows the whole
 * position (every hand, the order of the draw piles; even the rulebook start deals this game's
 * cards): while a game goes on whose replay may not show *Everything* (`keepsSecrets`: people play
 * or played it, not over, not a sandbox), it opens only once the players agree, once per game (QA: one click showed both
 * hands from the hand-off screen); *Play from here* asks the same (`useReplaceSandbox`).
 */
export default function EditorPage() {
  const { t } = useTranslation();
  const origin = useGame((s) => s.record.origin);
  const secret = useGame((s) => keepsSecrets(secretsOf(s)));
  const setPage = useGame((s) => s.setPage);
  const turn = useGame((s) => s.game.turn);
  const [, agreed] = useState(0);
  // The game's secrets shown: a trace the other player reads at each hand-off (ShownNotice).
  const shown = secret && agreedToShow(origin);
  useEffect(() => {
    if (shown) noteShown(origin, turn);
  }, [shown, origin, turn]);
  if (secret && !shown) {
    return (
      <article className="page replay-page editor-page" data-testid="editor-secret" aria-labelledby="editor-title">
        <h2 id="editor-title">{t('editor.title')}</h2>
        <p className="warning">{t('editor.secret')}</p>
        <div className="button-row">
          <button type="button" className="primary" data-testid="editor-show-secrets" onClick={() => {
            agreeToShow(origin);
            agreed((n) => n + 1);
          }}>{t('editor.showSecrets')}</button>
          <button type="button" onClick={() => setPage('game')}>{t('editor.backToGame')}</button>
        </div>
      </article>
    );
  }
  return <Editor key={gameNumber(origin)} origin={origin} />;
}

/** The editor of the positions of one game, the one whose record's origin is `origin` (see `EditorPage`). */
function Editor({ origin }: { origin: object }) {
  const { t } = useTranslation();
  const game = useGame((s) => s.game);
  const readOnly = useGame((s) => s.ui.readOnly);
  const branch = useGame((s) => s.branch);
  const reportError = useGame((s) => s.reportError);
  // The game being edited lends its seed, ruleset and variants; the draft starts from its position.
  // A draft left for another page (the Rules, say, or the game played on) is found again in the same game.
  const [basisGame] = useState<GameState>(game);
  const basis = useMemo(() => basisOf(basisGame), [basisGame]);
  const [draft, setDraftState] = useState<Draft>(() => keptDraft(origin) ?? startDraft('current', basisGame));
  const setDraft = (next: Draft) => {
    keepDraft(origin, next);
    setDraftState(next);
  };
  const check = useMemo(() => checkDraft(draft, basis), [draft, basis]);
  // The map shows the last position the engine accepted while the draft is refused.
  // (React's pattern for a value kept from earlier renders: set while rendering, when it changed.)
  const [lastGood, setLastGood] = useState<GameState>(check.ok ? check.state : basisGame);
  if (check.ok && check.state !== lastGood) setLastGood(check.state);
  const shown = check.ok ? check.state : lastGood;
  const view = useMemo(() => viewFor(shown, 'observer'), [shown]);
  const [selected, setSelected] = useState<LocationId>(() => allLocations(basisGame)[0]!);
  const fileInput = useRef<HTMLInputElement>(null);

  const tables = rulesOf(basisGame);
  const locations = useMemo(() => [...allLocations(basisGame)].sort((a, b) => locationName(a).localeCompare(locationName(b))), [basisGame]);

  const replace = useReplaceSandbox();
  const play = () => {
    if (!check.ok) return;
    const state = check.state;
    replace.start(() => void branch(state, { origin: { kind: 'new', options: { ...basis, scenario: draft } }, actions: [] }));
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    // A refused file leaves the draft as it is (as Import game leaves the game).
    const read = readScenarioFile(await file.text(), basis);
    if (read.ok) setDraft(read.draft);
    else if (read.refusal) reportError({ message: t('editor.importRefused', { message: errorText(t, shownRefusal(t, read.refusal)) }), heading: 'file' });
    else reportError({ message: t('editor.importFailed'), heading: 'file' });
  };

  return (
    <article className="page replay-page editor-page" data-testid="editor-page" aria-labelledby="editor-title">
      <h2 id="editor-title">{t('editor.title')}</h2>
      <p className="hint">{t('editor.intro')}</p>
      <div className="replay-controls" role="group" aria-label={t('editor.startFrom')}>
        <span>{t('editor.startFrom')}</span>
        {STARTS.map((from) => (
          <button key={from} type="button" data-testid={`editor-from-${from}`} onClick={() => setDraft(startDraft(from, from === 'current' ? game : basisGame))}>
            {t(`editor.from.${from}`)}
          </button>
        ))}
      </div>
      {check.ok ? (
        <p className="replay-where editor-check" data-testid="editor-check" aria-live="polite">{t('editor.ok')}</p>
      ) : (
        <p className="warning editor-check" role="alert" data-testid="editor-check">
          {t('editor.refused', { message: errorText(t, shownRefusal(t, check), check.rule) })} {check.rule && <RuleBadge rule={check.rule} />}
        </p>
      )}
      <div className="button-row">
        <button type="button" data-testid="editor-play" disabled={!check.ok || readOnly} onClick={play}>{t('editor.play')}</button>
        {replace.dialog}
        <button type="button" data-testid="editor-export" onClick={() => downloadText('lincoln-scenario.json', scenarioText(draft))}>{t('editor.export')}</button>
        <button type="button" data-testid="editor-import" onClick={() => fileInput.current?.click()}>{t('editor.import')}</button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,.txt,application/json,text/plain"
          hidden
          data-testid="editor-import-file"
          onChange={(e) => {
            void importFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <span className="hint">{t('editor.playHint')}</span>
      </div>
      <div className="replay-layout">
        <div className="board-area" aria-label={t('editor.board')}>
          <BoardMap view={view} selected={selected} onSelect={(loc) => setSelected(loc)} />
          {!check.ok && <p className="hint">{t('editor.lastGood')}</p>}
        </div>
        <aside className="side-panel" aria-label={t('editor.details')}>
          <div className="side-scroll">
            <LocationEditor draft={draft} setDraft={setDraft} location={selected} setLocation={setSelected} locations={locations} />
            <section className="panel" data-testid="editor-turn">
              <h3>{t('editor.turnTitle')}</h3>
              <label>
                {t('editor.active')}{' '}
                <select value={draft.active ?? 'union'} onChange={(e) => setDraft({ ...draft, active: e.target.value as Side })}>
                  {SIDES.map((s) => <option key={s} value={s}>{sideName(t, s)}</option>)}
                </select>
              </label>{' '}
              <label>
                {t('editor.actionsTaken')}{' '}
                <select value={draft.actionsTaken ?? 0} onChange={(e) => setDraft({ ...draft, actionsTaken: Number(e.target.value) as 0 | 1 | 2 })}>
                  {[0, 1, 2].map((n) => <option key={n} value={n}>{n}</option>)}
                </select>
              </label>{' '}
              <label>
                {t('editor.turnNumber')}{' '}
                <input type="number" min={1} value={shownNumber(draft.turn, 1)} onChange={(e) => setDraft({ ...draft, turn: e.target.valueAsNumber })} />
              </label>
            </section>
            <BattleEditor draft={draft} setDraft={setDraft} game={basisGame} locations={locations} selected={selected} />
            <section className="panel" data-testid="editor-tracks">
              <h3>{t('editor.tracks')}</h3>
              <label>
                {t('editor.blockade')}{' '}
                <input type="number" min={0} max={tables.ruleset.blockadeTrack.length - 1} value={shownNumber(draft.blockade, tables.ruleset.blockadeStart)}
                  onChange={(e) => setDraft({ ...draft, blockade: e.target.valueAsNumber })} />
              </label>{' '}
              <label>
                {t('editor.europe')}{' '}
                <input type="number" min={tables.ruleset.europeTrack.unionEnd} max={tables.ruleset.europeTrack.europeEnd} value={shownNumber(draft.europe, tables.ruleset.europeTrack.start)}
                  onChange={(e) => setDraft({ ...draft, europe: e.target.valueAsNumber })} />
              </label>
              {SIDES.map((side) => (
                <label key={side} className="editor-line">
                  {t('editor.reshuffles', { side: sideName(t, side) })}{' '}
                  <select value={draft.reshuffles?.[side] ?? 0} onChange={(e) => setDraft({ ...draft, reshuffles: { ...draft.reshuffles, [side]: Number(e.target.value) as 0 | 1 | 2 } })}>
                    {[0, 1, 2].map((n) => <option key={n} value={n}>{n}</option>)}
                  </select>
                </label>
              ))}
            </section>
            {SIDES.map((side) => (
              <CardsEditor key={side} side={side} draft={draft} setDraft={setDraft} cards={tables.ruleset.cards.filter((c) => c.side === side).map((c) => c.id)} />
            ))}
          </div>
        </aside>
      </div>
    </article>
  );
}

interface LocationEditorProps {
  draft: Draft;
  setDraft(d: Draft): void;
  location: LocationId;
  setLocation(l: LocationId): void;
  locations: LocationId[];
}

/** The chosen location: its units (move, remove), a unit to add and its control flag. */
function LocationEditor({ draft, setDraft, location, setLocation, locations }: LocationEditorProps) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<{ side: Side; kind: 'army' | 'fort'; strength: 1 | 2 | 3; half: Half }>({ side: 'union', kind: 'army', strength: 1, half: 'upper' });
  const here = draft.units.map((u, index) => ({ u, index })).filter(({ u }) => u.location === location);
  /** The unit set up in the *Add* fieldset, at `at` in `half`. */
  const unitAt = (at: LocationId, half: Half): DraftUnit => (unit.kind === 'fort'
    ? { side: unit.side, kind: 'fort', location: at, half }
    : { side: unit.side, kind: 'army', strength: unit.strength, location: at, half });
  const add = () => setDraft(addUnit(draft, unitAt(location, unit.half)));
  const moveId = useId(); // each unit's Move-to list: where a press of its Drag handle (Enter, Space, a tap) goes
  return (
    <section className="panel" data-testid="editor-location">
      <h3>
        <label>
          {t('editor.location')}{' '}
          <select data-testid="editor-location-select" value={location} onChange={(e) => setLocation(e.target.value as LocationId)}>
            {locations.map((l) => <option key={l} value={l}>{locationName(l)}</option>)}
          </select>
        </label>
      </h3>
      <ul className="editor-units" aria-label={t('editor.unitsHere')}>
        {here.length === 0 && <li>{t('editor.noUnits')}</li>}
        {here.map(({ u, index }) => (
          <li key={index} data-testid="editor-unit">
            {u.kind === 'fort'
              ? t('editor.fort', { side: sideName(t, u.side), half: t(`editor.halves.${u.half ?? 'upper'}`) })
              : t('editor.army', { side: sideName(t, u.side), strength: u.strength, half: t(`editor.halves.${u.half ?? 'upper'}`) })}{' '}
            <label>
              {t('editor.moveTo')}{' '}
              <select id={`${moveId}-${index}`} value={`${u.location}|${u.half ?? 'upper'}`} onChange={(e) => {
                const [loc, half] = e.target.value.split('|') as [LocationId, Half];
                setDraft(moveUnit(draft, index, loc, half));
              }}>
                {locations.flatMap((l) => HALVES.map((h) => (
                  <option key={`${l}|${h}`} value={`${l}|${h}`}>{locationName(l)} — {t(`editor.halves.${h}`)}</option>
                )))}
              </select>
            </label>{' '}
            <button type="button" onClick={() => setDraft(removeUnit(draft, index))}>{t('editor.remove')}</button>{' '}
            <button
              type="button"
              className="editor-drag"
              data-testid="editor-unit-drag"
              title={t('editor.dragHint')}
              onPointerDown={(e) => dragToHalf(e.currentTarget, e.nativeEvent, (loc, half) => setDraft(moveUnit(draft, index, loc, half)))}
              onClick={() => document.getElementById(`${moveId}-${index}`)?.focus()}
            >
              {t('editor.drag')}
            </button>
          </li>
        ))}
      </ul>
      <fieldset className="editor-add">
        <legend>{t('editor.addUnit')}</legend>
        <label>
          {t('editor.side')}{' '}
          <select data-testid="editor-unit-side" value={unit.side} onChange={(e) => setUnit({ ...unit, side: e.target.value as Side })}>
            {SIDES.map((s) => <option key={s} value={s}>{sideName(t, s)}</option>)}
          </select>
        </label>{' '}
        <label>
          {t('editor.kind')}{' '}
          <select data-testid="editor-unit-kind" value={unit.kind} onChange={(e) => setUnit({ ...unit, kind: e.target.value as 'army' | 'fort' })}>
            <option value="army">{t('editor.kinds.army')}</option>
            <option value="fort">{t('editor.kinds.fort')}</option>
          </select>
        </label>{' '}
        {unit.kind === 'army' && (
          <label>
            {t('editor.strength')}{' '}
            <select data-testid="editor-unit-strength" value={unit.strength} onChange={(e) => setUnit({ ...unit, strength: Number(e.target.value) as 1 | 2 | 3 })}>
              {[1, 2, 3].map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
        )}{' '}
        <label>
          {t('editor.half')}{' '}
          <select data-testid="editor-unit-half" value={unit.half} onChange={(e) => setUnit({ ...unit, half: e.target.value as Half })}>
            {HALVES.map((h) => <option key={h} value={h}>{t(`editor.halves.${h}`)}</option>)}
          </select>
        </label>{' '}
        <button type="button" className="editor-drag" data-testid="editor-add-unit" title={t('editor.addDragHint')} onClick={add}
          onPointerDown={(e) => dragToHalf(e.currentTarget, e.nativeEvent, (loc, half) => setDraft(addUnit(draft, unitAt(loc, half))))}>
          {t('editor.add')}
        </button>
      </fieldset>
      <label>
        {t('editor.control')}{' '}
        <select data-testid="editor-control" value={draft.control[location] ?? ''} onChange={(e) => setDraft(setControl(draft, location, (e.target.value || null) as Side | null))}>
          <option value="">{t('editor.controlColour')}</option>
          {SIDES.map((s) => <option key={s} value={s}>{sideName(t, s)}</option>)}
        </select>
      </label>
    </section>
  );
}

/** One side's piles: each card by name, the draw pile in order, and a card picker for the cards placed nowhere. */
function CardsEditor({ side, draft, setDraft, cards }: { side: Side; draft: Draft; setDraft(d: Draft): void; cards: CardId[] }) {
  const { t } = useTranslation();
  const unplaced = cards.filter((c) => pileOf(draft, side, c) === null).sort((a, b) => cardName(a).localeCompare(cardName(b)));
  const [pick, setPick] = useState<{ card: CardId | ''; pile: Pile }>({ card: '', pile: 'hands' });
  const card = pick.card && unplaced.includes(pick.card) ? pick.card : (unplaced[0] ?? '');
  return (
    <section className="panel" data-testid={`editor-cards-${side}`}>
      <h3>{t('editor.cards', { side: sideName(t, side) })}</h3>
      {PILES.map((pile) => (
        <div key={pile}>
          <h4>{t(`editor.piles.${pile}`)}</h4>
          <ol className="editor-cards" aria-label={`${sideName(t, side)}: ${t(`editor.piles.${pile}`)}`}>
            {draft[pile][side].length === 0 && <li>—</li>}
            {draft[pile][side].map((c, i, list) => (
              <li key={c}>
                {cardName(c)} <small>({c})</small>{' '}
                {pile === 'drawPiles' && (
                  <>
                    <button type="button" disabled={i === 0} aria-label={t('editor.up', { card: cardName(c) })} onClick={() => setDraft(shiftCard(draft, side, pile, c, -1))}>↑</button>
                    <button type="button" disabled={i === list.length - 1} aria-label={t('editor.down', { card: cardName(c) })} onClick={() => setDraft(shiftCard(draft, side, pile, c, 1))}>↓</button>
                  </>
                )}
                <button type="button" aria-label={t('editor.removeCard', { card: cardName(c) })} onClick={() => setDraft(placeCard(draft, side, c, null))}>×</button>
              </li>
            ))}
          </ol>
        </div>
      ))}
      <p className="hint">{t('editor.unplaced', { n: unplaced.length })}</p>
      <label>
        {t('editor.card')}{' '}
        <select data-testid={`editor-card-${side}`} value={card} onChange={(e) => setPick({ ...pick, card: e.target.value })}>
          {unplaced.map((c) => <option key={c} value={c}>{cardName(c)} ({c})</option>)}
        </select>
      </label>{' '}
      <label>
        {t('editor.pile')}{' '}
        <select data-testid={`editor-pile-${side}`} value={pick.pile} onChange={(e) => setPick({ ...pick, pile: e.target.value as Pile })}>
          {PILES.map((p) => <option key={p} value={p}>{t(`editor.piles.${p}`)}</option>)}
        </select>
      </label>{' '}
      <button type="button" data-testid={`editor-add-card-${side}`} disabled={!card} onClick={() => card && setDraft(placeCard(draft, side, card, pick.pile))}>{t('editor.addCard')}</button>
    </section>
  );
}
