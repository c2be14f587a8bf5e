/**
 * This edition's card data (../shared/reference/decks.md): 69 Union and 50 Confederate cards and
 * the counter stock. The printed card lists are not public; this is a reconstruction kept in one
 * file so that it can be corrected without touching the engine.
 */
import type { CardData, CardId, CardPile, CardText, Side, TopUnit } from './types';

/** Top-unit codes of the row table: A1–A3 army of that strength, F fort, S ship, P politician, '' none. */
type TopCode = '' | 'A1' | 'A2' | 'A3' | 'F' | 'S' | 'P';

/**
 * One row of decks.md: [ids, pile, name, top, cost, leadership, symbols, text].
 * `ids` names the row's physical cards, written out and never derived from the row's position
 * (saves name cards by id): one id ('U24') or an inclusive range of one prefix ('U01-U05'), one
 * card per id. A new card is a new row with new ids; no other card's id changes (issue 7).
 * `symbols` holds 'M' for movement and 'N' for naval movement; cost is 0 when there is no top.
 */
type Row = [string, CardPile, string, TopCode, number, number, '' | 'M' | 'N' | 'MN', CardText?];

/** Union rows of decks.md, in order. */
const UNION_ROWS: readonly Row[] = [
  ['U01-U05', 'base', 'Volunteers', 'A1', 1, 1, 'M'],
  ['U06-U08', 'base', 'River Flotilla Troops', 'A1', 1, 0, 'MN'],
  ['U09-U12', 'base', 'Ohio Regiments', 'A2', 1, 1, 'M'],
  ['U13-U14', 'base', 'Pennsylvania Reserves', 'A2', 1, 2, ''],
  ['U15-U16', 'base', 'Army of the Potomac', 'A3', 2, 2, 'M'],
  ['U17-U20', 'base', 'Blockade Squadron', 'S', 1, 0, 'N'],
  ['U21-U23', 'base', 'Seward', 'P', 2, 1, 'M'],
  ['U24', 'base', 'Conscription', '', 0, 0, 'M', 'conscription'],
  ['U25', 'base', 'High Ground', '', 0, 2, '', 'high-ground'],
  ['U26', 'base', 'Paper Money', '', 0, 1, '', 'paper-money'],
  ['U27-U28', 'base', 'Rail Movement', '', 0, 1, 'M', 'rail-movement'],
  ['U29', 'base', 'Reinforcements', '', 0, 2, '', 'reinforcements'],
  ['U30-U34', 'base', 'McClellan', '', 0, 2, 'M'],
  ['U35-U38', 'base', 'Halleck', '', 0, 3, 'M'],
  ['U39-U40', 'base', 'Foote', '', 0, 3, 'N'],
  ['U41', 'base', 'Burnside', '', 0, 4, 'M'],
  ['U42', 'I', 'Marine Brigade', 'A1', 1, 2, 'MN'],
  ['U43-U44', 'I', 'Western Volunteers', 'A2', 1, 3, 'M'],
  ['U45-U46', 'I', 'Army of the Cumberland', 'A3', 2, 3, 'M'],
  ['U47-U48', 'I', 'Ironclads', 'S', 1, 1, 'N'],
  ['U49', 'I', 'Charles Francis Adams', 'P', 2, 2, 'M'],
  ['U50', 'I', 'Conscription', '', 0, 1, 'M', 'conscription'],
  ['U51', 'I', 'Cavalry Raid', '', 0, 3, 'M', 'cavalry-raid'],
  ['U52', 'I', 'Paper Money', '', 0, 2, '', 'paper-money'],
  ['U53', 'I', 'Rail Movement', '', 0, 3, 'M', 'rail-movement'],
  ['U54', 'I', 'Meade', '', 0, 4, 'M'],
  ['U55', 'I', 'Farragut', '', 0, 4, 'MN'],
  ['U56', 'II', 'Colored Troops', 'A1', 1, 2, 'MN'],
  ['U57-U58', 'II', 'Veteran Corps', 'A2', 1, 3, 'M'],
  ['U59-U60', 'II', 'Army of the Tennessee', 'A3', 1, 4, 'M'],
  ['U61-U62', 'II', 'Anaconda Squadron', 'S', 1, 2, 'N'],
  ['U63', 'II', 'Emancipation Proclamation', 'P', 1, 3, 'M'],
  ['U64', 'II', "Sheridan's Raid", '', 0, 3, 'M', 'cavalry-raid'],
  ['U65', 'II', 'High Ground', '', 0, 3, '', 'high-ground'],
  ['U66', 'II', 'Reinforcements', '', 0, 3, 'M', 'reinforcements'],
  ['U67-U68', 'II', 'Grant', '', 0, 5, 'M'],
  ['U69', 'II', 'Sherman', '', 0, 4, 'MN'],
];

/** Confederate rows of decks.md, in order. */
const CONFEDERATE_ROWS: readonly Row[] = [
  ['C01-C03', 'base', 'Militia', 'A1', 1, 1, 'M'],
  ['C04-C05', 'base', 'Partisan Rangers', 'A1', 1, 2, 'M'],
  ['C06-C08', 'base', 'Virginia Brigades', 'A2', 1, 2, 'M'],
  ['C09-C11', 'base', 'Texas Brigade', 'A2', 1, 3, ''],
  ['C12-C13', 'base', 'Army of Northern Virginia', 'A3', 2, 3, 'M'],
  ['C14-C15', 'base', 'Army of Tennessee', 'A3', 2, 4, ''],
  ['C16-C19', 'base', 'Earthworks', 'F', 1, 1, ''],
  ['C20', 'base', 'CSS Virginia', 'S', 1, 1, ''],
  ['C21-C23', 'base', 'Mason & Slidell', 'P', 2, 1, 'M'],
  ['C24-C25', 'base', 'Judah Benjamin', 'P', 2, 2, ''],
  ['C26', 'base', 'Blockade Runner', '', 0, 1, 'M', 'blockade-runner'],
  ['C27-C28', 'base', "Stuart's Ride", '', 0, 2, 'M', 'cavalry-raid'],
  ['C29', 'base', 'Forrest', '', 0, 3, 'M', 'cavalry-raid'],
  ['C30-C31', 'base', 'High Ground', '', 0, 2, '', 'high-ground'],
  ['C32', 'base', "Marye's Heights", '', 0, 3, '', 'high-ground'],
  ['C33', 'base', 'Cotton Bonds', '', 0, 1, '', 'cotton-bonds'],
  ['C34-C35', 'base', 'Rail Movement', '', 0, 2, 'M', 'rail-movement'],
  ['C36', 'base', 'Reinforcements', '', 0, 2, 'M', 'reinforcements'],
  ['C37', 'base', 'Longstreet', '', 0, 3, 'M', 'reinforcements'],
  ['C38-C39', 'base', 'Lee', '', 0, 5, 'M'],
  ['C40', 'base', 'Jackson', '', 0, 4, 'M'],
  ['C41-C42', 'I', 'Conscripts', 'A1', 1, 0, 'M'],
  ['C43', 'I', 'Peace Democrats', 'P', 2, 0, ''],
  ['C44', 'I', 'Blockade Runner', '', 0, 0, '', 'blockade-runner'],
  ['C45', 'I', 'Cotton Bonds', '', 0, 0, '', 'cotton-bonds'],
  ['C46', 'II', 'Home Guard', 'A1', 1, 0, ''],
  ['C47', 'II', 'Depleted Division', 'A2', 2, 0, ''],
  ['C48-C49', 'II', 'Shortages', '', 0, 0, ''],
  ['C50', 'II', 'Hood', '', 0, 1, ''],
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

/**
 * The card ids a row's `ids` field names: 'U24' → ['U24']; 'U01-U05' → ['U01', …, 'U05'].
 * Throws when a range is malformed (different prefixes, end before start).
 */
export function expandIds(ids: string): CardId[] {
  const parts = ids.split('-');
  if (parts.length === 1) return [ids];
  const [from, to] = parts as [string, string];
  const m = /^([A-Z]+)(\d+)$/.exec(from);
  const n = /^([A-Z]+)(\d+)$/.exec(to);
  if (parts.length !== 2 || !m || !n || m[1] !== n[1] || Number(n[2]) < Number(m[2])) throw new Error(`Bad card id range ${ids}`);
  const width = m[2]!.length;
  const out: CardId[] = [];
  for (let i = Number(m[2]); i <= Number(n[2]); i++) out.push(m[1]! + String(i).padStart(width, '0'));
  return out;
}

/** Expands a side's row table into physical cards, with the ids each row names (decks.md). */
function expand(side: Side, rows: readonly Row[]): CardData[] {
  const cards: CardData[] = [];
  for (const [ids, pile, name, code, cost, leadership, symbols, text] of rows) {
    const top = topUnit(code);
    for (const id of expandIds(ids)) {
      cards.push({
        id,
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

/** Army tiles per side and strength (decks.md, unit stock; R6.1: a deploy needs a free tile). */
export const UNIT_STOCK: Readonly<Record<Side, Readonly<Record<1 | 2 | 3, number>>>> = {
  union: { 1: 8, 2: 10, 3: 6 },
  confederate: { 1: 7, 2: 8, 3: 6 },
};

/** Fort counters, Confederate only (decks.md, unit stock; R6.1). */
export const FORT_STOCK = 4;

/** Control flags in the box (decks.md, unit stock; R5.4). */
export const CONTROL_FLAG_STOCK = 18;
