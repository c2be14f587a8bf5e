/**
 * This edition's card data (../shared/reference/decks.md): 69 Union and 50 Confederate cards and
 * the counter stock. The printed card lists are not public; this is a reconstruction kept in one
 * file so that it can be corrected without touching the engine.
 */
import type { CardData, CardId, CardPile, CardText, Side, TopUnit } from './types';

/** About-box note on where the decks come from (decks.md, Provenance). */
export const DECKS_PROVENANCE =
  'The printed card lists are not public; this deck is reconstructed to respect what is known about them (69 Union and 50 Confederate cards, I and II piles, forts Confederate only, naval movement Union only, the card texts of R11), and its data lives in src/data/decks.ts.';

/** Top-unit codes of the row table: A1–A3 army of that strength, F fort, S ship, P politician, '' none. */
type TopCode = '' | 'A1' | 'A2' | 'A3' | 'F' | 'S' | 'P';

/**
 * One row of decks.md: [copies, pile, name, top, cost, leadership, symbols, text].
 * `symbols` holds 'M' for movement and 'N' for naval movement; cost is 0 when there is no top.
 */
type Row = [number, CardPile, string, TopCode, number, number, '' | 'M' | 'N' | 'MN', CardText?];

/** Union rows of decks.md, in order. */
const UNION_ROWS: readonly Row[] = [
  [5, 'base', 'Volunteers', 'A1', 1, 1, 'M'],
  [3, 'base', 'River Flotilla Troops', 'A1', 1, 0, 'MN'],
  [4, 'base', 'Ohio Regiments', 'A2', 1, 1, 'M'],
  [2, 'base', 'Pennsylvania Reserves', 'A2', 1, 2, ''],
  [2, 'base', 'Army of the Potomac', 'A3', 2, 2, 'M'],
  [4, 'base', 'Blockade Squadron', 'S', 1, 0, 'N'],
  [3, 'base', 'Seward', 'P', 2, 1, 'M'],
  [1, 'base', 'Conscription', '', 0, 0, 'M', 'conscription'],
  [1, 'base', 'High Ground', '', 0, 2, '', 'high-ground'],
  [1, 'base', 'Paper Money', '', 0, 1, '', 'paper-money'],
  [2, 'base', 'Rail Movement', '', 0, 1, 'M', 'rail-movement'],
  [1, 'base', 'Reinforcements', '', 0, 2, '', 'reinforcements'],
  [5, 'base', 'McClellan', '', 0, 2, 'M'],
  [4, 'base', 'Halleck', '', 0, 3, 'M'],
  [2, 'base', 'Foote', '', 0, 3, 'N'],
  [1, 'base', 'Burnside', '', 0, 4, 'M'],
  [1, 'I', 'Marine Brigade', 'A1', 1, 2, 'MN'],
  [2, 'I', 'Western Volunteers', 'A2', 1, 3, 'M'],
  [2, 'I', 'Army of the Cumberland', 'A3', 2, 3, 'M'],
  [2, 'I', 'Ironclads', 'S', 1, 1, 'N'],
  [1, 'I', 'Charles Francis Adams', 'P', 2, 2, 'M'],
  [1, 'I', 'Conscription', '', 0, 1, 'M', 'conscription'],
  [1, 'I', 'Cavalry Raid', '', 0, 3, 'M', 'cavalry-raid'],
  [1, 'I', 'Paper Money', '', 0, 2, '', 'paper-money'],
  [1, 'I', 'Rail Movement', '', 0, 3, 'M', 'rail-movement'],
  [1, 'I', 'Meade', '', 0, 4, 'M'],
  [1, 'I', 'Farragut', '', 0, 4, 'MN'],
  [1, 'II', 'Colored Troops', 'A1', 1, 2, 'MN'],
  [2, 'II', 'Veteran Corps', 'A2', 1, 3, 'M'],
  [2, 'II', 'Army of the Tennessee', 'A3', 1, 4, 'M'],
  [2, 'II', 'Anaconda Squadron', 'S', 1, 2, 'N'],
  [1, 'II', 'Emancipation Proclamation', 'P', 1, 3, 'M'],
  [1, 'II', "Sheridan's Raid", '', 0, 3, 'M', 'cavalry-raid'],
  [1, 'II', 'High Ground', '', 0, 3, '', 'high-ground'],
  [1, 'II', 'Reinforcements', '', 0, 3, 'M', 'reinforcements'],
  [2, 'II', 'Grant', '', 0, 5, 'M'],
  [1, 'II', 'Sherman', '', 0, 4, 'MN'],
];

/** Confederate rows of decks.md, in order. */
const CONFEDERATE_ROWS: readonly Row[] = [
  [3, 'base', 'Militia', 'A1', 1, 1, 'M'],
  [2, 'base', 'Partisan Rangers', 'A1', 1, 2, 'M'],
  [3, 'base', 'Virginia Brigades', 'A2', 1, 2, 'M'],
  [3, 'base', 'Texas Brigade', 'A2', 1, 3, ''],
  [2, 'base', 'Army of Northern Virginia', 'A3', 2, 3, 'M'],
  [2, 'base', 'Army of Tennessee', 'A3', 2, 4, ''],
  [4, 'base', 'Earthworks', 'F', 1, 1, ''],
  [1, 'base', 'CSS Virginia', 'S', 1, 1, ''],
  [3, 'base', 'Mason & Slidell', 'P', 2, 1, 'M'],
  [2, 'base', 'Judah Benjamin', 'P', 2, 2, ''],
  [1, 'base', 'Blockade Runner', '', 0, 1, 'M', 'blockade-runner'],
  [2, 'base', "Stuart's Ride", '', 0, 2, 'M', 'cavalry-raid'],
  [1, 'base', 'Forrest', '', 0, 3, 'M', 'cavalry-raid'],
  [2, 'base', 'High Ground', '', 0, 2, '', 'high-ground'],
  [1, 'base', "Marye's Heights", '', 0, 3, '', 'high-ground'],
  [1, 'base', 'Cotton Bonds', '', 0, 1, '', 'cotton-bonds'],
  [2, 'base', 'Rail Movement', '', 0, 2, 'M', 'rail-movement'],
  [1, 'base', 'Reinforcements', '', 0, 2, 'M', 'reinforcements'],
  [1, 'base', 'Longstreet', '', 0, 3, 'M', 'reinforcements'],
  [2, 'base', 'Lee', '', 0, 5, 'M'],
  [1, 'base', 'Jackson', '', 0, 4, 'M'],
  [2, 'I', 'Conscripts', 'A1', 1, 0, 'M'],
  [1, 'I', 'Peace Democrats', 'P', 2, 0, ''],
  [1, 'I', 'Blockade Runner', '', 0, 0, '', 'blockade-runner'],
  [1, 'I', 'Cotton Bonds', '', 0, 0, '', 'cotton-bonds'],
  [1, 'II', 'Home Guard', 'A1', 1, 0, ''],
  [1, 'II', 'Depleted Division', 'A2', 2, 0, ''],
  [2, 'II', 'Shortages', '', 0, 0, ''],
  [1, 'II', 'Hood', '', 0, 1, ''],
];

/** Decodes a row's top-unit code. */
function topUnit(code: TopCode): TopUnit | undefined {
  switch (code) {
    case 'A1': return { kind: 'army', strength: 1 };
    case 'A2': return { kind: 'army', strength: 2 };
    case 'A3': return { kind: 'army', strength: 3 };
    case 'F': return { kind: 'fort' };
    case 'S': return { kind: 'ship' };
    case 'P': return { kind: 'politician' };
    case '': return undefined;
  }
}

/** Expands a side's row table into physical cards, numbering ids in row order (decks.md). */
function expand(side: Side, rows: readonly Row[]): CardData[] {
  const prefix = side === 'union' ? 'U' : 'C';
  const cards: CardData[] = [];
  for (const [copies, pile, name, code, cost, leadership, symbols, text] of rows) {
    const top = topUnit(code);
    for (let i = 0; i < copies; i++) {
      cards.push({
        id: prefix + String(cards.length + 1).padStart(2, '0'),
        side,
        pile,
        name,
        ...(top ? { top, cost } : {}),
        leadership,
        movement: symbols.includes('M'),
        naval: symbols.includes('N'),
        ...(text ? { text } : {}),
      });
    }
  }
  return cards;
}

/** All 119 cards (R1.1, R1.2): U01–U69 then C01–C50, in decks.md row order. */
export const CARDS: readonly CardData[] = [
  ...expand('union', UNION_ROWS),
  ...expand('confederate', CONFEDERATE_ROWS),
];

/** Card data by id (R1.2). */
export const CARD_BY_ID: Readonly<Record<CardId, CardData>> = Object.fromEntries(
  CARDS.map((c) => [c.id, c]),
);

/** The Union deck's card ids, U01–U69 (R1.2). */
export const UNION_CARD_IDS: readonly CardId[] = CARDS.filter((c) => c.side === 'union').map((c) => c.id);

/** The Confederate deck's card ids, C01–C50 (R1.2). */
export const CONFEDERATE_CARD_IDS: readonly CardId[] = CARDS.filter((c) => c.side === 'confederate').map((c) => c.id);

/** Army tiles per side and strength (decks.md, unit stock; R6.1: a deploy needs a free tile). */
export const UNIT_STOCK: Readonly<Record<Side, Readonly<Record<1 | 2 | 3, number>>>> = {
  union: { 1: 8, 2: 10, 3: 6 },
  confederate: { 1: 7, 2: 8, 3: 6 },
};

/** Fort counters, Confederate only (decks.md, unit stock; R6.1). */
export const FORT_STOCK = 4;

/** Control flags in the box (decks.md, unit stock; R5.4). */
export const CONTROL_FLAG_STOCK = 18;
