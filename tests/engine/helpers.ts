/**
 * Shared helpers of the engine tests: scenario games, finding actions among the legal ones,
 * and checking RuleErrors. Tests import the engine only through its public door.
 */
import { applyAction, legalActions, newGame, RuleError, unitsAt } from '../../src/engine/index';
import type { Action, CombatResult, GameState, LocationId, Scenario, Side, Unit, Variants } from '../../src/engine/index';

/** A new game from `scenario` (seed 1 unless given). */
export function game(scenario: Scenario, variants?: Partial<Variants>, seed = 1): GameState {
  return newGame({ seed, scenario, ...(variants ? { variants } : {}) });
}

/** The first legal action matching `pred`; fails the test when there is none. */
export function find<T extends Action['type']>(state: GameState, type: T, pred: (a: Extract<Action, { type: T }>) => boolean = () => true): Extract<Action, { type: T }> {
  const found = legalActions(state).find((a) => a.type === type && pred(a as Extract<Action, { type: T }>));
  if (!found) throw new Error(`No legal ${type} action matches; legal types: ${[...new Set(legalActions(state).map((a) => a.type))].join(', ')}`);
  return found as Extract<Action, { type: T }>;
}

/** Every legal action of that type matching `pred`. */
export function all<T extends Action['type']>(state: GameState, type: T, pred: (a: Extract<Action, { type: T }>) => boolean = () => true): Extract<Action, { type: T }>[] {
  return legalActions(state).filter((a) => a.type === type && pred(a as Extract<Action, { type: T }>)) as Extract<Action, { type: T }>[];
}

/** Applies several actions in turn. */
export function play(state: GameState, ...actions: Action[]): GameState {
  return actions.reduce((s, a) => applyAction(s, a), state);
}

/** Units of `side` at `location` (optionally of one kind). */
export function at(state: GameState, location: LocationId, side?: Side, kind?: 'army' | 'fort'): Unit[] {
  return unitsAt(state, location).filter((u) => (!side || u.side === side) && (!kind || u.kind === kind));
}

/** The ids of the units of `side` at `location`. */
export function idsAt(state: GameState, location: LocationId, side?: Side, kind?: 'army' | 'fort'): string[] {
  return at(state, location, side, kind).map((u) => u.id);
}

/** Total strength of `side`'s units at `location`. */
export function strengthAt(state: GameState, location: LocationId, side: Side): number {
  return at(state, location, side).reduce((s, u) => s + u.strength, 0);
}

/** Runs `fn`, expecting a RuleError; returns it. */
export function ruleError(fn: () => unknown): RuleError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw new Error(`Expected a RuleError, got ${String(e)}`);
  }
  throw new Error('Expected a RuleError, but nothing was thrown');
}

/**
 * Applies `action`, expecting a RuleError naming `rule`; checks the input state is unchanged
 * (JSON before and after) and the message is plain words (not empty, no stack noise). Returns the error.
 */
export function expectRefused(state: GameState, action: Action, rule: string | RegExp): RuleError {
  const before = JSON.stringify(state);
  const err = ruleError(() => applyAction(state, action));
  if (typeof rule === 'string') expect(err.rule).toBe(rule);
  else expect(err.rule).toMatch(rule);
  expect(err.message.length).toBeGreaterThan(10);
  expect(err.message).toMatch(/[a-z]{3,} [a-z]{2,}/i);
  expect(JSON.stringify(state)).toBe(before);
  return err;
}

/** Log entries of `state` with key `key`. */
export function logOf(state: GameState, key: string): GameState['log'] {
  return state.log.filter((e) => e.key === key);
}

/** Total number of cards `side` has anywhere (for conservation checks). */
export function cardCount(state: GameState, side: Side): number {
  const c = state.cards[side];
  return c.hand.length + c.draw.length + c.pileI.length + c.pileII.length + c.discard.length + c.removed.length;
}

/** What a reveal showed, read from the state (combat still open) or from the log (combat over). */
export interface Revealed {
  attackerStrength: number;
  defenderStrength: number;
  winner: Side;
  /** The defender's terms other than armies and Leadership (forts, modifiers, benefits), from the log. */
  defenderTerms: Record<string, number>;
  /** Casualties owed (open combat) or taken (from the log). */
  losses: Record<Side, number>;
  /** The full result while the combat is still open (casualties or retreat pending), else null. */
  result: CombatResult | null;
  rules: string[];
}

/** The last reveal between `before` and `after`. */
export function revealed(before: GameState, after: GameState): Revealed {
  const fresh = after.log.slice(before.log.length);
  const entry = fresh.filter((e) => e.key === 'reveal').at(-1);
  if (!entry) throw new Error('No reveal happened');
  const defenderTerms: Record<string, number> = {};
  for (const part of String(entry.args.terms ?? '').split(' ').filter(Boolean)) {
    const [k, v] = part.split('+');
    defenderTerms[k!] = (defenderTerms[k!] ?? 0) + Number(v);
  }
  const result = after.combat?.result ?? null;
  const losses = { union: 0, confederate: 0 } as Record<Side, number>;
  if (result) Object.assign(losses, result.losses);
  else for (const e of fresh.filter((x) => x.key === 'casualties')) losses[e.args.side as Side] += Number(e.args.count);
  return {
    attackerStrength: Number(entry.args.attackerStrength),
    defenderStrength: Number(entry.args.defenderStrength),
    winner: entry.args.winner as Side,
    defenderTerms, losses, result, rules: entry.rules ?? [],
  };
}
