/**
 * The card abilities as modules (issue 7 item 3): one module per ability, keyed by the card text;
 * the lister and the checker ask the same module (R11.1: whose free action it is), and a card with
 * an existing ability is added by a data row alone (docs/adding-a-card.md).
 */
import { applyAction, decision, DEFAULT_RULESET, describeAction, hand, isLegal, legalActions, newGame, rulesOf } from '../../src/engine/index';
import type { Action } from '../../src/engine/index';
import type { CardData } from '../../src/data/types';
import { ABILITIES, ABILITY_OF_TEXT, abilityOf } from '../../src/engine/cards';
import { all, expectRefused, find, game } from './helpers';
import { bindRuleset } from '../../src/bot/rules';
import { proposeActions } from '../../src/bot/candidates';
import { contextFromState } from '../../src/bot/context';
import { cardValue } from '../../src/bot/cards';
import { ABILITY_VALUE } from '../../src/bot/ability-values';

describe('card ability registry (issue 7 item 3)', () => {
  it('R11 every card text of the default decks has exactly one ability module, of the kind the rulebook gives it', () => {
    const texts = new Set(DEFAULT_RULESET.cards.flatMap((c) => (c.text ? [c.text] : [])));
    expect([...texts].sort()).toEqual(Object.keys(ABILITY_OF_TEXT).sort());
    const kinds = Object.fromEntries(Object.values(ABILITIES).map((a) => [a.id, `${a.kind} ${a.rule}`]));
    expect(kinds).toEqual({
      'free-draw': 'free-action R11.1', 'cavalry-raid': 'action R11.2', 'high-ground': 'benefit R11.3',
      'free-deploy': 'action R11.4', 'rail-movement': 'action R11.5', 'reinforcements': 'benefit R11.6',
    });
    for (const a of Object.values(ABILITIES)) {
      if (a.kind === 'benefit') expect(a.plays?.length).toBeGreaterThan(0);
      else expect(typeof a.offer).toBe('function');
    }
  });

  it('a card without text has no ability', () => {
    expect(abilityOf({})).toBeNull();
    expect(abilityOf({ text: 'paper-money' })).toBe(ABILITIES['free-deploy']);
    expect(abilityOf({ text: 'cotton-bonds' })).toBe(ABILITIES['free-deploy']);
  });
});

describe('R11.1 the free action is its own side\'s, listed and checked alike', () => {
  it('R11.1 a Conscription in the Confederate hand is neither listed nor accepted; Blockade Runner in the Union hand neither', () => {
    // A position no game reaches (each side draws from its own deck; scenarios refuse it), made by
    // editing a copy of the state, to check that listing and checking ask the same question.
    const s = structuredClone(game({ active: 'confederate', hands: { confederate: ['C01'], union: ['U01'] } }));
    s.cards.confederate.hand.push('U24');
    expect(all(s, 'free-action')).toEqual([]);
    expectRefused(s, { type: 'free-action', card: 'U24' }, 'R11.1');
    const u = structuredClone(game({ hands: { union: ['U01'], confederate: ['C01'] } }));
    u.cards.union.hand.push('C26');
    expect(all(u, 'free-action')).toEqual([]);
    expectRefused(u, { type: 'free-action', card: 'C26' }, 'R11.1');
  });

  it('R11.1 the card\'s own side decides: a Confederate card printed with the Conscription text is the Confederacy\'s free action', () => {
    const row: CardData = { id: 'C99', side: 'confederate', pile: 'base', name: 'Southern Draft', leadership: 0, movement: false, naval: false, text: 'conscription' };
    const ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'test-southern-draft', cards: [...DEFAULT_RULESET.cards, row] };
    const s = newGame({ seed: 1, ruleset, scenario: { active: 'confederate', hands: { confederate: ['C99', 'C01'] } } });
    expect(all(s, 'free-action')).toEqual([{ type: 'free-action', card: 'C99' }]);
    expect(hand(applyAction(s, { type: 'free-action', card: 'C99' }), 'confederate')).toHaveLength(1 + 3);
  });

  it('R11.1 each side\'s own card is listed and accepted', () => {
    const c = game({ active: 'confederate', hands: { confederate: ['C26'] } });
    expect(all(c, 'free-action')).toEqual([{ type: 'free-action', card: 'C26' }]);
    expect(isLegal(c, { type: 'free-action', card: 'C26' })).toBe(true);
    const u = game({ hands: { union: ['U24'] } });
    expect(all(u, 'free-action')).toEqual([{ type: 'free-action', card: 'U24' }]);
    // The cards it draws are logged citing R11.1 (a log entry's rule badge).
    const drawn = applyAction(u, { type: 'free-action', card: 'U24' }).log.filter((e) => e.key === 'draw');
    expect(drawn.map((e) => e.rules)).toEqual([['R11.1']]);
  });
});

describe('adding a card with an existing ability is one data row (docs/adding-a-card.md)', () => {
  // A second Union Paper Money (R11.4) with a new id, in the base pile.
  const newCardRow: CardData = { id: 'U99', side: 'union', pile: 'base', name: 'Greenbacks', leadership: 1, movement: false, naval: false, text: 'paper-money' };
  const ruleset = { ...structuredClone(DEFAULT_RULESET), id: 'test-extra-card', cards: [...DEFAULT_RULESET.cards, newCardRow] };

  it('R11.4 the new card is offered, played and described through its ability module', () => {
    const s = newGame({ seed: 1, ruleset, scenario: { hands: { union: ['U99', 'U01', 'U02'] } } });
    expect(rulesOf(s).cardById.U99!.name).toBe('Greenbacks');
    const offered = legalActions(s).filter((a) => a.type === 'card-action' && a.card === 'U99');
    expect(offered.length).toBeGreaterThan(0);
    const play = offered[0]!;
    expect(describeAction(play, s)).toMatch(/^Greenbacks \(U99\): deploy Volunteers \(U0[12]\) in /);
    const t = applyAction(s, play);
    expect(t.cards.union.discard).toContain('U99');
    expect(hand(t, 'union')).toHaveLength(1);
    expect(t.units.filter((u) => u.side === 'union').length).toBe(s.units.filter((u) => u.side === 'union').length + 1);
    // The optional second unit follows as its own decision (R11.4, X9).
    expect(t.pending).toEqual({ kind: 'second-deploy', card: 'U99' });
  });

  it('R11.4 the bot proposes the new card and values it by its ability, with no code of its own', () => {
    const s = newGame({ seed: 1, ruleset, scenario: { hands: { union: ['U99', 'U01', 'U02'] } } });
    bindRuleset(s);
    const proposed = proposeActions(contextFromState(s)).filter((a) => a.type === 'card-action' && a.card === 'U99');
    expect(proposed.length).toBeGreaterThan(0);
    for (const a of proposed) expect(isLegal(s, a)).toBe(true);
    // Same row as Volunteers' leadership 1 without a top, plus Paper Money's ability value.
    expect(cardValue('U99')).toBeCloseTo(0.15 + 1 * 0.28 + ABILITY_VALUE['free-deploy']);
  });

  it('the new card is in the Union cards of a standard game under that ruleset', () => {
    const s = newGame({ seed: 2, ruleset });
    const c = s.cards.union;
    expect([...c.draw, ...c.hand, ...c.pileI, ...c.pileII, ...c.discard]).toContain('U99');
  });
});

describe('an accepted action is a listed one: fields a use does not read are refused (issue 7 item 4)', () => {
  it('R11.2 R11.4 R11.5 a card-action carries only the fields of its ability (moves for Rail Movement, deploys for Paper Money, neither for a raid)', () => {
    const u = game({ hands: { union: ['U26', 'U27', 'U15', 'U01'] } });
    const money = find(u, 'card-action', (a) => a.card === 'U26');
    const rail = find(u, 'card-action', (a) => a.card === 'U27');
    expect(isLegal(u, money)).toBe(true);
    expect(isLegal(u, rail)).toBe(true);
    expectRefused(u, { ...money, moves: rail.moves }, 'R11.4');
    expectRefused(u, { ...rail, deploys: money.deploys }, 'R11.5');
    const c = game({ active: 'confederate', hands: { confederate: ['C27', 'C01'] } });
    expect(isLegal(c, { type: 'card-action', card: 'C27' })).toBe(true);
    expectRefused(c, { type: 'card-action', card: 'C27', moves: [] }, 'R11.2');
    expectRefused(c, { type: 'card-action', card: 'C27', deploys: [] }, 'R11.2');
  });

  it('R6.1.3 R6.1.4 X10 a ship or a politician is placed in no location: a deploy naming one is refused; Paper Money deploys them too, free (R11.4)', () => {
    const s = game({ hands: { union: ['U17', 'U21', 'U01', 'U02', 'U26'] } });
    expect(all(s, 'deploy', (a) => a.card === 'U17' || a.card === 'U21').every((a) => a.location === undefined && a.half === undefined)).toBe(true);
    expect(isLegal(s, { type: 'deploy', card: 'U17', payment: ['U01'] })).toBe(true);
    expectRefused(s, { type: 'deploy', card: 'U17', payment: ['U01'], location: 'washington', half: 'upper' }, 'R6.1.3');
    expect(isLegal(s, { type: 'deploy', card: 'U21', payment: ['U01', 'U02'] })).toBe(true);
    expectRefused(s, { type: 'deploy', card: 'U21', payment: ['U01', 'U02'], location: 'washington' }, 'R6.1.4');
    expect(isLegal(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U17' }] })).toBe(true);
    expectRefused(s, { type: 'card-action', card: 'U26', deploys: [{ card: 'U17', location: 'washington', half: 'lower' }] }, 'R6.1.3');
  });

  it('R11.3 a card played as High Ground brings no army: a High Ground play naming one is refused', () => {
    // The first defender-response of random games where High Ground may be played.
    let found = 0;
    for (let seed = 1; seed <= 60 && found < 3; seed++) {
      let s = newGame({ seed });
      for (let i = 0; i < 400 && decision(s); i++) {
        const legal = legalActions(s);
        const stand = legal.find((a): a is Extract<Action, { type: 'stand' }> => a.type === 'stand' && a.benefits.some((b) => b.kind === 'high-ground'));
        if (stand) {
          expect(isLegal(s, stand)).toBe(true);
          const unit = s.units.find((x) => x.side === s.combat!.defender)!.id;
          const withUnit = { ...stand, benefits: stand.benefits.map((b) => (b.kind === 'high-ground' ? { ...b, unit } : b)) } as Action;
          expectRefused(s, withUnit, 'R11.3');
          found++;
          break;
        }
        s = applyAction(s, legal[(i * 7919 + seed) % legal.length]!);
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
