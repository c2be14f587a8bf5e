/** This edition's board and deck data and their types (board.md, decks.md). */
export * from './types';
export * from './board';
export * from './decks';
