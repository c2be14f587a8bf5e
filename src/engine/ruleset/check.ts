/**
 * Whether a ruleset value can be played (issue 7): the checks a custom or variant ruleset must
 * pass before a game starts under it. Tests run them on every named ruleset at load.
 */
import { CONSTANT_RULES } from './constants';
import type { Ruleset } from './types';
import { problem, problemText, type PositionProblem } from '../position-problems';

/** Plain-English problems of `ruleset`; empty when it is playable (`rulesetProblemList` in English). */
export function rulesetProblems(ruleset: Ruleset): string[] {
  return rulesetProblemList(ruleset).map((p) => problemText(p));
}

/** The problems of `ruleset` as keys of `POSITION_PROBLEMS` (`ruleset-…`) with their arguments; empty when it is playable. */
export function rulesetProblemList(ruleset: Ruleset): PositionProblem[] {
  const problems: PositionProblem[] = [];
  const ids = new Set<string>();
  for (const l of ruleset.locations) {
    if (ids.has(l.id)) problems.push(problem('ruleset-location-twice', { name: l.id }));
    ids.add(l.id);
  }
  for (const link of ruleset.railLinks) {
    for (const end of [link.a, link.b]) if (!ids.has(end.location)) problems.push(problem('ruleset-link-location', { count: link.id, name: end.location }));
  }
  for (const a of ruleset.startingArmies) if (!ids.has(a.location)) problems.push(problem('ruleset-army-location', { name: a.location }));
  const cardIds = new Set<string>();
  for (const c of ruleset.cards) {
    if (cardIds.has(c.id)) problems.push(problem('ruleset-card-twice', { name: c.id }));
    cardIds.add(c.id);
    if ((c.top === undefined) !== (c.cost === undefined)) problems.push(problem('ruleset-card-cost', { name: c.id }));
  }
  for (const side of ['union', 'confederate'] as const) {
    if (!ruleset.cards.some((c) => c.side === side)) problems.push(problem('ruleset-no-cards', { side }));
    if (!ruleset.locations.some((l) => l.supplySource === side)) problems.push(problem('ruleset-no-supply', { side }));
  }
  const t = ruleset.europeTrack;
  if (!(t.unionEnd <= t.start && t.start < t.europeEnd && t.europeEnd < t.spaces)) problems.push(problem('ruleset-europe-track'));
  if (!(ruleset.blockadeStart >= 0 && ruleset.blockadeStart < ruleset.blockadeTrack.length)) problems.push(problem('ruleset-blockade-start'));
  for (const key of Object.keys(CONSTANT_RULES) as (keyof typeof CONSTANT_RULES)[]) {
    const v = ruleset.constants[key];
    if (!Number.isInteger(v) || v < 0) problems.push(problem('ruleset-constant', { name: key, rule: CONSTANT_RULES[key] }));
  }
  return problems;
}
