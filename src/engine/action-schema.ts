/**
 * The shape of every action (contract, `Action` in types.ts), checked at the engine's door before
 * any rule is: a malformed action (a missing field, a `null` in a list, a number for a card id) is
 * refused with a `RuleError` naming the field, never a `TypeError` from deep inside a rule
 * (issue 8 item 6). Only the shape is checked here; whether the action is legal is the rules' job.
 */
import * as z from 'zod/mini';
import { issueArgs } from './zod-config';
import type { Action } from './types';
import { RuleError } from './errors';

const id = z.string();
const half = z.enum(['upper', 'lower']);
const freeDeploy = z.object({ card: id, location: z.optional(id), half: z.optional(half) });
const railMove = z.object({ unit: id, to: id });
const splitMove = z.object({ unit: id, to: id, by: z.optional(z.enum(['sea', 'rail'])) });
const benefit = z.union([
  z.object({ card: id, kind: z.literal('high-ground') }),
  z.object({ card: id, kind: z.literal('reinforcements'), unit: id }),
]);

/** One schema per action type (the contract's field names). */
const ACTION_SCHEMAS: Record<Action['type'], z.ZodMiniType> = {
  'deploy': z.object({ type: z.literal('deploy'), card: id, payment: z.array(id), location: z.optional(id), half: z.optional(half), navalCard: z.optional(id) }),
  'move': z.object({ type: z.literal('move'), card: id, from: id, to: id, units: z.array(id), via: z.optional(id) }),
  'naval-move': z.object({ type: z.literal('naval-move'), cards: z.array(id), moves: z.array(z.object({ unit: id, from: id })), to: id }),
  'declare-attack': z.object({ type: z.literal('declare-attack'), location: id }),
  'discard': z.object({ type: z.literal('discard'), cards: z.array(id) }),
  'card-action': z.object({ type: z.literal('card-action'), card: id, deploys: z.optional(z.array(freeDeploy)), moves: z.optional(z.array(railMove)) }),
  'free-action': z.object({ type: z.literal('free-action'), card: id }),
  'pass': z.object({ type: z.literal('pass') }),
  'end-turn': z.object({ type: z.literal('end-turn') }),
  'attacker-card': z.object({ type: z.literal('attacker-card'), card: z.nullable(id) }),
  'stand': z.object({ type: z.literal('stand'), card: z.nullable(id), benefits: z.array(benefit) }),
  'withdraw': z.object({ type: z.literal('withdraw'), moves: z.array(splitMove), navalCard: z.optional(id) }),
  'casualties': z.object({ type: z.literal('casualties'), units: z.array(id) }),
  'retreat': z.object({ type: z.literal('retreat'), moves: z.array(splitMove), navalCard: z.optional(id) }),
  'cavalry-raid-response': z.object({ type: z.literal('cavalry-raid-response'), card: z.nullable(id) }),
  'rail-move': z.object({ type: z.literal('rail-move'), move: z.nullable(railMove) }),
  'second-deploy': z.object({ type: z.literal('second-deploy'), deploy: z.nullable(freeDeploy) }),
};

/**
 * Checks that `action` has the shape of a contract action. Throws `RuleError` (rule 'contract')
 * naming the first malformed field; returns nothing when the shape is right.
 */
export function checkActionShape(action: unknown): asserts action is Action {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) {
    throw new RuleError('contract', 'action-not-object');
  }
  const type = (action as { type?: unknown }).type;
  const schema = typeof type === 'string' && Object.hasOwn(ACTION_SCHEMAS, type) ? ACTION_SCHEMAS[type as Action['type']] : undefined;
  if (!schema) throw new RuleError('contract', 'unknown-action', { type: String(JSON.stringify(type)) });
  const parsed = schema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const at = issue.path.length ? issue.path.join('.') : 'the action';
    throw new RuleError('contract', 'malformed-action', { type: String(type), at, ...issueArgs(issue) });
  }
}
