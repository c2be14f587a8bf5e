import { readFileSync } from 'node:fs';
import {
  CARDS,
  CONTROL_FLAG_STOCK,
  FORT_STOCK,
  UNIT_STOCK,
  expandIds,
  type CardData,
} from '../../src/data';
import { DECKS_PROVENANCE } from '../../src/data/provenance';

const CARD_BY_ID = Object.fromEntries(CARDS.map((c) => [c.id, c]));
const UNION_CARD_IDS = CARDS.filter((c) => c.side === 'union').map((c) => c.id);
const CONFEDERATE_CARD_IDS = CARDS.filter((c) => c.side === 'confederate').map((c) => c.id);

const union = CARDS.filter((c) => c.side === 'union');
const confederate = CARDS.filter((c) => c.side === 'confederate');
const countPile = (cards: CardData[], pile: string) => cards.filter((c) => c.pile === pile).length;
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => prefix + String(i + 1).padStart(2, '0'));

describe('deck sizes and piles (R1.1, R1.2)', () => {
  it('has 69 Union and 50 Confederate cards (R1.1)', () => {
    expect(CARDS).toHaveLength(119);
    expect(union).toHaveLength(69);
    expect(confederate).toHaveLength(50);
  });

  it('splits the Union deck base 41, I 14, II 14 (R1.2)', () => {
    expect(countPile(union, 'base')).toBe(41);
    expect(countPile(union, 'I')).toBe(14);
    expect(countPile(union, 'II')).toBe(14);
  });

  it('splits the Confederate deck base 40, I 5, II 5 (R1.2)', () => {
    expect(countPile(confederate, 'base')).toBe(40);
    expect(countPile(confederate, 'I')).toBe(5);
    expect(countPile(confederate, 'II')).toBe(5);
  });

  it('writes each card id in its data row: a range names one card per id, and ranges never overlap (issue 7)', () => {
    expect(expandIds('U24')).toEqual(['U24']);
    expect(expandIds('U01-U05')).toEqual(['U01', 'U02', 'U03', 'U04', 'U05']);
    expect(() => expandIds('U05-U01')).toThrow();
    expect(() => expandIds('U01-C05')).toThrow();
    const source = readFileSync(new URL('../../src/data/decks.ts', import.meta.url), 'utf8');
    const written = [...source.matchAll(/^\s*\['([UC]\d\d(?:-[UC]\d\d)?)',/gm)].flatMap((m) => expandIds(m[1]!));
    expect(written).toEqual(CARDS.map((c) => c.id));
    expect(new Set(written).size).toBe(written.length);
  });

  it('numbers cards U01–U69 and C01–C50 without gaps or duplicates (R1.2)', () => {
    expect(UNION_CARD_IDS).toEqual(ids('U', 69));
    expect(CONFEDERATE_CARD_IDS).toEqual(ids('C', 50));
    expect(CARDS.map((c) => c.id)).toEqual([...ids('U', 69), ...ids('C', 50)]);
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(119);
    for (const c of CARDS) expect(CARD_BY_ID[c.id]).toBe(c);
    expect(Object.keys(CARD_BY_ID)).toHaveLength(119);
  });

  it('orders each deck base, then I, then II (R1.2)', () => {
    const rank = { base: 0, I: 1, II: 2 };
    for (const deck of [union, confederate]) {
      const ranks = deck.map((c) => rank[c.pile]);
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    }
  });
});

describe('card invariants (R2.1, R2.2, R6.1)', () => {
  it('has forts only in the Confederate deck', () => {
    expect(union.some((c) => c.top?.kind === 'fort')).toBe(false);
    expect(confederate.filter((c) => c.top?.kind === 'fort')).toHaveLength(4);
  });

  it('has the naval movement symbol only in the Union deck', () => {
    expect(confederate.some((c) => c.naval)).toBe(false);
    expect(union.filter((c) => c.naval).length).toBeGreaterThan(0);
  });

  it('has a deploy cost exactly when there is a top unit (R6.1)', () => {
    for (const c of CARDS) {
      expect(c.cost !== undefined).toBe(c.top !== undefined);
      if (c.cost !== undefined) expect(c.cost).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps leadership between 0 and 5, with 4 and 5 present (R2.2)', () => {
    for (const c of CARDS) {
      expect(Number.isInteger(c.leadership)).toBe(true);
      expect(c.leadership).toBeGreaterThanOrEqual(0);
      expect(c.leadership).toBeLessThanOrEqual(5);
    }
    expect(CARDS.some((c) => c.leadership === 4)).toBe(true);
    expect(CARDS.some((c) => c.leadership === 5)).toBe(true);
  });

  it('uses Paper Money only for the Union and Cotton Bonds, Blockade Runner only for the Confederates (R11)', () => {
    expect(union.filter((c) => c.text === 'paper-money').map((c) => c.id)).toEqual(['U26', 'U52']);
    expect(confederate.some((c) => c.text === 'paper-money')).toBe(false);
    expect(union.some((c) => c.text === 'cotton-bonds' || c.text === 'blockade-runner')).toBe(false);
    expect(confederate.filter((c) => c.text === 'cotton-bonds').map((c) => c.id)).toEqual(['C33', 'C45']);
    expect(confederate.filter((c) => c.text === 'blockade-runner').map((c) => c.id)).toEqual(['C26', 'C44']);
  });
});

describe('card rows of decks.md (R1.2)', () => {
  /** Every row's first and last id and name, straight from decks.md. */
  const ROWS: [string, string, string][] = [
    ['U01', 'U05', 'Volunteers'], ['U06', 'U08', 'River Flotilla Troops'], ['U09', 'U12', 'Ohio Regiments'],
    ['U13', 'U14', 'Pennsylvania Reserves'], ['U15', 'U16', 'Army of the Potomac'], ['U17', 'U20', 'Blockade Squadron'],
    ['U21', 'U23', 'Seward'], ['U24', 'U24', 'Conscription'], ['U25', 'U25', 'High Ground'], ['U26', 'U26', 'Paper Money'],
    ['U27', 'U28', 'Rail Movement'], ['U29', 'U29', 'Reinforcements'], ['U30', 'U34', 'McClellan'], ['U35', 'U38', 'Halleck'],
    ['U39', 'U40', 'Foote'], ['U41', 'U41', 'Burnside'], ['U42', 'U42', 'Marine Brigade'], ['U43', 'U44', 'Western Volunteers'],
    ['U45', 'U46', 'Army of the Cumberland'], ['U47', 'U48', 'Ironclads'], ['U49', 'U49', 'Charles Francis Adams'],
    ['U50', 'U50', 'Conscription'], ['U51', 'U51', 'Cavalry Raid'], ['U52', 'U52', 'Paper Money'], ['U53', 'U53', 'Rail Movement'],
    ['U54', 'U54', 'Meade'], ['U55', 'U55', 'Farragut'], ['U56', 'U56', 'Colored Troops'], ['U57', 'U58', 'Veteran Corps'],
    ['U59', 'U60', 'Army of the Tennessee'], ['U61', 'U62', 'Anaconda Squadron'], ['U63', 'U63', 'Emancipation Proclamation'],
    ['U64', 'U64', "Sheridan's Raid"], ['U65', 'U65', 'High Ground'], ['U66', 'U66', 'Reinforcements'], ['U67', 'U68', 'Grant'],
    ['U69', 'U69', 'Sherman'],
    ['C01', 'C03', 'Militia'], ['C04', 'C05', 'Partisan Rangers'], ['C06', 'C08', 'Virginia Brigades'], ['C09', 'C11', 'Texas Brigade'],
    ['C12', 'C13', 'Army of Northern Virginia'], ['C14', 'C15', 'Army of Tennessee'], ['C16', 'C19', 'Earthworks'],
    ['C20', 'C20', 'CSS Virginia'], ['C21', 'C23', 'Mason & Slidell'], ['C24', 'C25', 'Judah Benjamin'], ['C26', 'C26', 'Blockade Runner'],
    ['C27', 'C28', "Stuart's Ride"], ['C29', 'C29', 'Forrest'], ['C30', 'C31', 'High Ground'], ['C32', 'C32', "Marye's Heights"],
    ['C33', 'C33', 'Cotton Bonds'], ['C34', 'C35', 'Rail Movement'], ['C36', 'C36', 'Reinforcements'], ['C37', 'C37', 'Longstreet'],
    ['C38', 'C39', 'Lee'], ['C40', 'C40', 'Jackson'], ['C41', 'C42', 'Conscripts'], ['C43', 'C43', 'Peace Democrats'],
    ['C44', 'C44', 'Blockade Runner'], ['C45', 'C45', 'Cotton Bonds'], ['C46', 'C46', 'Home Guard'], ['C47', 'C47', 'Depleted Division'],
    ['C48', 'C49', 'Shortages'], ['C50', 'C50', 'Hood'],
  ];

  it('gives every id range of decks.md its name', () => {
    let covered = 0;
    for (const [first, last, name] of ROWS) {
      const from = CARDS.findIndex((c) => c.id === first);
      const to = CARDS.findIndex((c) => c.id === last);
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeGreaterThanOrEqual(from);
      for (const c of CARDS.slice(from, to + 1)) expect(c.name).toBe(name);
      covered += to - from + 1;
    }
    expect(covered).toBe(119);
  });

  it('spot-checks cards against decks.md', () => {
    expect(CARD_BY_ID.U15).toEqual({
      id: 'U15', side: 'union', pile: 'base', name: 'Army of the Potomac',
      top: { kind: 'army', strength: 3 }, cost: 2, leadership: 2, movement: true, naval: false,
    });
    expect(CARD_BY_ID.U55).toEqual({
      id: 'U55', side: 'union', pile: 'I', name: 'Farragut', leadership: 4, movement: true, naval: true,
    });
    expect(CARD_BY_ID.C16).toEqual({
      id: 'C16', side: 'confederate', pile: 'base', name: 'Earthworks',
      top: { kind: 'fort' }, cost: 1, leadership: 1, movement: false, naval: false,
    });
    expect(CARD_BY_ID.C50).toEqual({
      id: 'C50', side: 'confederate', pile: 'II', name: 'Hood', leadership: 1, movement: false, naval: false,
    });
    expect(CARD_BY_ID.U64).toMatchObject({ name: "Sheridan's Raid", pile: 'II', text: 'cavalry-raid', leadership: 3, movement: true });
    expect(CARD_BY_ID.U64.top).toBeUndefined();
    expect(CARD_BY_ID.C37).toEqual({
      id: 'C37', side: 'confederate', pile: 'base', name: 'Longstreet',
      leadership: 3, movement: true, naval: false, text: 'reinforcements',
    });
  });

  it('spot-checks more cards: ships, politicians, cheap armies, naval armies', () => {
    expect(CARD_BY_ID.U06).toMatchObject({ top: { kind: 'army', strength: 1 }, cost: 1, leadership: 0, movement: true, naval: true });
    expect(CARD_BY_ID.U20).toMatchObject({ name: 'Blockade Squadron', top: { kind: 'ship' }, cost: 1, naval: true, movement: false });
    expect(CARD_BY_ID.U21).toMatchObject({ name: 'Seward', top: { kind: 'politician' }, cost: 2, leadership: 1 });
    expect(CARD_BY_ID.U59).toMatchObject({ name: 'Army of the Tennessee', top: { kind: 'army', strength: 3 }, cost: 1, leadership: 4 });
    expect(CARD_BY_ID.U63).toMatchObject({ top: { kind: 'politician' }, cost: 1, leadership: 3, movement: true });
    expect(CARD_BY_ID.U67).toMatchObject({ name: 'Grant', leadership: 5, movement: true, naval: false });
    expect(CARD_BY_ID.C20).toMatchObject({ name: 'CSS Virginia', top: { kind: 'ship' }, cost: 1, naval: false });
    expect(CARD_BY_ID.C38).toMatchObject({ name: 'Lee', leadership: 5, movement: true });
    expect(CARD_BY_ID.C47).toMatchObject({ name: 'Depleted Division', pile: 'II', top: { kind: 'army', strength: 2 }, cost: 2, leadership: 0 });
    expect(CARD_BY_ID.C48.text).toBeUndefined();
    expect(CARD_BY_ID.C48.leadership).toBe(0);
  });

  it('maps the card texts of R11 (R11)', () => {
    const byText = (t: string) => CARDS.filter((c) => c.text === t).map((c) => c.id);
    expect(byText('conscription')).toEqual(['U24', 'U50']);
    expect(byText('cavalry-raid')).toEqual(['U51', 'U64', 'C27', 'C28', 'C29']);
    expect(byText('high-ground')).toEqual(['U25', 'U65', 'C30', 'C31', 'C32']);
    expect(byText('rail-movement')).toEqual(['U27', 'U28', 'U53', 'C34', 'C35']);
    expect(byText('reinforcements')).toEqual(['U29', 'U66', 'C36', 'C37']);
    expect(CARDS.filter((c) => c.text).length).toBe(27);
  });
});

describe('counter stock (R6.1)', () => {
  it('has 45 army tiles split as decks.md says', () => {
    expect(UNIT_STOCK.union).toEqual({ 1: 8, 2: 10, 3: 6 });
    expect(UNIT_STOCK.confederate).toEqual({ 1: 7, 2: 8, 3: 6 });
    const total = (['union', 'confederate'] as const).reduce((s, side) => s + UNIT_STOCK[side][1] + UNIT_STOCK[side][2] + UNIT_STOCK[side][3], 0);
    expect(total).toBe(45);
  });

  it('has 4 Confederate forts, one per Earthworks card, and 18 control flags', () => {
    expect(FORT_STOCK).toBe(4);
    expect(FORT_STOCK).toBe(CARDS.filter((c) => c.top?.kind === 'fort').length);
    expect(CONTROL_FLAG_STOCK).toBe(18);
  });
});

describe('provenance', () => {
  it('says the deck is reconstructed and names the data file', () => {
    expect(DECKS_PROVENANCE).toMatch(/reconstructed/);
    expect(DECKS_PROVENANCE).toMatch(/not public/);
    expect(DECKS_PROVENANCE).toContain('src/data/decks.ts');
  });
});
