/**
 * The game log speaks through i18next (issue 7 item 6): every log key of the engine has a template
 * in each language, and the English rendering of real games' log entries says exactly what the
 * engine's own English says (`describeLogEntry`, without the rule ids the log shows as badges).
 */
import fc from 'fast-check';
import i18n from '../../src/i18n';
import { applyAction, describeLogEntry, legalActions, newGame } from '../../src/engine';
import { LOG_TEMPLATES } from '../../src/engine/log-messages';
import type { GameState, LogEntry } from '../../src/engine/types';
import { loadLanguage, loadPageStrings } from '../../src/i18n';
import { logText } from '../../src/ui/game/logText';

/** A game of `steps` actions from `seed`, each action picked by `picks`. */
function play(seed: number, picks: number[]): GameState {
  let state = newGame({ seed });
  for (const p of picks) {
    const actions = legalActions(state);
    if (actions.length === 0) break;
    state = applyAction(state, actions[p % actions.length]!);
  }
  return state;
}

function engineText(entry: LogEntry): string {
  const text = describeLogEntry(entry);
  const suffix = entry.rules?.length ? ` (${entry.rules.join(', ')})` : '';
  return suffix && text.endsWith(suffix) ? text.slice(0, -suffix.length) : text;
}

describe('log entries through i18next (issue 7 item 6)', () => {
  // The log's sentence parts load with the log (en-pages.ts), as in the app.
  beforeAll(() => loadPageStrings());
  afterAll(async () => {
    await loadLanguage('en');
  });

  it('every engine log key has a template in English, Polish and Russian', async () => {
    for (const lng of ['en', 'pl', 'ru'] as const) {
      await loadLanguage(lng);
      const missing = Object.keys(LOG_TEMPLATES).filter((k) => !i18n.exists(`logEntry.${k}`, { count: 1, lng }) && !i18n.exists(`logEntry.${k}`, { lng }));
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
    await loadLanguage('en');
  });

  it('property: in English, each entry of random games reads as the engine writes it', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.nat(1000), { minLength: 20, maxLength: 160 }), (seed, picks) => {
        const state = play(seed, picks);
        for (const entry of state.log) {
          seen.add(entry.key);
          expect(logText(i18n.getFixedT('en'), entry)).toBe(engineText(entry));
        }
      }),
      { numRuns: 40 },
    );
    // The games reach battles, reveals and their aftermath, not only the opening.
    for (const key of ['battle', 'reveal', 'casualties', 'battle-won', 'move']) expect(seen.has(key), key).toBe(true);
  }, 120_000);

  it('in Polish and Russian, places, sides and cards are named in that language', async () => {
    const entry: LogEntry = { key: 'move', args: { side: 'union', from: 'washington', to: 'manassas', armies: 2, card: 'McClellan' }, turn: 1 };
    await loadLanguage('pl');
    expect(logText(i18n.t, entry)).toBe('Wojska Unii przemieszczają 2 oddziały: Waszyngton → Manassas (McClellan).');
    await loadLanguage('ru');
    expect(logText(i18n.t, entry)).toBe('Войска Союза перемещают 2 армии: Вашингтон → Манассас («Макклеллан»).');
    expect(logText(i18n.t, { key: 'draw', args: { side: 'confederate', count: 5 }, turn: 2 })).toBe('Конфедераты берут 5 карт.');
  });

  it('in Polish and Russian, a side name (capitalised: "Войска Союза", "Wojska Unii") starts its sentence, never lands mid-sentence (QA)', async () => {
    const turn: LogEntry = { key: 'turn', args: { side: 'union', turn: 3 }, turn: 3 };
    const battle: LogEntry = { key: 'battle', args: { location: 'manassas', attacker: 'confederate', mode: 'rail' }, turn: 3 };
    await loadLanguage('ru');
    expect(logText(i18n.t, turn)).toBe('Войска Союза начинают ход 3.');
    expect(logText(i18n.t, battle)).toBe('Бой — область Манассас. Конфедераты атакуют по ж/д.');
    await loadLanguage('pl');
    expect(logText(i18n.t, turn)).toBe('Wojska Unii rozpoczynają turę 3.');
    expect(logText(i18n.t, battle)).toBe('Bitwa — lokacja Manassas. Konfederaci atakują koleją.');
    await loadLanguage('en');
  });

  it('R8 R9: withdrawals and retreats name where the armies went, in three languages', async () => {
    const withdrawTo: LogEntry = { key: 'withdraw-to', args: { side: 'confederate', location: 'manassas', to: 'richmond', armies: 2 }, turn: 3 };
    const retreatTo: LogEntry = { key: 'retreat-to', args: { side: 'union', location: 'manassas', to: 'washington', armies: 1 }, turn: 3 };
    const half: LogEntry = { key: 'withdraw-half', args: { side: 'confederate', location: 'nashville', armies: 1 }, turn: 3 };
    await loadLanguage('en');
    expect([withdrawTo, retreatTo, half].map((e) => logText(i18n.t, e))).toEqual([
      'Confederates withdraw 2 armies from Manassas to Richmond.',
      'Union forces retreat 1 army from Manassas to Washington.',
      'Confederates withdraw 1 army into the other half of Nashville.',
    ]);
    await loadLanguage('pl');
    expect(logText(i18n.t, withdrawTo)).toBe('Konfederaci wycofują 2 oddziały z lokacji Manassas do lokacji Richmond.');
    expect(logText(i18n.t, half)).toMatch(/na drugą połowę lokacji Nashville\.$/);
    await loadLanguage('ru');
    expect(logText(i18n.t, retreatTo)).toBe('Войска Союза отступают из области Манассас в область Вашингтон (1 армия).');
    expect(logText(i18n.t, half)).toMatch(/во вторую половину области Нэшвилл\.$/);
    await loadLanguage('en');
  });

  it('R11.2: the card called Cavalry Raid is not named twice when it launches a Cavalry Raid (QA), in three languages', async () => {
    const namesake: LogEntry = { key: 'cavalry-raid', args: { side: 'union', card: 'Cavalry Raid' }, turn: 4, rules: ['R11.2'], side: 'union' };
    const other: LogEntry = { key: 'cavalry-raid', args: { side: 'confederate', card: 'Forrest' }, turn: 5, rules: ['R11.2'], side: 'confederate' };
    expect(describeLogEntry(namesake)).toBe('Union forces launch a Cavalry Raid. (R11.2)');
    await loadLanguage('en');
    expect([namesake, other].map((e) => logText(i18n.t, e))).toEqual(['Union forces launch a Cavalry Raid.', 'Confederates launch a Cavalry Raid (Forrest).']);
    await loadLanguage('pl');
    expect(logText(i18n.t, namesake)).toBe('Wojska Unii przeprowadzają Rajd Kawalerii.');
    expect(logText(i18n.t, other)).toMatch(/Rajd Kawalerii \(Forrest\)\.$/);
    await loadLanguage('ru');
    expect(logText(i18n.t, namesake)).toBe('Войска Союза проводят «Кавалерийский рейд».');
    expect(logText(i18n.t, other)).toMatch(/«Кавалерийский рейд» \(«Форрест»\)\.$/);
    await loadLanguage('en');
  });

  it('R7.11 E9: a captured blue location given back before any battle there does not say the Union took it (QA), in three languages', async () => {
    // A Union army entering Harper's Ferry makes it contested: the Confederacy loses control, and the space, before the battle.
    const entry: LogEntry = { key: 'europe-recapture', args: { side: 'union', location: 'harpers-ferry', space: 3 }, turn: 9, rules: ['R7.11', 'E9'], side: 'union' };
    await loadLanguage('en');
    expect(logText(i18n.t, entry)).toBe("The Confederacy no longer controls Harper's Ferry: Europe marker back to 3.");
    await loadLanguage('pl');
    expect(logText(i18n.t, entry)).toMatch(/^Konfederacja nie kontroluje już/);
    await loadLanguage('ru');
    expect(logText(i18n.t, entry)).toMatch(/^Конфедерация больше не контролирует/);
    await loadLanguage('en');
  });

  it('R11.1 E14 R4.2: a free draw\'s entry gives no count of its own (the draw entry does, fewer when the piles run out), and a one-card reshuffle says "1 card" (card audit), in three languages', async () => {
    // Blockade Runner with one card in the draw pile and none elsewhere: it is discarded, the draw takes
    // the one card, the reshuffle takes Blockade Runner back (1 card), then the piles are empty (E14).
    const rest = Array.from({ length: 50 }, (_, i) => `C${String(i + 1).padStart(2, '0')}`).filter((c) => c !== 'C26' && c !== 'C01');
    const s = newGame({ seed: 7, scenario: { active: 'confederate', hands: { confederate: ['C26'] }, drawPiles: { confederate: ['C01'] }, removed: { confederate: rest as never[] }, reshuffles: { confederate: 2 } } });
    const t = applyAction(s, { type: 'free-action', card: 'C26' });
    const entries = t.log.slice(s.log.length);
    await loadLanguage('en');
    const texts = entries.map((e) => logText(i18n.t, e));
    expect(texts).toEqual([
      'Confederates play Blockade Runner (free action).',
      'Confederates reshuffle the discard pile: 1 card.',
      'Confederates have no cards left to draw.',
      'Confederates draw 2 cards.',
    ]);
    expect(entries.map(engineText)).toEqual(texts);
    for (const lng of ['pl', 'ru'] as const) {
      await loadLanguage(lng);
      for (const e of entries) expect(logText(i18n.t, e)).not.toMatch(/3|\{|logEntry\./);
      expect(logText(i18n.t, entries[1]!)).toMatch(lng === 'pl' ? /: 1 karta\.$/ : /: 1 карта\.$/);
      expect(logText(i18n.t, { ...entries[1]!, args: { ...entries[1]!.args, cards: 5 } })).toMatch(lng === 'pl' ? /: 5 kart\.$/ : /: 5 карт\.$/);
    }
    await loadLanguage('en');
  });

  it('R7.4 R7.5: a reveal says whose the extra strength was (the defender forts and Benefits), not as if the winner had it (QA)', async () => {
    const entry: LogEntry = {
      key: 'reveal', turn: 20, rules: ['R7.4', 'R7.5'], side: 'confederate',
      args: { side: 'confederate', attacker: 'union', defender: 'confederate', location: 'vicksburg', attackerCard: 'Halleck', defenderCard: '', attackerStrength: 6, defenderStrength: 5, winner: 'union', tie: 0, terms: 'forts+3 high-ground+2' },
    };
    await loadLanguage('en');
    const text = logText(i18n.t, entry);
    expect(text).toMatch(/^Union forces take Vicksburg 6–5: defender \+3 from forts and \+2 from High Ground/);
    expect(text).toBe(engineText(entry));
  });

  it('R7.3 R11.3 R11.6: a reveal names the Benefit cards the defender played beside its Leadership card, in every language; an older entry without them reads as before (QA: never named)', async () => {
    const args = { side: 'confederate', attacker: 'union', defender: 'confederate', location: 'manassas', attackerCard: 'Halleck', defenderCard: 'Texas Brigade', attackerStrength: 6, defenderStrength: 9, winner: 'confederate', tie: 0, terms: 'high-ground+2 high-ground+2' };
    const entry: LogEntry = { key: 'reveal', turn: 4, rules: ['R7.4', 'R7.5'], side: 'confederate', args: { ...args, benefits: "Marye's Heights, Reinforcements" } };
    await loadLanguage('en');
    const text = logText(i18n.t, entry);
    expect(text).toMatch(/\(attacker played Halleck; defender played Texas Brigade, Marye's Heights and Reinforcements\)\.$/);
    expect(text).toBe(engineText(entry));
    // Only Benefit cards: the defender still "played" them.
    const benefitsOnly: LogEntry = { ...entry, args: { ...entry.args, defenderCard: '' } };
    expect(logText(i18n.t, benefitsOnly)).toMatch(/defender played Marye's Heights and Reinforcements\)\.$/);
    expect(logText(i18n.t, benefitsOnly)).toBe(engineText(benefitsOnly));
    // A log written before the argument existed.
    expect(logText(i18n.t, { ...entry, args })).toMatch(/defender played Texas Brigade\)\.$/);
    for (const language of ['pl', 'ru'] as const) {
      await loadLanguage(language);
      const words = logText(i18n.t, entry);
      // The three cards listed the language's way (Intl.ListFormat): "A, B i C", "A, B и C".
      expect(words).toMatch(language === 'pl' ? /[^,]+, [^,]+ i [^,]+\)\.$/ : /[^,]+, [^,]+ и [^,]+\)\.$/);
      expect(words).not.toMatch(/Marye's Heights|Texas Brigade/);
    }
    await loadLanguage('en');
  });

  it('R7.3 R11.3: the engine logs the Benefit cards of a stand with its reveal', () => {
    let state = newGame({
      seed: 1,
      scenario: {
        units: [
          { side: 'union', kind: 'army', strength: 3, location: 'washington' },
          { side: 'confederate', kind: 'army', strength: 1, location: 'manassas' },
        ],
        hands: { union: ['U30', 'U35'], confederate: ['C01', 'C32'] },
      },
    });
    state = applyAction(state, legalActions(state).find((a) => a.type === 'move' && a.to === 'manassas')!);
    state = applyAction(state, { type: 'attacker-card', card: 'U35' });
    state = applyAction(state, { type: 'stand', card: 'C01', benefits: [{ card: 'C32', kind: 'high-ground' }] });
    const reveal = state.log.find((e) => e.key === 'reveal')!;
    expect(reveal.args).toMatchObject({ defenderCard: 'Militia', benefits: "Marye's Heights" });
  });

  it('R5.5 E10: an attacker who beats the forts left behind wins the battle at the place, not "takes" it, while the defender\'s armies hold its other half (QA)', async () => {
    /** The Union attacks Manassas from Washington; the Confederate army withdraws into the other half (R8.2) or stands. */
    const battle = (withdraw: boolean): LogEntry => {
      let state = newGame({
        seed: 1,
        scenario: {
          units: [
            { side: 'union', kind: 'army', strength: 3, location: 'manassas', half: 'upper' },
            { side: 'union', kind: 'army', strength: 3, location: 'manassas', half: 'upper' },
            { side: 'confederate', kind: 'army', strength: 1, location: 'manassas', half: 'upper' },
            { side: 'confederate', kind: 'fort', location: 'manassas', half: 'upper' },
          ],
          hands: { union: ['U35', 'U36'], confederate: ['C01'] },
          battle: { location: 'manassas', attacker: 'union', mode: 'rail', from: 'washington' },
        },
      });
      // Each side's first listed answer, the defender's withdrawal or stand as asked, until the reveal.
      while (!state.log.some((e) => e.key === 'reveal')) {
        const legal = legalActions(state);
        state = applyAction(state, legal.find((a) => a.type === (withdraw ? 'withdraw' : 'stand')) ?? legal[0]!);
      }
      return state.log.find((e) => e.key === 'reveal')!;
    };
    const contested = battle(true);
    expect(contested.args).toMatchObject({ winner: 'union', attacker: 'union', held: 1 });
    await loadLanguage('en');
    expect(logText(i18n.t, contested)).toMatch(/^Union forces win the battle at Manassas \d+–\d+/);
    expect(logText(i18n.t, contested)).toBe(engineText(contested));
    await loadLanguage('pl');
    expect(logText(i18n.t, contested)).toMatch(/wygrywają bitwę w lokacji Manassas/);
    await loadLanguage('ru');
    expect(logText(i18n.t, contested)).toMatch(/выигрывают бой в области Манассас/);
    // Armies and forts beaten together: the Union takes Manassas (R7.9).
    const taken = battle(false);
    expect(taken.args).toMatchObject({ winner: 'union', held: 0 });
    await loadLanguage('en');
    expect(logText(i18n.t, taken)).toMatch(/^Union forces take Manassas /);
    expect(logText(i18n.t, taken)).toBe(engineText(taken));
  });
});
