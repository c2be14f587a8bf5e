/**
 * Named balance variants of the board and deck data, for the simulator only (docs/balance.md).
 * Each `apply()` patches the shared data objects in place and must run before the engine or the
 * bot is loaded (the simulator's worker does so); the default data stays as documented.
 */

/** A named data change and its rationale. */
export interface DataVariant {
  description: string;
  apply(): void;
}

/** The variants by name. */
export const DATA_VARIANTS: Record<string, DataVariant> = {};
