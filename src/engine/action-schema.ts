/**
 * The shape of every action (contract, `Action` in types.ts), checked at the engine's door before
 * any rule is: a malformed action (a missing field, a `null` in a list, a number for a card id) is
 * refused with a `RuleError` naming the field, never a `TypeError` from deep inside a rule
 * (issue 8 item 6). Only the shape is checked here; whether the action is legal is the rules' job.
 */
import * as v from 'valibot';
import { issueArgs, issuePath } from './schema-issues';
import type { Action } from './types';
import { RuleError } from './errors';

const id = v.string();
const half = v.picklist(['upper', 'lower']);
const freeDeploy = v.object({ card: id, location: v.optional(id), half: v.optional(half) });
const railMove = v.object({ unit: id, to: id });
const splitMove = v.object({ unit: id, to: id, by: v.optional(v.picklist(['sea', 'rail'])) });
const benefit = v.union([
  v.object({ card: id, kind: v.literal('high-ground') }),
  v.object({ card: id, kind: v.literal('reinforcements'), unit: id }),
]);

/** One schema per action type (the contract's field names). */
const ACTION_SCHEMAS: Record<Action['type'], v.GenericSchema> = {
  'deploy': v.object({ type: v.literal('deploy'), card: id, payment: v.array(id), location: v.optional(id), half: v.optional(half), navalCard: v.optional(id) }),
  'move': v.object({ type: v.literal('move'), card: id, from: id, to: id, units: v.array(id), via: v.optional(id) }),
  'naval-move': v.object({ type: v.literal('naval-move'), cards: v.array(id), moves: v.array(v.object({ unit: id, from: id })), to: id }),
  'declare-attack': v.object({ type: v.literal('declare-attack'), location: id }),
  'discard': v.object({ type: v.literal('discard'), cards: v.array(id) }),
  'card-action': v.object({ type: v.literal('card-action'), card: id, deploys: v.optional(v.array(freeDeploy)), moves: v.optional(v.array(railMove)) }),
  'free-action': v.object({ type: v.literal('free-action'), card: id }),
  'pass': v.object({ type: v.literal('pass') }),
  'end-turn': v.object({ type: v.literal('end-turn') }),
  'attacker-card': v.object({ type: v.literal('attacker-card'), card: v.nullable(id) }),
  'stand': v.object({ type: v.literal('stand'), card: v.nullable(id), benefits: v.array(benefit) }),
  'withdraw': v.object({ type: v.literal('withdraw'), moves: v.array(splitMove), navalCard: v.optional(id) }),
  'casualties': v.object({ type: v.literal('casualties'), units: v.array(id) }),
  'retreat': v.object({ type: v.literal('retreat'), moves: v.array(splitMove), navalCard: v.optional(id) }),
  'cavalry-raid-response': v.object({ type: v.literal('cavalry-raid-response'), card: v.nullable(id) }),
  'rail-move': v.object({ type: v.literal('rail-move'), move: v.nullable(railMove) }),
  'second-deploy': v.object({ type: v.literal('second-deploy'), deploy: v.nullable(freeDeploy) }),
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
  const parsed = v.safeParse(schema, action);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const at = issuePath(issue) || 'the action';
    throw new RuleError('contract', 'malformed-action', { type: String(type), at, ...issueArgs(issue) });
  }
}
