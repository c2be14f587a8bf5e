import { createRng, mixSeed } from '../../src/bot';
import { actionKey, cardClass } from '../../src/bot/keys';
import { translateAction, unitIdMap } from '../../src/bot/translate';
import type { UnitState } from '../../src/engine';

describe('bot random generator', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRng(5);
    const b = createRng(5);
    const c = createRng(6);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });

  it('shuffles without losing items and picks within range', () => {
    const rng = createRng(1);
    const items = Array.from({ length: 30 }, (_, i) => i);
    expect(rng.shuffle(items).sort((x, y) => x - y)).toEqual(items);
    for (let i = 0; i < 100; i++) expect(rng.int(7)).toBeLessThan(7);
    expect(() => rng.pick([])).toThrow();
  });

  it('mixes seeds into uint32 values', () => {
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
    expect(mixSeed(1, 2)).toBe(mixSeed(1, 2));
    expect(mixSeed(123) >>> 0).toBe(mixSeed(123));
  });
});

describe('canonical action keys', () => {
  it('treat identical card copies and interchangeable units alike', () => {
    expect(cardClass('U02')).toBe(cardClass('U01'));
    expect(cardClass('U24')).not.toBe(cardClass('U50')); // Conscription I has leadership 1, base 0
    const names: Record<string, string> = { a: 'x/union/army/2/upper', b: 'x/union/army/2/upper', c: 'x/union/army/1/upper' };
    const name = (id: string): string => names[id] ?? id;
    const k1 = actionKey({ type: 'move', card: 'U01', from: 'washington', to: 'manassas', units: ['a', 'c'] }, name);
    const k2 = actionKey({ type: 'move', card: 'U03', from: 'washington', to: 'manassas', units: ['c', 'b'] }, name);
    const k3 = actionKey({ type: 'move', card: 'U03', from: 'washington', to: 'manassas', units: ['a', 'b'] }, name);
    expect(k1).toBe(k2);
    expect(k1).not.toBe(k3);
  });

  it('translate unit ids class by class', () => {
    const u = (id: string, strength: number): UnitState => ({ id, side: 'union', kind: 'army', strength, half: 'upper', location: 'washington' });
    const map = unitIdMap([u('a', 2), u('b', 2), u('c', 3)], [u('x', 3), u('y', 2), u('z', 2)]);
    expect(map.get('a')).toBe('y');
    expect(map.get('b')).toBe('z');
    expect(map.get('c')).toBe('x');
    expect(translateAction({ type: 'casualties', units: ['a', 'c'] }, map)).toEqual({ type: 'casualties', units: ['y', 'x'] });
  });
});

describe('public pile knowledge', () => {
  it('reads built and face-up cards from the log, forgetting discards at a reshuffle', async () => {
    const { publicPileKnowledge } = await import('../../src/bot/knowledge');
    const e = (key: string, args: Record<string, string | number>) => ({ key, args, turn: 1 });
    const log = [
      e('deploy-army', { side: 'confederate', card: 'Texas Brigade', strength: 2 }),
      e('deploy-army', { side: 'confederate', card: 'Militia', strength: 1 }),
      e('deploy-fort', { side: 'confederate', card: 'Earthworks' }),
      e('move', { side: 'confederate', card: 'Lee' }),
      e('move', { side: 'union', card: 'McClellan' }),
      e('reveal', { attacker: 'union', defender: 'confederate', attackerCard: 'Grant', defenderCard: 'Jackson' }),
      e('reshuffle', { side: 'confederate', cards: 20 }),
      e('free-action', { side: 'confederate', card: 'Blockade Runner' }),
    ];
    expect(publicPileKnowledge(log, 'confederate')).toEqual({ removed: ['Texas Brigade', 'Earthworks'], discard: ['Blockade Runner'] });
    expect(publicPileKnowledge(log, 'union')).toEqual({ removed: [], discard: ['McClellan', 'Grant'] });
  });
});
