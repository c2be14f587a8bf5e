/**
 * Plain-language text for how games end, built from data: one template per reason key, `{arg}`
 * placeholders, and the `fill` that both this table and the game log's (`log-messages.ts`) use. A
 * translation replaces these tables; the engine's logic never builds text itself.
 */
import type { RuleConstants } from './ruleset';

/**
 * Why a game ended, by reason key (R4.3, R4.4, R12): English templates. `{needs}` is the VP the
 * clock asked for, an argument taken from the game's ruleset constants (`WIN_REASON_NEEDS`), never
 * a literal here; the state's `winner` holds the key and its arguments (issue 7 item 6).
 */
export const WIN_REASONS: Record<string, string> = {
  'europe': 'The Europe marker reached the Europe end: Europe enters the war',
  'washington': 'The Confederacy controls Washington at the end of a Union turn',
  'vicksburg-richmond': 'The Union controls both Vicksburg and Richmond at the end of a Confederate turn',
  'first-reshuffle': 'The Union had fewer than {needs} VP at its first reshuffle',
  'second-reshuffle': 'The Union had fewer than {needs} VP at its second reshuffle',
  'third-exhaustion-win': 'The Union exhausted its deck a third time with {needs} VP or more',
  'third-exhaustion-loss': 'The Union exhausted its deck a third time with fewer than {needs} VP',
};

/** The ruleset constant each clock reason's `{needs}` is (R4.3, R4.4). */
export const WIN_REASON_NEEDS: Readonly<Record<string, keyof RuleConstants>> = {
  'first-reshuffle': 'firstReshuffleVp',
  'second-reshuffle': 'secondReshuffleVp',
  'third-exhaustion-win': 'thirdExhaustionVp',
  'third-exhaustion-loss': 'thirdExhaustionVp',
};

/**
 * The English sentence of the win reason `reason` with `args` (e.g. `{ needs: 2 }`); a reason that
 * is no key of `WIN_REASONS` (the English of a save older than keyed reasons) is returned as it is.
 */
export function winReasonText(reason: string, args: Readonly<Record<string, string | number>> = {}): string {
  const template = WIN_REASONS[reason];
  return template === undefined ? reason : fill(template, { ...args });
}

/** Fills `{key}` placeholders; `{key|one|many}` gives the number with the right noun ("1 army", "2 armies"). */
export function fill(template: string, args: Record<string, string | number>): string {
  return template.replace(/\{(\w+)(?:\|(\w+)\|(\w+))?\}/g, (_, key: string, one?: string, many?: string) => {
    const value = args[key] ?? '';
    return one ? `${value} ${Number(value) === 1 ? one : many}` : String(value);
  });
}
