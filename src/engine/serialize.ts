/**
 * Saving and loading games: a versioned JSON text. `deserialize` refuses anything that is not a
 * sound game state (wrong format, wrong shape, broken invariants) with a RuleError whose rule is
 * `'save'`.
 */
import * as v from 'valibot';
import { issueArgs, issuePath } from './schema-issues';
import { problemArgs } from './position-problems';
import { STATE_VERSION, type GameState, type LocationId, type LogEntry, type PendingChoice, type PendingDeploy, type PendingRailMove, type PendingRaid, type Winner } from './types';
import { WIN_REASONS, WIN_REASON_NEEDS } from './messages';
import { errorNames, RuleError } from './errors';
import { positionProblems } from './validate';
import { DEFAULT_RULESET, rulesetFromRef, rulesetHash, type RuleConstants, type Ruleset } from './ruleset';
import { rulesetProblemList } from './ruleset/check';
import { rulesetRefSchema } from './ruleset/schema';

// Written with `valibot` (one function per check, tree-shaken): it costs the app's first-paint
// bundle a few kB where `zod/mini` cost about 10 (issue 12 item 8).
/** A whole number, at least `min` and at most `max` when given. */
const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** A number JSON can carry back: `1e999` parses to Infinity, which a re-save would write as null. */
const num = v.pipe(v.number(), v.finite());
const side = v.picklist(['union', 'confederate']);
const half = v.picklist(['upper', 'lower']);
// Location ids are checked against the save's own ruleset by `positionProblems`.
const location = v.string() as unknown as v.GenericSchema<LocationId>;
const cards = v.array(v.string());
const mode = v.picklist(['rail', 'naval', 'declared']);
const lost = v.object({ union: num, confederate: num });
const sideCards = v.object({ hand: cards, draw: cards, pileI: cards, pileII: cards, discard: cards, removed: cards, reshuffles: int(0, 2) });
// A Benefit term's card (R11.3, R11.6); older saves lack it.
const term = v.object({ term: v.string(), value: num, rule: v.string(), card: v.optional(v.string()) });
const combatResult = v.object({
  attacker: v.array(term), defender: v.array(term), attackerStrength: num, defenderStrength: num,
  winner: side, losses: lost,
  // The defender's forts that fought, kept since the reveal's counts had to outlive the casualties (R7.7); older saves lack it.
  forts: v.optional(num),
});

/** The shape of a saved `GameState`. */
export const gameStateSchema = v.object({
  format: v.literal('lincoln-state'),
  version: v.union([v.literal(1), v.literal(2), v.literal(3), v.literal(4)]),
  ruleset: v.optional(rulesetRefSchema),
  seed: num,
  rng: int(0, 0xffffffff),
  variants: v.object({ passThroughContested: v.boolean(), openDiscards: v.boolean() }),
  turn: int(1),
  active: side,
  actionsTaken: int(0), // at most the ruleset's actions per turn (R3.1): checked by positionProblems
  cards: v.object({ union: sideCards, confederate: sideCards }),
  units: v.array(v.object({ id: v.string(), side, kind: v.picklist(['army', 'fort']), strength: int(1, 3), half, location })),
  nextUnitId: int(1),
  flags: v.record(location, side),
  captured: v.array(location),
  blockade: int(),
  europe: int(),
  combat: v.nullable(v.object({
    location, attacker: side, defender: side, half, mode,
    from: v.optional(location), linkId: v.optional(int()), wasContested: v.boolean(),
    attackerUnits: v.array(v.string()), defenderUnits: v.array(v.string()),
    attackerCard: v.optional(v.nullable(v.string())), defenderCard: v.optional(v.nullable(v.string())),
    benefits: v.array(v.union([
      v.object({ card: v.string(), kind: v.literal('high-ground') }),
      v.object({ card: v.string(), kind: v.literal('reinforcements'), unit: v.string() }),
    ])),
    fortBattle: v.boolean(),
    step: v.picklist(['attacker-card', 'defender-response', 'casualties', 'retreat']),
    result: v.optional(combatResult),
    casualtiesTaken: v.array(side),
    lost,
  })),
  // Version 3: the one pending choice (issue 7 item 5).
  pending: v.optional(v.nullable(v.variant('kind', [
    v.object({ kind: v.literal('cavalry-raid-response'), card: v.string(), raider: side }),
    v.object({ kind: v.literal('rail-movement'), card: v.string(), moved: v.string() }),
    v.object({ kind: v.literal('second-deploy'), card: v.string() }),
  ]))),
  // Versions 1 and 2: one field per kind of pending choice.
  raid: v.optional(v.nullable(v.object({ card: v.string(), raider: side }))),
  railMove: v.optional(v.nullable(v.object({ card: v.string(), moved: v.string() }))),
  freeDeploy: v.optional(v.nullable(v.object({ card: v.string() }))),
  lastBattle: v.nullable(v.object({
    location, attacker: side, defender: side, mode, result: combatResult,
    attackerCardName: v.nullable(v.string()), defenderCardName: v.nullable(v.string()),
    lost, turn: num,
  })),
  // Version 4: the reason is a key with its arguments (issue 7 item 6); before, English only.
  winner: v.nullable(v.object({ side, reason: v.string(), rule: v.string(), args: v.optional(v.record(v.string(), v.union([v.string(), num]))) })),
  checkpoint: int(0),
  log: v.array(v.object({
    key: v.string(), args: v.record(v.string(), v.union([v.string(), num])),
    rules: v.optional(v.array(v.string())), side: v.optional(side), privateTo: v.optional(side), turn: num,
  })),
});

/** The save text of a state: `{"format":"lincoln-save","version":1,"state":…}`. */
export function serializeState(state: GameState): string {
  return JSON.stringify({ format: 'lincoln-save', version: 1, state });
}

/**
 * A state as saved by any landed version: version 1 had no `ruleset` (it was the default);
 * versions 1 and 2 kept the pending choice in one field per kind.
 */
type SavedState = Omit<GameState, 'version' | 'ruleset' | 'pending' | 'winner'> & {
  version: 1 | 2 | 3 | 4;
  winner: (Omit<Winner, 'args'> & { args?: Winner['args'] }) | null;
  ruleset?: GameState['ruleset'];
  pending?: GameState['pending'];
  raid?: PendingRaid | null;
  railMove?: PendingRailMove | null;
  freeDeploy?: PendingDeploy | null;
};

/**
 * Brings a saved state to the current format (saves are forever). Version 1 → 2 records the
 * default ruleset, the only one version 1 had (its board and decks are today's default: card ids
 * were the same row-order ids that the data rows now write out). Version 2 → 3 puts the one
 * pending choice (`raid`, `railMove` or `freeDeploy`) into `pending`; a save holding several at
 * once is refused, as no landed version could make one. Version 3 → 4 turns the winner's English
 * reason into its key and arguments (`keyedWinner`). Throws RuleError('save').
 */
function migrate(saved: SavedState): GameState {
  const { raid, railMove, freeDeploy, pending, winner, ...rest } = saved;
  const ruleset = saved.version === 1 ? { id: 'default', hash: rulesetHash(DEFAULT_RULESET) } : saved.ruleset;
  if (!ruleset) throw new RuleError('save', 'save-no-ruleset');
  let choice: PendingChoice | null = pending ?? null;
  if (saved.version < 3) {
    const old: PendingChoice[] = [
      ...(raid ? [{ kind: 'cavalry-raid-response' as const, ...raid }] : []),
      ...(railMove ? [{ kind: 'rail-movement' as const, ...railMove }] : []),
      ...(freeDeploy ? [{ kind: 'second-deploy' as const, ...freeDeploy }] : []),
    ];
    if (old.length > 1) throw new RuleError('save', 'save-several-pending', { kinds: old.map((c) => c.kind).join(', ') });
    choice = old[0] ?? null;
  } else if (raid !== undefined || railMove !== undefined || freeDeploy !== undefined) {
    throw new RuleError('save', 'save-pending-fields');
  }
  if (ruleset.value) ruleset.value = ruleset.value as Ruleset;
  // The setup entry no longer names the seed, which rebuilds both hands (R2.6): a save written before loses it.
  let log = rest.log.map((e) => (e.key === 'setup' ? { ...e, args: {} } : e));
  let won: Winner | null = null;
  if (winner && saved.version < 4) ({ winner: won, log } = keyedWinner(winner, log, () => rulesetFromRef(ruleset).constants));
  else if (winner) {
    if (!winner.args) throw new RuleError('save', 'save-damaged', { at: 'winner.args', detail: 'expected record', issue: 'invalid_type', known: 'record' });
    won = { ...winner, args: winner.args };
  }
  return { ...rest, log, winner: won, version: 4, ruleset, pending: choice };
}

/**
 * A winner saved before version 4 (its reason the English of `WIN_REASONS`, with the clock's
 * numbers written in) as a key with its arguments: from the game-over log entry, which has always
 * recorded the key (and `vp`), else from the English itself; `needs` from the game's ruleset
 * constants when the entry lacks it (`constants`, called only then). English that matches no key
 * is kept as the reason, with no arguments. The game-over entry gets the same `needs`.
 */
function keyedWinner(old: NonNullable<SavedState['winner']>, log: LogEntry[], constants: () => RuleConstants): { winner: Winner; log: LogEntry[] } {
  let at = -1;
  log.forEach((e, i) => {
    if (e.key === 'game-over' && typeof e.args.reason === 'string' && WIN_REASONS[e.args.reason] !== undefined) at = i;
  });
  let reason = old.reason;
  let args: Record<string, string | number> = {};
  if (at >= 0) {
    const { side: _side, reason: key, ...rest } = log[at]!.args;
    reason = String(key);
    args = rest;
  } else {
    for (const key of Object.keys(WIN_REASONS)) {
      const pattern = WIN_REASONS[key]!.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{needs}', '(\\d+)');
      const m = new RegExp(`^${pattern}$`).exec(old.reason);
      if (!m) continue;
      reason = key;
      if (m[1] !== undefined) args = { needs: Number(m[1]) };
      break;
    }
  }
  const field = WIN_REASON_NEEDS[reason];
  if (field && args.needs === undefined) args = { ...args, needs: constants()[field] };
  const entries = at >= 0 && args.needs !== undefined && log[at]!.args.needs === undefined
    ? log.map((e, i) => (i === at ? { ...e, args: { ...e.args, needs: args.needs! } } : e))
    : log;
  return { winner: { side: old.side, reason, rule: old.rule, args }, log: entries };
}

/** Object keys no save has: `__proto__` could pollute, and `valibot` leaves all three out of the records it reads. */
const HOSTILE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Reads a save text back (any landed format; see `migrate`). Throws RuleError('save', …) on anything unreadable or unsound,
 * RuleError('ruleset', …) when the game's ruleset cannot be rebuilt. */
export function deserializeState(text: string): GameState {
  let data: unknown;
  let hostileKey: string | undefined;
  try {
    // A `__proto__` key is never part of a save: refuse it rather than carry it (issue 8). Nor are
    // `constructor` and `prototype`, which the schema's records drop without a word (a control flag
    // on `constructor` loaded as no flag): refused, so a save opens as written or not at all.
    data = JSON.parse(text, (key, value: unknown) => {
      if (HOSTILE_KEYS.has(key)) hostileKey ??= key;
      return value;
    });
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e; // JSON.parse refuses a text with a SyntaxError only
    // Said plainly: the parser's own message (English, for developers) is no part of it; the text itself is kept by the caller.
    throw new RuleError('save', 'save-not-json');
  }
  if (hostileKey) throw new RuleError('save', 'save-proto-key', { field: hostileKey });
  // A save envelope of a later version than this one reads (1) was written by a newer Lincoln: the
  // one check of it, for Import and the autosave alike.
  const head = (data ?? {}) as { format?: unknown; version?: unknown };
  if (head.format === 'lincoln-save' && typeof head.version === 'number' && head.version > 1) throw new RuleError('save', 'save-newer', { count: head.version });
  const envelope = v.safeParse(v.object({ format: v.literal('lincoln-save'), version: v.literal(1), state: v.unknown() }), data);
  if (!envelope.success) throw new RuleError('save', 'save-not-lincoln');
  const version = (envelope.output.state as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > STATE_VERSION) throw new RuleError('save', 'save-newer', { count: version });
  const parsed = v.safeParse(gameStateSchema, envelope.output.state);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new RuleError('save', 'save-damaged', { at: issuePath(issue), ...issueArgs(issue) });
  }
  const state = migrate(parsed.output as unknown as SavedState);
  const ruleset = rulesetFromRef(state.ruleset);
  const unplayable = ruleset === DEFAULT_RULESET ? undefined : rulesetProblemList(ruleset)[0];
  if (unplayable) throw new RuleError('save', 'save-rules-unplayable', problemArgs(unplayable, errorNames()));
  const problem = positionProblems(state)[0];
  if (problem) throw new RuleError('save', 'save-unsound', problemArgs(problem, errorNames()));
  return state;
}
