/** Decks, reshuffles and the Union clock (R4), and the empty-deck ruling (E14). */
import { applyAction, blockadeSpace, clockStatus, decision, hand, victoryPoints, vpBreakdown, winner } from '../../src/engine/index';
import type { GameState, LocationId, Scenario } from '../../src/engine/index';
import { CARDS } from '../../src/data';
import { cardCount, game, logOf } from './helpers';

const pile = (side: 'union' | 'confederate', p: 'base' | 'I' | 'II') => CARDS.filter((c) => c.side === side && c.pile === p).map((c) => c.id);
const union = (control: LocationId[]) => Object.fromEntries(control.map((l) => [l, 'union'])) as Scenario['control'];

/** The Union at the end of its turn with an empty hand and an empty draw pile: ending the turn must reshuffle. */
function unionMustReshuffle(reshuffles: 0 | 1 | 2, control: LocationId[], extra: Scenario = {}): GameState {
  return game({ units: [], actionsTaken: 2, drawPiles: { union: [] }, reshuffles: { union: reshuffles }, control: union(control), ...extra });
}

describe('R4 decks, reshuffles and the clock', () => {
  it('R4.1 an empty draw pile is refilled from the discard pile, adding the I pile at the first reshuffle', () => {
    const s = unionMustReshuffle(0, ['richmond']);
    expect(s.cards.union.discard).toHaveLength(41);
    expect(s.cards.union.pileI).toHaveLength(14);
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    const u = t.cards.union;
    expect(u.reshuffles).toBe(1);
    expect(u.pileI).toEqual([]);
    expect(u.pileII).toHaveLength(14);
    expect(u.discard).toEqual([]);
    expect(u.hand).toHaveLength(6);
    expect([...u.hand, ...u.draw].sort()).toEqual([...pile('union', 'base'), ...pile('union', 'I')].sort());
    expect(logOf(t, 'reshuffle-added')[0]?.args).toMatchObject({ pile: 'I', cards: 55 });
  });

  it('R4.1 the second reshuffle adds the II pile', () => {
    const s = unionMustReshuffle(1, ['richmond', 'vicksburg']);
    expect(s.cards.union.pileI).toEqual([]);
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    expect(t.cards.union.reshuffles).toBe(2);
    expect(t.cards.union.pileII).toEqual([]);
    expect(t.cards.union.hand.length + t.cards.union.draw.length).toBe(69);
  });

  it('R4.1 the Confederate adds its I pile at its first reshuffle too', () => {
    const s = game({ active: 'confederate', actionsTaken: 2, drawPiles: { confederate: [] } });
    const t = applyAction(s, { type: 'end-turn' });
    expect(t.cards.confederate.reshuffles).toBe(1);
    expect(t.cards.confederate.pileI).toEqual([]);
    expect(hand(t, 'confederate')).toHaveLength(5);
    expect(cardCount(t, 'confederate')).toBe(50);
  });

  it('R4.2 the Confederate reshuffles as often as needed; after the second he adds nothing', () => {
    const s = game({ active: 'confederate', actionsTaken: 2, drawPiles: { confederate: [] }, reshuffles: { confederate: 2 } });
    expect(s.cards.confederate.discard).toHaveLength(50);
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    expect(t.cards.confederate.reshuffles).toBe(2);
    expect(hand(t, 'confederate')).toHaveLength(5);
    expect(t.cards.confederate.draw).toHaveLength(45);
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'action' });
  });

  it('R4.1 no reshuffle until a card must be drawn: an empty draw pile with a full hand ends the turn without one (and without the R4.3 check)', () => {
    const full = ['U30', 'U31', 'U32', 'U33', 'U34', 'U35'];
    const s = unionMustReshuffle(0, [], { hands: { union: full } });
    expect(victoryPoints(s)).toBe(0);
    const t = applyAction(s, { type: 'end-turn' });
    // A reshuffle now would lose the game (R4.3: fewer than 2 VP); none is due, so the game goes on.
    expect(winner(t)).toBeNull();
    expect(t.cards.union.reshuffles).toBe(0);
    expect(t.cards.union.pileI).toEqual(s.cards.union.pileI);
    expect(t.cards.union.discard).toEqual(s.cards.union.discard);
    expect(hand(t, 'union')).toEqual(full);
    expect(logOf(t, 'reshuffle-check')).toEqual([]);
    expect(decision(t)).toMatchObject({ side: 'confederate', kind: 'action' });
  });

  it('R4.1 the cards left in the draw pile are drawn first; the reshuffle comes when the pile runs out mid-draw', () => {
    const s = unionMustReshuffle(0, ['manassas', 'knoxville'], { drawPiles: { union: ['U30', 'U31'] } });
    const discardBefore = s.cards.union.discard.length;
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    const u = t.cards.union;
    expect(u.hand).toHaveLength(6);
    expect(u.hand.slice(0, 2)).toEqual(['U30', 'U31']);
    expect(u.reshuffles).toBe(1);
    // The new pile: the old discard pile and the I pile, less the 4 cards drawn from it.
    expect(u.draw).toHaveLength(discardBefore + 14 - 4);
    expect(u.discard).toEqual([]);
  });

  it('R4.3 first Union reshuffle with fewer than 2 VP: the Confederate wins', () => {
    const t = applyAction(unionMustReshuffle(0, ['manassas']), { type: 'end-turn' });
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R4.3' });
    expect(decision(t)).toBeNull();
  });

  it('R4.3 first Union reshuffle with exactly 2 VP goes on', () => {
    const t = applyAction(unionMustReshuffle(0, ['manassas', 'knoxville']), { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    expect(t.cards.union.reshuffles).toBe(1);
  });

  it('R4.3 second Union reshuffle with fewer than 5 VP: the Confederate wins; with 5 it goes on', () => {
    const lose = applyAction(unionMustReshuffle(1, ['richmond', 'manassas']), { type: 'end-turn' });
    expect(winner(lose)).toMatchObject({ side: 'confederate', rule: 'R4.3' });
    const go = applyAction(unionMustReshuffle(1, ['richmond', 'vicksburg']), { type: 'end-turn' });
    expect(winner(go)).toBeNull();
  });

  it('R4.3 the check is made at the moment of reshuffling, even in the middle of a turn (Conscription)', () => {
    const s = unionMustReshuffle(0, [], { actionsTaken: 0, hands: { union: ['U24'] } });
    const t = applyAction(s, { type: 'free-action', card: 'U24' });
    expect(winner(t)).toMatchObject({ side: 'confederate', rule: 'R4.3' });
  });

  it('R4.3 R11.2 the check is made on the Confederate turn too: a Union cancelling a raid draws into a reshuffle and loses at once (card audit)', () => {
    const s = unionMustReshuffle(0, [], { active: 'confederate', actionsTaken: 0, hands: { union: ['U51', 'U30'], confederate: ['C27'] } });
    const t = applyAction(s, { type: 'card-action', card: 'C27' });
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'cavalry-raid-response' });
    const r = applyAction(t, { type: 'cavalry-raid-response', card: 'U51' });
    expect(winner(r)).toMatchObject({ side: 'confederate', rule: 'R4.3' });
    expect(r.active).toBe('confederate');
    expect(decision(r)).toBeNull();
  });

  it('R4.4 a third Union exhaustion ends the game at once: the Union wins with 12 VP', () => {
    const twelve: LocationId[] = ['richmond', 'vicksburg', 'atlanta', 'new-orleans', 'manassas', 'fort-monroe', 'knoxville'];
    const s = unionMustReshuffle(2, twelve);
    expect(victoryPoints(s)).toBe(12);
    expect(s.cards.union.discard.length).toBeGreaterThan(0);
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toMatchObject({ side: 'union', rule: 'R4.4' });
  });

  it('R4.4 a third Union exhaustion with 11 VP: the Confederate wins', () => {
    const s = unionMustReshuffle(2, ['richmond', 'vicksburg', 'atlanta', 'new-orleans', 'manassas', 'fort-monroe']);
    expect(victoryPoints(s)).toBe(11);
    expect(winner(applyAction(s, { type: 'end-turn' }))).toMatchObject({ side: 'confederate', rule: 'R4.4' });
  });

  it('R4.4 clockStatus names the next check', () => {
    expect(clockStatus(game({})).nextCheck).toMatchObject({ reshuffle: 1, needsVp: 2, rule: 'R4.3' });
    expect(clockStatus(game({ reshuffles: { union: 2 } })).nextCheck).toMatchObject({ reshuffle: 3, needsVp: 12, rule: 'R4.4' });
  });

  it('R4.5 only the Union scores: controlled locations plus the VP of the Blockade space (only that space)', () => {
    const s = game({ units: [], control: union(['richmond', 'vicksburg']), blockade: 3 });
    expect(victoryPoints(s)).toBe(3 + 2 + 2);
    expect(vpBreakdown(s)).toMatchObject({ blockade: 2, total: 7 });
    // Space 5 is worth 3, not the sum of the spaces passed.
    expect(victoryPoints(game({ units: [], blockade: 5 }))).toBe(3);
    expect(blockadeSpace(game({ units: [], blockade: 5 }))).toBe(5);
    // Start: the Union controls no location with VP.
    expect(victoryPoints(game({}))).toBe(0);
  });

  it('R4.5 a contested location scores for nobody', () => {
    const s = game({
      units: [
        { side: 'union', kind: 'army', strength: 2, location: 'nashville', half: 'upper' },
        { side: 'confederate', kind: 'army', strength: 1, location: 'nashville', half: 'lower' },
        { side: 'union', kind: 'army', strength: 2, location: 'memphis' },
      ],
    });
    expect(victoryPoints(s)).toBe(1); // Memphis only
  });
});

describe('E14 empty draw and discard piles', () => {
  it('E14 when the draw pile and the discard pile are both empty, the draw simply stops', () => {
    const all = CARDS.filter((c) => c.side === 'confederate').map((c) => c.id);
    const s = game({
      active: 'confederate', actionsTaken: 2, reshuffles: { confederate: 2 },
      hands: { confederate: ['C01', 'C02'] }, drawPiles: { confederate: [] },
      removed: { confederate: all.filter((id) => id !== 'C01' && id !== 'C02') },
    });
    expect(s.cards.confederate.discard).toEqual([]);
    const t = applyAction(s, { type: 'end-turn' });
    expect(winner(t)).toBeNull();
    expect(hand(t, 'confederate')).toEqual(['C01', 'C02']);
    expect(logOf(t, 'draw-stops')[0]?.rules).toContain('E14');
    expect(decision(t)).toMatchObject({ side: 'union', kind: 'action' });
  });

  it('E14 a draw pile running out part way gives what there is', () => {
    const all = CARDS.filter((c) => c.side === 'confederate').map((c) => c.id);
    const s = game({
      active: 'confederate', actionsTaken: 2, reshuffles: { confederate: 2 },
      drawPiles: { confederate: ['C03', 'C04'] },
      removed: { confederate: all.filter((id) => id !== 'C03' && id !== 'C04') },
    });
    const t = applyAction(s, { type: 'end-turn' });
    expect(hand(t, 'confederate').sort()).toEqual(['C03', 'C04']);
  });
});
