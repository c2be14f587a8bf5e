/**
 * Where this edition's data comes from, for the About page (board.md and decks.md, Provenance).
 * A module of its own, outside the first-paint game chunk (vite.config.ts): only the lazily loaded
 * About page's strings read it.
 */

/** About-box note on where the map comes from (board.md, Provenance). */
export const BOARD_PROVENANCE =
  'The map is reconstructed from the published rules (the printed board is not public), and all of its data lives in src/data/board.ts so that an owner of the printed board can correct it.';

/** About-box note on where the decks come from (decks.md, Provenance). */
export const DECKS_PROVENANCE =
  'The printed card lists are not public; this deck is reconstructed to respect what is known about them (69 Union and 50 Confederate cards, I and II piles, forts Confederate only, naval movement Union only, the card texts of R11), and its data lives in src/data/decks.ts.';
