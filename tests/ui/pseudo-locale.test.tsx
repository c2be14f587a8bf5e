// @vitest-environment jsdom
/**
 * Pseudo-locale test (issue 7 item 7): under a language whose every string is wrapped as ⟦…⟧, the
 * app — its pages, a dialog and a played game with a battle and its end — shows no text that did
 * not come from a translation. Numbers, rule ids (R7.5, E17, X21) and symbols may stand alone.
 *
 * No English of the engine is allowed on screen (issue 7 item 6): log lines, action descriptions,
 * the winner's reason and a refused action's message are all rendered from the engine's keys.
 */
import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { legalActions, newGame, unitsAt, winner } from '../../src/engine';
import type { Action, GameState } from '../../src/engine/types';
import { loadLanguage } from '../../src/i18n';
import type { Resource } from '../../src/i18n/resource';
import { HISTORY_NS } from '../../src/ui/history/loadNotes';
import { en as historyEn } from '../../src/ui/history/notes/en';
import { createGameStore, type GameStoreApi } from '../../src/ui/store/gameStore';
import { enAll } from '../../src/i18n/en-all';
import { LAZY } from './helpers';
import { renderApp } from './render';


/** The pseudo-locale's code (the conventional one for pseudo-English). */
const PSEUDO = 'en-XA';

/** `resource` with every string wrapped in ⟦…⟧ (placeholders kept inside). */
function wrap(resource: Readonly<Record<string, unknown>>): Resource {
  return Object.fromEntries(Object.entries(resource).map(([k, v]) => [k, typeof v === 'string' ? `⟦${v}⟧` : wrap(v as Record<string, unknown>)]));
}

/**
 * What joins the items of a list in the pseudo-locale (" and ", ", ", ", and "): the language's own list form
 * from CLDR (`Intl.ListFormat`, `listText` in labels.ts), not a string of the app's, longest first.
 */
const LIST_JOINS = [...new Set([['a', 'b'], ['a', 'b', 'c']].flatMap((items) => new Intl.ListFormat(PSEUDO).formatToParts(items)).filter((p) => p.type === 'literal').map((p) => p.value))]
  .sort((a, b) => b.length - a.length);

/**
 * What is left of a text once translations (⟦…⟧, nested), the list joins between them, rule ids,
 * numbers and symbols are taken out.
 */
function untranslatedPart(text: string): string {
  let rest = text;
  for (const join of LIST_JOINS) rest = rest.split(`⟧${join}⟦`).join('⟧⟦');
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return rest.replace(/\b[REX]\d+(\.\d+)*\b/g, '').replace(/[\s\d.,:;+\-–—×()/%★➤⚓←→↶🂠·•|#]/gu, '');
}

/**
 * Visible text nodes of the page that are not translations. A text whose rule ids `RuleText` drew
 * as badges is split into several nodes around them: it is read whole, from its parent element.
 */
function untranslatedTexts(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const whole = parent && [...parent.children].some((c) => c.classList.contains('rule-badge'));
    // Its parts joined with spaces, so that badges side by side (R7.6, R7.12) stay separate ids.
    const text = ((whole ? [...parent.childNodes].map((n) => n.textContent ?? '').join(' ') : node.textContent) ?? '').trim();
    if (!text) continue;
    if (untranslatedPart(text) !== '') found.push(text);
  }
  return [...new Set(found)];
}

/** Confirms a pending hand-off, if any. */
function passHandoff(store: GameStoreApi): void {
  if (screen.queryByTestId('handoff-confirm')) act(() => store.getState().confirmHandoff());
}

/** A move into enemy units (a battle) if one is legal, else an attack, else a steady choice. */
function nextAction(state: GameState, step: number): Action {
  const actions = legalActions(state);
  const battle = actions.find((a) => a.type === 'move' && unitsAt(state, a.to).some((u) => u.side !== state.active))
    ?? actions.find((a) => a.type === 'declare-attack');
  return battle ?? actions[(step * 7) % actions.length];
}

/** Lets lazily loaded panels (battle, game over, bots) render before the page is read. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

beforeAll(async () => {
  // The lazy panels' modules, loaded once, so that a panel renders within `settle`.
  await Promise.all([import('../../src/ui/combat/CombatPanel'), import('../../src/ui/gameover/GameOver'), import('../../src/ui/bot/BotPanel')]);
  i18n.addResourceBundle(PSEUDO, 'translation', wrap(enAll), true, true);
  i18n.addResourceBundle(PSEUDO, HISTORY_NS, wrap(historyEn), true, true);
});

afterEach(async () => {
  await act(() => loadLanguage('en'));
});

describe('pseudo-locale: every visible text comes from a translation (issue 7 item 7)', () => {
  it('the untranslated-text finder finds untranslated text', () => {
    expect(untranslatedPart('⟦Turn ⟦3⟧⟧ — R7.5 (E17) 12 ★')).toBe('');
    expect(untranslatedPart('⟦Turn 3⟧ Union')).toBe('Union');
    // A list's joins stand only between translations: "and" elsewhere is untranslated.
    expect(untranslatedPart(new Intl.ListFormat(PSEUDO).format(['⟦Militia⟧', '⟦McClellan⟧', '⟦Rail Movement⟧']))).toBe('');
    expect(untranslatedPart(new Intl.ListFormat(PSEUDO).format(['⟦Militia⟧', '⟦McClellan⟧']))).toBe('');
    expect(untranslatedPart('⟦Militia⟧ and Union')).toBe('andUnion');
  });

  it('in a game played through a battle, its pages and a dialog', async () => {
    const store = createGameStore({ initial: newGame({ seed: 3 }), storage: null });
    const { user } = renderApp(store);
    await act(() => i18n.changeLanguage(PSEUDO));
    const seen: string[] = [];
    const check = (where: string) => seen.push(...untranslatedTexts().map((t) => `${where}: ${t}`));

    check('hand-off');
    passHandoff(store);
    check('game');
    // Refused actions: the banner renders the engine's key and arguments (a count, a taken
    // number; a card, a side), never the engine's English message.
    const enemyCard = store.getState().game.cards.confederate.hand[0]!;
    for (const refused of [{ type: 'end-turn' }, { type: 'discard', cards: [enemyCard] }] as Action[]) {
      act(() => void store.getState().dispatch(refused));
      expect(screen.getByTestId('rule-error').textContent).toMatch(/⟦/);
      check(`refused ${refused.type}`);
      act(() => store.getState().dismissError());
    }
    let battles = 0;
    let battlePanels = 0;
    for (let step = 0; step < 40 && battles < 2 && !winner(store.getState().game); step++) {
      const before = store.getState().game;
      act(() => void store.getState().dispatch(nextAction(before, step)));
      if (store.getState().game.combat && !before.combat) battles++;
      await settle();
      if (document.querySelector('section.combat')) battlePanels++;
      check(`step ${step}`);
      passHandoff(store);
      await settle();
      check(`step ${step}, after the hand-off`);
    }
    expect(battles).toBeGreaterThan(0);
    expect(battlePanels).toBeGreaterThan(0);

    await user.click(screen.getByTestId('new-game'));
    await screen.findByRole('dialog', {}, LAZY);
    check('new game dialog');
    await user.keyboard('{Escape}');
    for (const page of ['story', 'about'] as const) {
      await user.click(screen.getByTestId(`nav-${page}`));
      await screen.findByTestId(`${page}-page`, {}, LAZY);
      check(`${page} page`);
    }
    expect(seen).toEqual([]);
  }, 120_000);

  it('at the end of a game', async () => {
    // One step from the Europe end: a Confederate politician ends the game (R12.1).
    const state = newGame({ seed: 1, scenario: { europe: 8, active: 'confederate', hands: { confederate: ['C21', 'C01', 'C02'] } } });
    const store = createGameStore({ initial: state, storage: null });
    renderApp(store);
    await act(() => i18n.changeLanguage(PSEUDO));
    passHandoff(store);
    const deploy = legalActions(state).find((a) => a.type === 'deploy' && a.card === 'C21')!;
    act(() => void store.getState().dispatch(deploy));
    expect(await screen.findByTestId('game-over', {}, LAZY)).toBeTruthy();
    expect(untranslatedTexts()).toEqual([]);
  }, 60_000);
});
