/**
 * Types of this edition's board and deck data (../shared/reference/board.md, decks.md).
 * The data files (`board.ts`, `decks.ts`) hold only data of these shapes; the engine reads them.
 */

/** The two sides (R1.1). */
export type Side = 'union' | 'confederate';
/** A location's two halves (R5.1): upper = north, lower = south. */
export type Half = 'upper' | 'lower';

/** Location ids of board.md. */
export type LocationId =
  | 'harrisburg' | 'cincinnati' | 'st-louis' | 'washington' | 'harpers-ferry' | 'kentucky'
  | 'cairo' | 'manassas' | 'front-royal' | 'fredericksburg' | 'richmond' | 'fort-monroe'
  | 'knoxville' | 'fort-henry-donelson' | 'nashville' | 'memphis' | 'chattanooga' | 'atlanta'
  | 'savannah' | 'vicksburg' | 'new-orleans';

/** One location of the map (R5.1–R5.3, R5.7, R5.10). */
export interface LocationData {
  id: LocationId;
  name: string;
  /** The location's colour: the side that controls it when nobody else has taken it (R5.4). */
  colour: Side;
  /** Union VP printed on it (R4.5); 0 when none. */
  vp: number;
  /** Present on ports (R5.3): the half where armies land by sea (E5) and the naval defence modifier. */
  port?: { harbourHalf: Half; navalDefence: number };
  /** Supply source for this side (R5.7). */
  supplySource?: Side;
  /** One of the three topmost Union locations the Confederates may never enter (R5.10). */
  noConfederateEntry?: boolean;
  /** Real latitude/longitude, for laying out the SVG map. */
  lat: number;
  lon: number;
}

/** One end of a rail link: the location and the half the link enters (R5.1). */
export interface LinkEnd { location: LocationId; half: Half }

/** A rail link (R5.1, R5.2): `modifier` is the defence bonus for a defender of `modifierSide`. */
export interface RailLink {
  /** 1-based number as in board.md. */
  id: number;
  a: LinkEnd;
  b: LinkEnd;
  modifier?: { side: Side; value: number; note?: string };
}

/** One space of the Blockade track (R10.1). */
export interface BlockadeSpace { handSize: number; vp: number }

/** Card ids of decks.md: U01–U69, C01–C50. */
export type CardId = string;
/** Which pile a card starts in (R1.2). */
export type CardPile = 'base' | 'I' | 'II';
/** The unit in a card's top area (R2.1). */
export type TopUnit =
  | { kind: 'army'; strength: 1 | 2 | 3 }
  | { kind: 'fort' }
  | { kind: 'ship' }
  | { kind: 'politician' };
/**
 * The card texts of R11, as written in the data rows. Each has one ability module in
 * src/engine/cards/ and one `card.text.<text>` string per language (docs/adding-a-card.md); the
 * ruleset schema accepts exactly these.
 */
export const CARD_TEXTS = [
  'conscription', 'blockade-runner', 'cavalry-raid', 'high-ground',
  'paper-money', 'cotton-bonds', 'rail-movement', 'reinforcements',
] as const;
/** One of `CARD_TEXTS`. */
export type CardText = (typeof CARD_TEXTS)[number];

/** One physical card (decks.md). */
export interface CardData {
  id: CardId;
  side: Side;
  pile: CardPile;
  name: string;
  top?: TopUnit;
  /** Cards discarded from hand to deploy the top unit (R6.1); present exactly when `top` is. */
  cost?: number;
  /** Leadership value (R2.2), 0 when none. */
  leadership: number;
  /** Movement symbol (R2.2). */
  movement: boolean;
  /** Naval movement symbol (R2.2; Union only). */
  naval: boolean;
  text?: CardText;
}
