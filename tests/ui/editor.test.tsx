// @vitest-environment jsdom
/**
 * The position editor (issue 10 item 3): drafts checked by the engine, refusals naming their rule,
 * Scenario files in and out, and *Play this position* starting a sandbox game.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { decision, defenceModifierTerms, newGame, refusalRule, RuleError, serialize } from '../../src/engine';
import i18n, { loadLanguage, loadPageStrings } from '../../src/i18n';
import { errorText } from '../../src/ui/game/errorText';
import { addUnit, basisOf, checkDraft, draftOf, placeCard, readScenarioFile, removeUnit, scenarioText, shiftCard, shownRefusal, startDraft } from '../../src/ui/editor/draft';
import { createGameStore } from '../../src/ui/store/gameStore';
import { ORIGINAL_KEY } from '../../src/ui/store/persistence';
import { replay } from '../../src/ui/store/session';
import { memoryStorage, openEditor } from './helpers';
import { renderApp } from './render';

const GAME = newGame({ seed: 4 });
const BASIS = basisOf(GAME);

/** The draft a scenario file gives (the file must be read). */
function readDraft(text: string) {
  const read = readScenarioFile(text, BASIS);
  if (!read.ok) throw new Error('the file was refused');
  return read.draft;
}

describe('position editor drafts (issue 10 item 3)', () => {
  it('the three starting points: the current position, the rulebook start (R1.5) and an empty board', () => {
    const moved = newGame({ seed: 4, scenario: { units: [{ side: 'union', kind: 'army', strength: 2, location: 'kentucky' }] } });
    expect(startDraft('current', moved).units).toEqual([{ side: 'union', kind: 'army', strength: 2, location: 'kentucky', half: 'upper' }]);
    expect(startDraft('rulebook', moved).units).toEqual(draftOf(GAME).units);
    expect(startDraft('empty', moved).units).toEqual([]);
    for (const from of ['current', 'rulebook', 'empty'] as const) expect(checkDraft(startDraft(from, moved), BASIS).ok).toBe(true);
  });

  it('R5.10 a Confederate army in Harrisburg is refused by the engine, naming the rule; removing it makes the position possible again', () => {
    const draft = addUnit(startDraft('rulebook', GAME), { side: 'confederate', kind: 'army', strength: 1, location: 'harrisburg', half: 'upper' });
    const refused = checkDraft(draft, BASIS);
    expect(refused).toMatchObject({ ok: false, rule: 'R5.10' });
    expect(refused.ok || refused.message).toMatch(/Harrisburg/);
    expect(checkDraft(removeUnit(draft, draft.units.length - 1), BASIS).ok).toBe(true);
    // Shown beside its rule badge, the refusal does not cite the rule a second time in its text (QA).
    if (refused.ok) throw new Error('refused');
    expect(errorText(i18n.t, shownRefusal(i18n.t, refused), refused.rule)).toBe('Confederate units may never stand in Harrisburg');
    expect(errorText(i18n.t, shownRefusal(i18n.t, refused))).toBe('Confederate units may never stand in Harrisburg (R5.10)');
  });

  it('R1.1 a Union fort is refused naming the rule once: the text cites it mid-sentence, and beside the badge it goes (QA: "(R1.1): … [R1.1]")', () => {
    const draft = addUnit(startDraft('rulebook', GAME), { side: 'union', kind: 'fort', location: 'harrisburg', half: 'upper' });
    const refused = checkDraft(draft, BASIS);
    if (refused.ok) throw new Error('a Union fort is refused');
    expect(refused.rule).toBe('R1.1');
    expect(errorText(i18n.t, shownRefusal(i18n.t, refused), refused.rule)).toBe('The Union has no forts: fort at Harrisburg');
    expect(errorText(i18n.t, shownRefusal(i18n.t, refused))).toBe('The Union has no forts (R1.1): fort at Harrisburg');
  });

  it('a malformed draft is refused naming its field by the editor\'s label, in each language, not by the format\'s key', async () => {
    await loadPageStrings();
    const turn = checkDraft({ ...draftOf(GAME), turn: 0 }, BASIS);
    const half = checkDraft({ ...draftOf(GAME), units: [{ side: 'union', kind: 'army', strength: 1, location: 'kentucky', half: 'middle' as 'upper' }] }, BASIS);
    const fraction = checkDraft({ ...draftOf(GAME), turn: 2.5 }, BASIS);
    if (turn.ok || half.ok || fraction.ok) throw new Error('the drafts are malformed');
    expect(turn).toMatchObject({ key: 'ruleError.scenario-malformed', args: { at: 'turn' } });
    const said = async (lang: 'en' | 'pl' | 'ru') => {
      await loadLanguage(lang);
      const t = i18n.getFixedT(lang);
      return [errorText(t, shownRefusal(t, turn)), errorText(t, shownRefusal(t, half)), errorText(t, shownRefusal(t, fraction))];
    };
    expect(await said('en')).toEqual(['Malformed scenario at Turn: too small: at least 1', expect.stringContaining('at Units › #1 › Half:'), 'Malformed scenario at Turn: expected a whole number']);
    const [plTurn, plHalf, plFraction] = await said('pl');
    expect(plFraction).toBe('Błędny scenariusz w polu Tura: ' + i18n.getFixedT('pl')('schemaIssue.invalid_type', { known: 'liczba całkowita' }));
    expect(plTurn).toBe('Błędny scenariusz w polu Tura: ' + i18n.getFixedT('pl')('schemaIssue.too_small', { known: '1' }));
    expect(plHalf).toContain('Jednostki › #1 › Połowa');
    const [ruTurn, , ruFraction] = await said('ru');
    expect(ruFraction).toContain('целое число');
    expect(ruTurn).toContain('в поле Ход:');
    expect(ruTurn).not.toMatch(/turn|too small/);
    await i18n.changeLanguage('en');
  });

  it('R1.1 a Union fort is refused; R5.5 both sides in one half is refused', () => {
    const fort = addUnit(startDraft('empty', GAME), { side: 'union', kind: 'fort', location: 'washington', half: 'upper' });
    expect(checkDraft(fort, BASIS)).toMatchObject({ ok: false, rule: 'R1.1' });
    let both = addUnit(startDraft('empty', GAME), { side: 'union', kind: 'army', strength: 1, location: 'kentucky', half: 'upper' });
    both = addUnit(both, { side: 'confederate', kind: 'army', strength: 1, location: 'kentucky', half: 'upper' });
    expect(checkDraft(both, BASIS)).toMatchObject({ ok: false, rule: 'R5.5' });
  });

  it('R1.1 more Confederate forts than the counter stock are refused, naming the stock rule', () => {
    let draft = startDraft('empty', GAME);
    for (let i = 0; i < 5; i++) draft = addUnit(draft, { side: 'confederate', kind: 'fort', location: 'atlanta', half: 'upper' });
    expect(checkDraft(draft, BASIS)).toMatchObject({ ok: false, rule: 'R1.1' });
    expect(checkDraft(removeUnit(draft, 0), BASIS).ok).toBe(true);
  });

  it('cards: placed in a pile, taken out, and the draw pile reordered; the started game deals from the top as written', () => {
    let draft = startDraft('rulebook', GAME);
    const [first, second] = draft.drawPiles.union;
    draft = shiftCard(draft, 'union', 'drawPiles', second!, -1);
    expect(draft.drawPiles.union.slice(0, 2)).toEqual([second, first]);
    draft = placeCard(draft, 'union', first!, 'hands');
    expect(draft.hands.union).toContain(first);
    expect(draft.drawPiles.union).not.toContain(first);
    const check = checkDraft(draft, BASIS);
    expect(check.ok && check.state.cards.union.draw[0]).toBe(second);
    expect(check.ok && check.state.cards.union.hand).toContain(first);
  });

  it('Scenario files: export and import give the same draft; a save is read as its position; other text is refused', () => {
    const draft = addUnit(startDraft('empty', GAME), { side: 'union', kind: 'army', strength: 3, location: 'washington', half: 'upper' });
    expect(readScenarioFile(scenarioText(draft), BASIS)).toEqual({ ok: true, draft: draftOf(newGame({ ...BASIS, scenario: draft })) });
    const save = serialize(newGame({ scenario: { units: [{ side: 'confederate', kind: 'army', strength: 1, location: 'manassas' }], hands: { union: ['U10'] } } }));
    const fromSave = readDraft(save);
    expect(fromSave.units).toEqual([{ side: 'confederate', kind: 'army', strength: 1, location: 'manassas', half: 'upper' }]);
    expect(fromSave.hands.union).toEqual(['U10']);
    expect(readScenarioFile('not json', BASIS)).toEqual({ ok: false, refusal: null });
    expect(readScenarioFile('[1, 2]', BASIS)).toEqual({ ok: false, refusal: null });
    expect(readScenarioFile(JSON.stringify({ format: 'lincoln-save', version: 1, state: {} }), BASIS)).toEqual({ ok: false, refusal: null });
  });

  it('a hand-written scenario without units holds the starting armies (R1.5), and one the engine refuses is kept to be fixed', () => {
    expect(readDraft('{ "hands": { "union": ["U10"] } }').units).toEqual(draftOf(GAME).units);
    const refused = readDraft('{ "units": [{ "side": "union", "kind": "fort", "location": "washington" }] }');
    expect(refused.units).toHaveLength(1);
    expect(checkDraft(refused, BASIS)).toMatchObject({ ok: false, rule: 'R1.1' });
  });

  it('a file not in the Scenario format is refused with the engine\'s words, not made a draft the editor cannot show or mend (QA: a unit without a place)', () => {
    const read = readScenarioFile('{"units":[{"side":"martian"}]}', BASIS);
    expect(read).toMatchObject({ ok: false, refusal: { key: 'ruleError.scenario-malformed', args: { at: 'units.0.side' } } });
    expect(readScenarioFile('{"turn":"soon"}', BASIS)).toMatchObject({ ok: false, refusal: { args: { at: 'turn' } } });
  });

  it('E9 a refused file\'s captured list, which the editor neither shows nor edits, is left to the engine to count, as in every draft (QA: a draft the editor cannot mend)', () => {
    expect(checkDraft({ captured: ['richmond'] }, BASIS)).toMatchObject({ ok: false, rule: 'E9' });
    const refused = readDraft('{ "captured": ["richmond"], "units": [{ "side": "union", "kind": "fort", "location": "washington" }] }');
    expect(refused.captured).toBeUndefined();
    expect(checkDraft(refused, BASIS)).toMatchObject({ ok: false, rule: 'R1.1' });
  });

  it('R10.1 R10.2 a track marker off its track is refused naming the track\'s rule, so the editor shows its rule badge (QA)', () => {
    expect(checkDraft({ ...startDraft('rulebook', GAME), blockade: 9 }, BASIS)).toMatchObject({ ok: false, key: 'ruleError.scenario-malformed', rule: 'R10.1' });
    expect(checkDraft({ ...startDraft('rulebook', GAME), blockade: -1 }, BASIS)).toMatchObject({ ok: false, rule: 'R10.1' });
    expect(checkDraft({ ...startDraft('rulebook', GAME), europe: 99 }, BASIS)).toMatchObject({ ok: false, key: 'ruleError.scenario-malformed', rule: 'R10.2' });
    expect(checkDraft({ ...startDraft('rulebook', GAME), blockade: 2 }, BASIS).ok).toBe(true);
  });

  it('the rule of a refusal comes from its key and arguments, never its text (refusalRule)', () => {
    expect(refusalRule(new RuleError('scenario', 'scenario-forbidden-unit', { location: 'harrisburg' }))).toBe('R5.10');
    expect(refusalRule(new RuleError('scenario', 'scenario-capture-colour', { location: 'richmond' }))).toBe('E9');
    expect(refusalRule(new RuleError('R7.7', 'casualties-count', { side: 'union', count: 1 }))).toBe('R7.7');
    expect(refusalRule(new RuleError('scenario', 'scenario-impossible', { problem: 'fort-strength', detail: 'x', unit: 'u1', strength: 1, needs: 3 }))).toBe('R7.4');
    // A malformed field names the rule that bounds it (QA: a turn of 0 was refused with no rule).
    expect(refusalRule(new RuleError('scenario', 'scenario-malformed', { at: 'turn', detail: 'too small: at least 1' }))).toBe('R1.6');
    expect(refusalRule(new RuleError('scenario', 'scenario-malformed', { at: 'units.12.half', detail: 'x' }))).toBeNull();
  });
});

describe('the Position editor page (issue 10 item 3)', { timeout: 30_000 }, () => {
  it('R2.6 over a game that goes on between two people, it shows no hand until the players agree, once per game; Back returns to the game (QA: one click showed both hands)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('nav-editor'));
    const gate = await screen.findByTestId('editor-secret', {}, { timeout: 20_000 });
    expect(gate.textContent).toContain('both hands and the order of both draw piles');
    // Nothing of the position is on the page: no card of either hand, no pile.
    const hands = [...store.getState().game.cards.union.hand, ...store.getState().game.cards.confederate.hand];
    for (const id of hands) expect(document.body.textContent).not.toContain(`(${id})`);
    expect(screen.queryByTestId('editor-page')).toBeNull();
    await user.click(screen.getByText('Back to the game'));
    expect(store.getState().ui.page).toBe('game');
    // Agreed once, the same game's editor opens at once the next time.
    await user.click(screen.getByTestId('nav-editor'));
    await user.click(await screen.findByTestId('editor-show-secrets', {}, { timeout: 20_000 }));
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.click(screen.getByTestId('nav-game'));
    await user.click(screen.getByTestId('nav-editor'));
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('editor-secret')).toBeNull();
  });

  it('R2.6 the agreement outlives a reload of the same game in this tab, not a new game, a new tab or another game (QA: it was asked again after every reload)', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 4 });
    const first = renderApp(store);
    await first.user.click(screen.getByTestId('nav-editor'));
    await first.user.click(await screen.findByTestId('editor-show-secrets', {}, { timeout: 20_000 }));
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    first.unmount();

    // The page reloads: a new store reads the autosave back, and the same game's editor opens at once.
    const reloaded = createGameStore({ storage });
    expect(reloaded.getState().game).toEqual(store.getState().game);
    const second = renderApp(reloaded);
    await second.user.click(screen.getByTestId('nav-editor'));
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('editor-secret')).toBeNull();
    second.unmount();

    // Another game (another seed) asks, and so does the same game in a new sitting (a new tab's sessionStorage).
    const other = createGameStore({ storage: memoryStorage(), seed: () => 5 });
    const third = renderApp(other);
    await third.user.click(screen.getByTestId('nav-editor'));
    await screen.findByTestId('editor-secret', {}, { timeout: 20_000 });
    third.unmount();
    sessionStorage.clear();
    const fourth = renderApp(createGameStore({ storage }));
    await fourth.user.click(screen.getByTestId('nav-editor'));
    await screen.findByTestId('editor-secret', {}, { timeout: 20_000 });
  });

  it('R1.6 R10.1 R10.2 an emptied number field (turn, blockade, Europe) is refused naming the field and its rule, not read as 0 (QA: an empty Europe track was accepted and played as 0)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.click(screen.getByTestId('editor-from-rulebook'));
    const fields = [
      [within(screen.getByTestId('editor-turn')).getByLabelText('Turn'), /Turn/, 'R1.6'],
      [within(screen.getByTestId('editor-tracks')).getByLabelText('Blockade track'), /Blockade track/, 'R10.1'],
      [within(screen.getByTestId('editor-tracks')).getByLabelText('Europe track'), /Europe track/, 'R10.2'],
    ] as const;
    for (const [input, name, rule] of fields) {
      const before = (input as HTMLInputElement).value;
      fireEvent.change(input, { target: { value: '' } });
      const check = screen.getByTestId('editor-check');
      expect(check.textContent).toMatch(name);
      expect(check.textContent).not.toMatch(/accepts/);
      expect(within(check).getByText(rule)).toBeTruthy();
      expect((screen.getByTestId('editor-play') as HTMLButtonElement).disabled).toBe(true);
      expect((input as HTMLInputElement).value).toBe('');
      fireEvent.change(input, { target: { value: before } });
      expect(screen.getByTestId('editor-check').textContent).toMatch(/accepts/);
    }
    // In Polish too, as the QA pass saw it.
    await act(() => loadLanguage('pl'));
    fireEvent.change(within(screen.getByTestId('editor-tracks')).getByLabelText('Tor Europy'), { target: { value: '' } });
    expect(screen.getByTestId('editor-check').textContent).toMatch(/Tor Europy/);
    expect(within(screen.getByTestId('editor-check')).getByText('R10.2')).toBeTruthy();
    await act(() => loadLanguage('en'));
  }, 40_000);

  it('opens from the header on the current position; a refused unit shows the engine’s words and rule; Play this position starts a sandbox game', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ storage, seed: () => 4 });
    const original = store.getState().game;
    const { user } = renderApp(store);
    await openEditor(user);
    const page = await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    expect(screen.getByTestId('editor-check').textContent).toMatch(/accepts/);

    // A Confederate army in Harrisburg: refused with R5.10, and the game cannot start.
    await user.selectOptions(within(page).getByTestId('editor-location-select'), 'harrisburg');
    await user.selectOptions(screen.getByTestId('editor-unit-side'), 'confederate');
    await user.click(screen.getByTestId('editor-add-unit'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/refuses.*Harrisburg/);
    expect(within(alert).getByText('R5.10')).toBeTruthy();
    expect((screen.getByTestId('editor-play') as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(screen.getByTestId('editor-unit')).getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('editor-check').textContent).toMatch(/accepts/);

    // A Union army of strength 3 added in Kentucky, the Confederacy to act on turn 5; then played.
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'kentucky');
    await user.selectOptions(screen.getByTestId('editor-unit-side'), 'union');
    await user.selectOptions(screen.getByTestId('editor-unit-strength'), '3');
    await user.click(screen.getByTestId('editor-add-unit'));
    await user.selectOptions(within(screen.getByTestId('editor-turn')).getByLabelText('Side to act'), 'confederate');
    fireEvent.change(within(screen.getByTestId('editor-turn')).getByLabelText('Turn'), { target: { value: '5' } });
    expect(screen.getByTestId('editor-check').textContent).toMatch(/accepts/);
    await user.click(screen.getByTestId('editor-play'));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    const s = store.getState();
    expect(s.ui.page).toBe('game');
    expect(s.game.units.filter((u) => u.location === 'kentucky' && u.side === 'union').map((u) => u.strength)).toContain(3);
    expect(s.game.active).toBe('confederate');
    expect(s.game.turn).toBe(5);
    expect(replay(s.record)).toEqual(s.game); // the replay starts from the scenario
    expect(storage.data.has(ORIGINAL_KEY)).toBe(true);
    expect(screen.getByTestId('sandbox-badge')).toBeTruthy();
    await user.click(screen.getByTestId('return-original'));
    await user.click(await screen.findByTestId('leave-sandbox-confirm', {}, { timeout: 10_000 }));
    await waitFor(() => expect(store.getState().game).toEqual(original));
  });

  it('R7.1 R7.2 R7.5 sets a battle about to be fought: refused while the sides share a half without one, then played from the attacker\'s card', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    // A Union army in Manassas's upper half, where the Confederate army stands: no position without a battle (R5.5).
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'manassas');
    await user.selectOptions(screen.getByTestId('editor-unit-strength'), '2');
    await user.click(screen.getByTestId('editor-add-unit'));
    expect(screen.getByRole('alert').textContent).toMatch(/Manassas holds both sides/);
    // A battle there, the Union attacking by rail from Washington: accepted, with one action taken.
    await user.click(screen.getByTestId('editor-battle-here'));
    await user.selectOptions(screen.getByTestId('editor-battle-mode'), 'rail');
    await user.selectOptions(screen.getByTestId('editor-battle-from'), 'washington');
    await user.selectOptions(within(screen.getByTestId('editor-turn')).getByLabelText('Actions taken this turn'), '1');
    expect(screen.getByTestId('editor-check').textContent).toMatch(/accepts/);
    // The Confederacy as the attacker is refused: a battle is fought in its attacker's turn.
    await user.selectOptions(screen.getByTestId('editor-battle-attacker'), 'confederate');
    expect(screen.getByRole('alert').textContent).toMatch(/attacker.s turn/);
    expect(within(screen.getByRole('alert')).getByText('R7.1')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('editor-battle-attacker'), 'union');
    await user.click(screen.getByTestId('editor-play'));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    const g = store.getState().game;
    expect(decision(g)).toMatchObject({ side: 'union', kind: 'attacker-card' });
    expect(g.combat).toMatchObject({ location: 'manassas', mode: 'rail', from: 'washington', wasContested: false });
    expect(defenceModifierTerms(g, g.combat!).map((t) => t.value)).toEqual([1]);
  });

  it('R5.10 R9.2 an attack by rail comes only from where the engine accepts it: St. Louis is offered to the Union at Cairo, never to the Confederacy (QA)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    // A Confederate army in Cairo's upper half, beside the Union's, and a battle there by rail.
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'cairo');
    await user.selectOptions(screen.getByTestId('editor-unit-side'), 'confederate');
    await user.click(screen.getByTestId('editor-add-unit'));
    await user.click(screen.getByTestId('editor-battle-here'));
    await user.selectOptions(screen.getByTestId('editor-battle-mode'), 'rail');
    const offered = () => within(screen.getByTestId('editor-battle-from')).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    await user.selectOptions(screen.getByTestId('editor-battle-attacker'), 'union');
    await user.selectOptions(screen.getByTestId('editor-battle-from'), 'st-louis');
    expect(offered()).toEqual(['st-louis', 'fort-henry-donelson', 'memphis']);
    // The Confederacy attacking: St. Louis is gone, and the attack no longer names it.
    await user.selectOptions(screen.getByTestId('editor-battle-attacker'), 'confederate');
    expect(offered()).toEqual(['fort-henry-donelson', 'memphis']);
    expect((screen.getByTestId('editor-battle-from') as HTMLSelectElement).value).toBe('fort-henry-donelson');
  });

  it('a draft left for the Rules page, or for the game played on, is found again on return; not in another game (QA)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'cincinnati');
    await user.click(screen.getByTestId('editor-add-unit'));
    expect(screen.getAllByTestId('editor-unit')).toHaveLength(1);
    await user.click(screen.getByTestId('nav-rules'));
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'cincinnati');
    expect(screen.getAllByTestId('editor-unit')).toHaveLength(1);
    // The game played on meanwhile: the draft is still there.
    await user.click(screen.getByTestId('nav-game'));
    act(() => {
      expect(store.getState().dispatch({ type: 'pass' })).toBe(true);
    });
    await openEditor(user);
    await user.selectOptions(await screen.findByTestId('editor-location-select', {}, { timeout: 20_000 }), 'cincinnati');
    expect(screen.getAllByTestId('editor-unit')).toHaveLength(1);
    await user.click(screen.getByTestId('editor-from-current'));
    expect(screen.queryAllByTestId('editor-unit')).toHaveLength(0);
    // Another game: the editor starts from it, without the old draft.
    await user.click(screen.getByTestId('editor-add-unit'));
    expect(screen.getAllByTestId('editor-unit')).toHaveLength(1);
    act(() => store.getState().startNewGame({ seed: 6 }));
    await user.click(await screen.findByTestId('editor-show-secrets')); // a new game's hands: the players agree again
    await user.selectOptions(screen.getByTestId('editor-location-select'), 'cincinnati');
    expect(screen.queryAllByTestId('editor-unit')).toHaveLength(0);
  });

  it('Import scenario reads a Scenario file into the draft; Export scenario downloads the draft', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    const text = JSON.stringify({ units: [{ side: 'union', kind: 'fort', location: 'washington' }] });
    fireEvent.change(screen.getByTestId('editor-import-file'), { target: { files: [new File([text], 'position.json')] } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('R1.1')).toBeTruthy();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: vi.fn((b: Blob) => (blobs.push(b), 'blob:x')), revokeObjectURL: vi.fn() });
    await user.click(screen.getByTestId('editor-export'));
    expect(JSON.parse(await blobs[0]!.text())).toMatchObject({ units: [{ side: 'union', kind: 'fort', location: 'washington' }] });
  });

  it('Import scenario refuses a malformed file with its message and keeps the draft as it was (QA: the draft was replaced by one that could not be mended)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 4 });
    const { user } = renderApp(store);
    await openEditor(user);
    await user.selectOptions(await screen.findByTestId('editor-location-select', {}, { timeout: 20_000 }), 'cincinnati');
    const before = screen.queryAllByTestId('editor-unit').length;
    await user.click(screen.getByTestId('editor-add-unit'));
    expect(screen.getAllByTestId('editor-unit')).toHaveLength(before + 1);
    fireEvent.change(screen.getByTestId('editor-import-file'), { target: { files: [new File(['{"units":[{"side":"martian"}]}'], 'bad.json')] } });
    const error = await screen.findByTestId('rule-error');
    expect(error.textContent).toContain('the position being edited stays as it was');
    expect(error.textContent).toContain('Units › #1 › Side');
    expect(screen.getAllByTestId('editor-unit')).toHaveLength(before + 1);
    expect(screen.getByTestId('editor-check').textContent).toBe('The engine accepts this position.');
  });

  it('a new game started while the editor is open is the one a position is played under: its seed, ruleset and variants (QA)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    act(() => store.getState().startNewGame({ seed: 5, ruleset: 'vicksburg-vp-3' }));
    expect(store.getState().ui.page).toBe('editor');
    await user.click(await screen.findByTestId('editor-show-secrets')); // a new game's hands: the players agree again
    await user.click(screen.getByTestId('editor-from-current'));
    await user.click(screen.getByTestId('editor-play'));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    const played = store.getState().game;
    expect(played.seed).toBe(5);
    expect(played.ruleset.id).toBe('vicksburg-vp-3');
  });

  it('in a sandbox game, Play this position asks before the sandbox is replaced; Cancel keeps it (no loss without warning)', async () => {
    const store = createGameStore({ storage: memoryStorage(), seed: () => 1 });
    const { user } = renderApp(store);
    await openEditor(user);
    await screen.findByTestId('editor-page', {}, { timeout: 20_000 });
    await user.click(screen.getByTestId('editor-play'));
    await waitFor(() => expect(store.getState().record.sandbox).toBe(true));
    act(() => {
      expect(store.getState().dispatch({ type: 'pass' })).toBe(true);
    });
    const sandbox = store.getState().record;
    await openEditor(user);
    await user.click(await screen.findByTestId('editor-play', {}, { timeout: 20_000 }));
    await user.click(await screen.findByTestId('replace-sandbox-cancel', {}, { timeout: 10_000 }));
    expect(store.getState().record).toBe(sandbox);
    await user.click(screen.getByTestId('editor-play'));
    await user.click(await screen.findByTestId('replace-sandbox-confirm', {}, { timeout: 10_000 }));
    await waitFor(() => expect(store.getState().record).not.toBe(sandbox));
    expect(store.getState().record.sandbox).toBe(true);
    expect(store.getState().record.actions).toHaveLength(0);
  });
});
