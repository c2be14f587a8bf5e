/**
 * Hands of any size (issue 8 item 4): payments (R6.1) and discards (R6.5) are listed by rows of
 * interchangeable cards, never by subsets of card ids, so a hand that saves and scenarios may hold
 * (R3.3: no hand limit) neither overflows the stack nor makes a list of hundreds of thousands.
 * `applyAction` still takes every legal payment and discard, listed or not.
 */
import { applyAction, hand, isLegal, legalActions, newGame, rulesOf } from '../../src/engine/index';
import type { Action, CardId, GameState } from '../../src/engine/index';
import { LISTED_DISCARDS_MAX } from '../../src/engine/legal';
import { game } from './helpers';

const unionDeck = (): CardId[] => rulesOf(newGame({ seed: 1 })).cardIds.union.slice();

/** A Union hand of `n` cards (every other card of the deck, then the rest), the others in the draw pile. */
function bigHand(n: number): GameState {
  const deck = unionDeck();
  const spread = [...deck.filter((_, i) => i % 2 === 0), ...deck.filter((_, i) => i % 2 === 1)];
  const held = spread.slice(0, n);
  return game({ hands: { union: held }, drawPiles: { union: deck.filter((c) => !held.includes(c)) } });
}

/** The number of distinct data rows among `cards`. */
const rowsOf = (s: GameState, cards: readonly CardId[]) => new Set(cards.map((c) => rulesOf(s).cardClass[c])).size;

describe('issue 8 item 4: hands of any size', () => {
  it('R6.5 R6.1 R3.3 a 25-card hand lists without a stack overflow, boundedly, and every listed action is accepted', () => {
    const s = bigHand(25);
    expect(hand(s, 'union')).toHaveLength(25);
    const listed = legalActions(s);
    // One or two cards by row and the whole hand: the square of the rows in hand, not 2^25.
    expect(rowsOf(s, hand(s, 'union'))).toBeGreaterThan(15);
    expect(listed.filter((a) => a.type === 'discard')).toHaveLength(boundedDiscards(s));
    expect(listed.length).toBeLessThan(20_000);
    for (const a of listed) expect(isLegal(s, a), JSON.stringify(a)).toBe(true);
  }, 60_000);

  it('R6.5 a hand of the whole Union deck (69 cards) lists too', () => {
    const s = bigHand(69);
    const listed = legalActions(s);
    expect(listed.some((a) => a.type === 'discard' && a.cards.length === 69)).toBe(true);
    expect(listed.filter((a) => a.type === 'discard')).toHaveLength(boundedDiscards(s));
    expect(boundedDiscards(s)).toBeLessThan(1000);
  }, 60_000);

  it('R6.5 with more than LISTED_DISCARDS_MAX discards, an unlisted legal discard (three cards) is still accepted', () => {
    const s = bigHand(25);
    const three = hand(s, 'union').slice(3, 6);
    const listed = legalActions(s).filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');
    expect(listed.some((a) => a.cards.length === 3)).toBe(false);
    const t = applyAction(s, { type: 'discard', cards: three });
    expect(hand(t, 'union')).toHaveLength(22);
    expect(t.cards.union.discard).toEqual(expect.arrayContaining(three));
  });

  it('R6.5 a hand of up to 8 distinct cards has every discard listed (LISTED_DISCARDS_MAX)', () => {
    const s = bigHand(8);
    const copies = new Map<string, number>();
    for (const c of hand(s, 'union')) copies.set(rulesOf(s).cardClass[c]!, (copies.get(rulesOf(s).cardClass[c]!) ?? 0) + 1);
    const every = [...copies.values()].reduce((n, k) => n * (k + 1), 1) - 1;
    expect(every).toBeLessThanOrEqual(LISTED_DISCARDS_MAX);
    expect(legalActions(s).filter((a) => a.type === 'discard')).toHaveLength(every);
  });

  it('R6.1 payments are listed once per choice of rows, exactly the cost (no overpayment); any copy is accepted', () => {
    // U01–U03 Volunteers (cost 1), U30–U31 McClellan, U35 Halleck: paying with either McClellan is one outcome.
    const s = game({ units: [], hands: { union: ['U01', 'U02', 'U03', 'U30', 'U31', 'U35'] } });
    const deploys = legalActions(s).filter((a): a is Extract<Action, { type: 'deploy' }> => a.type === 'deploy' && a.card === 'U01' && a.location === 'washington' && a.half === 'upper' && !a.navalCard);
    expect(deploys.map((a) => a.payment.join()).sort()).toEqual(['U02', 'U30', 'U35']);
    expect(deploys.every((a) => a.payment.length === rulesOf(s).cardById.U01!.cost)).toBe(true);
    const byCopy = applyAction(s, { type: 'deploy', card: 'U01', payment: ['U31'], location: 'washington', half: 'upper' });
    expect(hand(byCopy, 'union')).toEqual(['U02', 'U03', 'U30', 'U35']);
    expect(isLegal(s, { type: 'deploy', card: 'U01', payment: ['U03'], location: 'washington', half: 'upper' })).toBe(true);
    expect(isLegal(s, { type: 'deploy', card: 'U01', payment: ['U30', 'U31'], location: 'washington', half: 'upper' })).toBe(false);
  });
});

/**
 * The discards listed beyond LISTED_DISCARDS_MAX: one card of each of the r rows in hand, two of
 * two rows (r(r−1)/2), two of one row held at least twice, and the whole hand.
 */
function boundedDiscards(s: GameState): number {
  const copies = new Map<string, number>();
  for (const c of hand(s, 'union')) copies.set(rulesOf(s).cardClass[c]!, (copies.get(rulesOf(s).cardClass[c]!) ?? 0) + 1);
  const r = copies.size;
  return r + (r * (r - 1)) / 2 + [...copies.values()].filter((n) => n >= 2).length + 1;
}
