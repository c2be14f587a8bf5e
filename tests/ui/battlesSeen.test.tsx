// @vitest-environment jsdom
/**
 * Every battle seen by both (issue 11 item 3): a battle's reveal (R7.4–R7.7) is reported to the
 * other person at their next hand-off; to the person against a bot, in a notice above the decision
 * until they act, each line opening its report (QA); and each battle of the log opens its report.
 */
import { act as flush, screen, waitFor, within } from '@testing-library/react';
import { CARDS } from '../../src/data';
import { legalActions } from '../../src/engine';
import i18n, { loadLanguage, loadPageStrings } from '../../src/i18n';
import { cardName } from '../../src/ui/game/labels';
import type { Action } from '../../src/engine/types';
import { battlesOf } from '../../src/ui/combat/battleHistory';
import { battleEntriesOf } from '../../src/ui/combat/battleReport';
import { battleFactsOf } from '../../src/ui/combat/PastBattles';
import { allSeen, battleCount } from '../../src/ui/combat/battlesSeen';
import { battlesSeenAfter, createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import type { Players } from '../../src/ui/store/players';
import { LAZY, memoryStorage, washingtonBattleStart } from './helpers';
import { renderApp } from './render';

/** Dispatches the legal action `pick` finds (fails the test when there is none). */
function act(store: GameStoreApi, pick: (a: Action) => boolean): void {
  const action = legalActions(store.getState().game).find(pick);
  expect(action).toBeDefined();
  expect(store.getState().dispatch(action!)).toBe(true);
}

/**
 * The battle at Manassas, fought to its end: the Union attacks with both armies, the Confederate
 * stands, the Union loses army 1. `unionAtScreen`: the Union has taken the screen (its own view) as
 * it chooses its casualty; else it chooses on the screen both people share (X26).
 */
function fightAtManassas(store: GameStoreApi, unionAtScreen = false): void {
  act(store, (a) => a.type === 'move' && a.card === 'U30' && a.to === 'manassas' && a.units.length === 2);
  act(store, (a) => a.type === 'attacker-card' && a.card === 'U35');
  act(store, (a) => a.type === 'stand' && a.card === 'C01');
  if (unionAtScreen) store.getState().confirmHandoff();
  act(store, (a) => a.type === 'casualties');
  expect(battleCount(store.getState().game.log)).toBe(1);
}

/** The Union ends its turn (passing its second action). */
function endUnionTurn(store: GameStoreApi): void {
  act(store, (a) => a.type === 'pass');
  act(store, (a) => a.type === 'end-turn');
}

describe('battles seen by both (issue 11 item 3)', () => {
  it('R7.4: the defender, whose stand revealed the battle, sees its report at the next hand-off, and has seen it once it acts', async () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    fightAtManassas(store, true);
    // The Union answered the live reveal (its casualty) at its own screen: it has seen the battle; the Confederate has not.
    expect(store.getState().ui.battlesSeen).toMatchObject({ union: 1, confederate: 0 });
    endUnionTurn(store);
    const { user } = renderApp(store);
    const handoff = screen.getByTestId('handoff');
    const report = await within(handoff).findByTestId('battle-report', {}, { timeout: 10_000 });
    const lastBattle = store.getState().game.lastBattle!;
    expect(report.textContent).toContain('Manassas');
    expect(within(report).getByTestId('combat-reveal').textContent).toContain(`${lastBattle.result.attackerStrength}`);
    expect(report.textContent).toContain('Halleck');
    // Term by term, as the combat panel shows it: one row per strength term of each side.
    expect(report.querySelectorAll('.reveal-side')[0].querySelectorAll('tbody tr')).toHaveLength(lastBattle.result.attacker.length);
    expect(report.querySelectorAll('.reveal-side')[1].querySelectorAll('tbody tr')).toHaveLength(lastBattle.result.defender.length);
    expect(within(handoff).getByTestId('unseen-battles').textContent).toContain('1 battle you have not seen yet');
    // In Russian the report names the card in Russian, as the caption and the log do (QA: it kept the English name).
    const halleck = CARDS.find((c) => c.name === lastBattle.attackerCardName)!.id;
    await flush(() => loadLanguage('ru'));
    try {
      expect(cardName(halleck)).not.toBe('Halleck');
      expect(within(screen.getByTestId('handoff')).getByTestId('battle-report').textContent).toContain(cardName(halleck));
    } finally {
      await flush(() => loadLanguage('en'));
    }

    await user.click(screen.getByTestId('handoff-confirm'));
    // Two people: the side panel does not repeat what the hand-off just showed (it would push the hand off a 1366×768 screen).
    await screen.findByTestId('hand');
    expect(screen.queryByTestId('unseen-notice')).toBeNull();
    expect(screen.queryByTestId('battle-report')).toBeNull();
    flush(() => act(store, (a) => a.type === 'pass'));
    expect(store.getState().ui.battlesSeen.confederate).toBe(1);
  }, 30_000);

  it('R7.4: a battle the next side has not seen survives a reload of its hand-off: the store recreated from the same storage still reports it (QA)', async () => {
    const storage = memoryStorage();
    const store = createGameStore({ initial: washingtonBattleStart(), storage });
    fightAtManassas(store, true);
    endUnionTurn(store);
    expect(store.getState().ui.battlesSeen).toMatchObject({ union: 1, confederate: 0 });
    // The page is reloaded on the Confederate's hand-off: a new store over the autosave.
    const reloaded = createGameStore({ storage });
    expect(reloaded.getState().game).toEqual(store.getState().game);
    expect(reloaded.getState().ui.battlesSeen).toEqual(store.getState().ui.battlesSeen);
    renderApp(reloaded);
    const handoff = screen.getByTestId('handoff');
    expect((await within(handoff).findByTestId('unseen-battles', {}, LAZY)).textContent).toContain('1 battle you have not seen yet');
    expect(within(handoff).getByTestId('battle-report').textContent).toContain('Manassas');
  }, 30_000);

  it('X26 R7.4: casualties chosen on the shared screen count as seen by both people; the next hand-off reports no battle', async () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    store.getState().confirmHandoff(); // the Union at the screen
    act(store, (a) => a.type === 'move' && a.card === 'U30' && a.to === 'manassas' && a.units.length === 2);
    act(store, (a) => a.type === 'attacker-card' && a.card === 'U35');
    store.getState().confirmHandoff(); // the Confederate takes the screen to answer
    act(store, (a) => a.type === 'stand' && a.card === 'C01');
    expect(store.getState().ui.confirmedSide).toBe('confederate');
    act(store, (a) => a.type === 'casualties'); // the Union's, on the shared screen
    expect(store.getState().ui.battlesSeen).toMatchObject({ union: 1, confederate: 1 });
    // Nobody is known to hold the screen now: the next hand shows only after a hand-off.
    expect(store.getState().ui.confirmedSide).toBeNull();
    endUnionTurn(store);
    renderApp(store);
    const handoff = screen.getByTestId('handoff');
    expect(handoff.textContent).toContain('Confederate');
    expect(within(handoff).queryByTestId('battle-report')).toBeNull();
    expect(within(handoff).queryByTestId('unseen-battles')).toBeNull();
  }, 30_000);

  it('saved counts of seen battles above the game\'s battles, or unreadable, count as all seen', () => {
    expect(allSeen(2, { union: 1, confederate: 5, observer: 'x' })).toEqual({ union: 1, confederate: 2, observer: 2 });
    expect(allSeen(2, { union: -1 })).toEqual(allSeen(2));
  });

  it('the person who answered the live reveal is not shown it again', async () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    fightAtManassas(store);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    await screen.findByTestId('hand');
    expect(screen.queryByTestId('unseen-battles')).toBeNull();
  });

  it('a bot’s step marks nothing seen for the person; the person’s next step does', () => {
    const before = washingtonBattleStart();
    const store = createGameStore({ initial: before, storage: null });
    fightAtManassas(store);
    const after = store.getState().game;
    const seen = allSeen(0);
    expect(battlesSeenAfter(seen, after, after, null, 1)).toEqual(seen);
    expect(battlesSeenAfter(seen, after, after, 'confederate', 1)).toMatchObject({ confederate: 1, union: 0, observer: 1 });
  });

  it('bot against bot: the observer is shown the turn’s battles until the next turn', () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    fightAtManassas(store);
    const fought = store.getState().game;
    const nextTurn = { ...fought, turn: fought.turn + 1 };
    expect(battlesSeenAfter(allSeen(0), fought, fought, null, 0).observer).toBe(0);
    expect(battlesSeenAfter(allSeen(0), fought, nextTurn, null, 0).observer).toBe(1);
  });

  it('against the bot, the person sees the battle the bot fought against them (R7.4)', async () => {
    // The Union is the bot: it attacks the person's army in Manassas; the person stands.
    const players: Players = { union: { kind: 'bot', level: 'easy' }, confederate: { kind: 'person' } };
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null, players, bot: null });
    store.setState((s) => {
      s.bot.paused = true; // the test plays the bot's actions itself
    });
    act(store, (a) => a.type === 'move' && a.card === 'U30' && a.to === 'manassas' && a.units.length === 2);
    act(store, (a) => a.type === 'attacker-card' && a.card === 'U35');
    act(store, (a) => a.type === 'stand' && a.card === 'C01'); // the person's step: the reveal follows it
    act(store, (a) => a.type === 'casualties'); // the bot's casualty ends the battle
    expect(store.getState().ui.battlesSeen.confederate).toBe(0);
    const { user } = renderApp(store);
    const notice = await screen.findByTestId('unseen-notice', {}, { timeout: 10_000 });
    await user.click(within(notice).getByTestId('unseen-battle'));
    const report = within(await screen.findByTestId('battle-dialog', {}, { timeout: 10_000 })).getByTestId('battle-report');
    expect(within(report).getByTestId('combat-reveal')).toBeTruthy();
  }, 30_000);

  it('against the bot, the battle the person did not see is a notice above the decision, one line a battle that opens its report (QA)', async () => {
    // The Union is the bot: it attacks the person's army in Manassas; the person stands; the bot's casualty ends the battle, then its turn.
    const players: Players = { union: { kind: 'bot', level: 'normal' }, confederate: { kind: 'person' } };
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null, players, bot: null });
    store.setState((s) => {
      s.bot.paused = true; // the test plays the bot's actions itself
    });
    act(store, (a) => a.type === 'move' && a.card === 'U30' && a.to === 'manassas' && a.units.length === 2);
    act(store, (a) => a.type === 'attacker-card' && a.card === 'U35');
    act(store, (a) => a.type === 'stand' && a.card === 'C01');
    act(store, (a) => a.type === 'casualties');
    endUnionTurn(store);
    const { lastBattle } = store.getState().game;
    const { result } = lastBattle!;
    const { user } = renderApp(store);
    const notice = await screen.findByTestId('unseen-notice', {}, { timeout: 10_000 });
    expect(notice.textContent).toContain('1 battle you have not seen yet');
    // Where, who attacked, who won and the totals, the winner's first (the Union wins this one).
    expect(result.winner).toBe('union');
    const line = within(notice).getByRole('button', { name: /^Manassas: Union forces attack and take it, / });
    expect(line.textContent).toBe(`Manassas: Union forces attack and take it, ${result.attackerStrength}–${result.defenderStrength}`);
    // In Russian, the log's names of the sides (plural, so the verbs agree with either side), each
    // starting its clause (QA: not "атакуют Войска Союза", a capitalised name mid-sentence).
    await flush(() => loadLanguage('ru'));
    try {
      expect(within(screen.getByTestId('unseen-notice')).getByTestId('unseen-battle').textContent).toMatch(/^Манассас: Войска Союза атакуют и берут область, \d+–\d+$/);
    } finally {
      await flush(() => loadLanguage('en'));
    }
    // Above the person's decision and hand, not below them; not a live region (the live log announces the battle).
    const prompt = await screen.findByTestId('decision-prompt');
    expect(notice.compareDocumentPosition(prompt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByTestId('hand')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.closest('[aria-live]')).toBeNull();
    // The full report is not repeated in the side panel: the line opens it.
    expect(screen.queryByTestId('battle-report')).toBeNull();
    await user.click(line);
    const dialog = await screen.findByTestId('battle-dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByTestId('combat-reveal').textContent).toContain(`${result.attackerStrength}`);
    await user.click(within(dialog).getByTestId('battle-dialog-close'));
    expect(screen.queryByTestId('battle-dialog')).toBeNull();
    // Shown until the person acts: their step marks the battle seen.
    flush(() => act(store, (a) => a.type === 'pass'));
    await waitFor(() => expect(screen.queryByTestId('unseen-notice')).toBeNull());
  }, 30_000);

  it('battleFactsOf: a notice line\'s facts are the same from the engine\'s record and from the log\'s reveal (a battle before the record began)', () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    fightAtManassas(store);
    const { game, record } = store.getState();
    const fromRecord = battleFactsOf(battlesOf(record).get(0), null);
    expect(fromRecord).toEqual({
      location: 'manassas', attacker: 'union', winner: game.lastBattle!.result.winner,
      attackerStrength: game.lastBattle!.result.attackerStrength, defenderStrength: game.lastBattle!.result.defenderStrength,
      held: false,
    });
    expect(battleFactsOf(undefined, battleEntriesOf(game.log, 0))).toEqual(fromRecord);
    expect(battleFactsOf(undefined, null)).toBeNull();
  });

  it('R5.5 battleFactsOf: a reveal whose defender kept the other half (`held`) makes the notice line say the attacker won the battle, not took the place (QA)', async () => {
    const reveal = (held: number) => ({
      key: 'reveal', turn: 3, side: 'union' as const, rules: ['R7.4'],
      args: { attacker: 'union', defender: 'confederate', location: 'richmond', attackerCard: '', defenderCard: '', attackerStrength: 9, defenderStrength: 6, winner: 'union', tie: 0, held, terms: '' },
    });
    expect(battleFactsOf(undefined, [reveal(1)])?.held).toBe(true);
    expect(battleFactsOf(undefined, [reveal(0)])?.held).toBe(false);
    await loadPageStrings();
    expect(i18n.t('battles.line.win', { location: 'Richmond', attacker: 'Union forces', high: 9, low: 6 })).toBe('Richmond: Union forces attack and win the battle, 9–6');
  });

  it('each battle of the log opens its report, rebuilt from the game’s record', async () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    fightAtManassas(store);
    const { user } = renderApp(store);
    await user.click(screen.getByTestId('handoff-confirm'));
    const battles = within(screen.getByTestId('log')).getAllByTestId('log-battle');
    expect(battles).toHaveLength(1);
    await user.click(battles[0]);
    const dialog = await screen.findByTestId('battle-dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByTestId('combat-reveal').textContent).toContain('Union wins the battle');
    await user.click(within(dialog).getByTestId('battle-dialog-close'));
    expect(screen.queryByTestId('battle-dialog')).toBeNull();
  }, 30_000);

  it('battlesOf: every battle of a record, the same whether replayed at once or action by action', () => {
    const store = createGameStore({ initial: washingtonBattleStart(), storage: null });
    const partial = new Map<number, unknown>();
    act(store, (a) => a.type === 'move' && a.card === 'U30' && a.to === 'manassas' && a.units.length === 2);
    for (const [n, b] of battlesOf(store.getState().record)) partial.set(n, b);
    expect(partial.size).toBe(0);
    act(store, (a) => a.type === 'attacker-card' && a.card === 'U35');
    act(store, (a) => a.type === 'stand' && a.card === 'C01');
    act(store, (a) => a.type === 'casualties');
    const stepwise = battlesOf(store.getState().record);
    expect(stepwise.get(0)!.record).toEqual(store.getState().game.lastBattle);
    expect(stepwise.get(0)!.entries[0]!.key).toBe('reveal');
    expect(stepwise.get(0)!.entries.some((e) => e.privateTo)).toBe(false);
    const { record } = store.getState();
    const fresh = battlesOf({ ...record, origin: { ...record.origin } as typeof record.origin });
    expect([...fresh.entries()]).toEqual([...stepwise.entries()]);
  });
});
