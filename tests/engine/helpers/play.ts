/**
 * Random legal play for the property tests: at each decision, one action chosen uniformly among
 * `legalActions`. The choice at step i is `choices[i]` (drawn by fast-check, so a failure
 * shrinks and replays); past the end of `choices` it comes from a hash of (seed, i), so a game
 * is fully determined by its seed, its choices, its variants and its start: the rulebook's (R1.5)
 * or, in about half the games, a crowded random position drawn from the seed (`crowdedScenario`),
 * where battles, withdrawals, retreats and eliminations come about ten times as often.
 */
import { mulberry32 } from '../../../src/bot/rng';
import fc from 'fast-check';
import { applyAction, decision, legalActions, newGame } from '../../../src/engine/index.ts';
import { crowdedGame } from './crowded.ts';
import type { Action, GameState, Variants } from '../../../src/engine/index.ts';

/** Upper bound on the actions of one game (a random game averages about 100). */
export const MAX_ACTIONS = 3000;

export interface GameSpec {
  seed: number;
  choices: number[];
  variants: Variants;
  /** Start from a crowded random position drawn from `seed` rather than the rulebook's setup. */
  crowded?: boolean;
}

/** Seeds, choice indices and variants for a whole random game. */
export const gameSpec = (maxChoices = 300): fc.Arbitrary<GameSpec> => fc.record({
  seed: fc.integer({ min: 1, max: 0x7fffffff }),
  choices: fc.array(fc.nat(), { maxLength: maxChoices, size: 'max' }),
  variants: fc.record({ passThroughContested: fc.boolean(), openDiscards: fc.boolean() }),
  crowded: fc.boolean(),
});

/** The game `spec` starts from (a crowded position's draws apart from the choices, from the seed). */
export function startOf(spec: GameSpec): GameState {
  return spec.crowded
    ? crowdedGame(spec.seed, mulberry32((spec.seed ^ 0x9e3779b9) >>> 0), spec.variants)
    : newGame({ seed: spec.seed, variants: spec.variants });
}

/** A 31-bit hash of (seed, step): the choice once fast-check's list runs out. */
export function fallbackChoice(seed: number, step: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(step + 1, 0xc2b2ae35)) >>> 0;
  h ^= h >>> 16; h = Math.imul(h, 0x7feb352d) >>> 0;
  h ^= h >>> 15; h = Math.imul(h, 0x846ca68b) >>> 0;
  h ^= h >>> 16;
  return h >>> 1;
}

/** The raw choice (a non-negative integer) for `step` of the game `spec`. */
export function choiceAt(spec: GameSpec, step: number): number {
  return step < spec.choices.length ? spec.choices[step]! : fallbackChoice(spec.seed, step);
}

export interface StepInfo {
  /** 0-based index of the action about to be / just applied. */
  step: number;
  /** The state before the action. */
  before: GameState;
  actions: Action[];
  action: Action;
  /** The state after the action. */
  after: GameState;
  /** The raw choice for this step: tests derive their "random points" from its high bits. */
  choice: number;
}

export interface PlayedGame {
  final: GameState;
  actions: Action[];
  /** True when the game was still running after MAX_ACTIONS actions. */
  truncated: boolean;
}

/** Describes a game for failure messages: enough to replay it. */
export function describeSpec(spec: GameSpec, step?: number): string {
  const variants = Object.entries(spec.variants).filter(([, on]) => on).map(([k]) => k).join(',') || 'none';
  return `seed ${spec.seed}${spec.crowded ? ' (crowded start)' : ''}, ${spec.choices.length} fast-check choices, variants ${variants}${step === undefined ? '' : `, step ${step}`}`;
}

/** Plays `spec` to the end (or MAX_ACTIONS), calling `onStep` after every action. */
export function playGame(spec: GameSpec, onStep?: (info: StepInfo) => void, onStart?: (state: GameState) => void): PlayedGame {
  let state = startOf(spec);
  onStart?.(state);
  const played: Action[] = [];
  for (let step = 0; step < MAX_ACTIONS; step++) {
    if (!decision(state)) return { final: state, actions: played, truncated: false };
    const actions = legalActions(state);
    if (actions.length === 0) throw new Error(`A decision is pending but legalActions is empty (${describeSpec(spec, step)}): ${JSON.stringify(decision(state))}`);
    const choice = choiceAt(spec, step);
    const action = actions[choice % actions.length]!;
    const after = applyAction(state, action);
    played.push(action);
    onStep?.({ step, before: state, actions, action, after, choice });
    state = after;
  }
  return { final: state, actions: played, truncated: decision(state) !== null };
}

/** Replays a recorded action list from a seed (for reproductions). */
export function replay(seed: number, variants: Variants, actions: readonly Action[]): GameState {
  let state = newGame({ seed, variants });
  for (const a of actions) state = applyAction(state, a);
  return state;
}

/** A small seeded generator for sampling inside a step (mulberry32). */
export const rngFrom = mulberry32;
