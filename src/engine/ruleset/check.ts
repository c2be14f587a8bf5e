/**
 * Whether a ruleset value can be played (issue 7): the checks a custom or variant ruleset must
 * pass before a game starts under it. Tests run them on every named ruleset at load.
 */
import { CONSTANT_RULES } from './constants';
import type { Ruleset } from './types';

/** Plain-English problems of `ruleset`; empty when it is playable. */
export function rulesetProblems(ruleset: Ruleset): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const l of ruleset.locations) {
    if (ids.has(l.id)) problems.push(`location ${l.id} is listed twice`);
    ids.add(l.id);
  }
  for (const link of ruleset.railLinks) {
    for (const end of [link.a, link.b]) if (!ids.has(end.location)) problems.push(`rail link ${link.id} names an unknown location ${end.location}`);
  }
  for (const a of ruleset.startingArmies) if (!ids.has(a.location)) problems.push(`a starting army stands in an unknown location ${a.location}`);
  const cardIds = new Set<string>();
  for (const c of ruleset.cards) {
    if (cardIds.has(c.id)) problems.push(`card id ${c.id} is used twice`);
    cardIds.add(c.id);
    if ((c.top === undefined) !== (c.cost === undefined)) problems.push(`card ${c.id} needs a deploy cost exactly when it has a top unit (R6.1)`);
  }
  for (const side of ['union', 'confederate'] as const) {
    if (!ruleset.cards.some((c) => c.side === side)) problems.push(`the ${side} has no cards`);
    if (!ruleset.locations.some((l) => l.supplySource === side)) problems.push(`the ${side} has no supply source (R5.7)`);
  }
  const t = ruleset.europeTrack;
  if (!(t.unionEnd <= t.start && t.start < t.europeEnd && t.europeEnd < t.spaces)) problems.push('the Europe track must run union end ≤ start < Europe end < spaces (R10.2)');
  if (!(ruleset.blockadeStart >= 0 && ruleset.blockadeStart < ruleset.blockadeTrack.length)) problems.push('the Blockade marker must start on the track (R1.3)');
  for (const key of Object.keys(CONSTANT_RULES) as (keyof typeof CONSTANT_RULES)[]) {
    const v = ruleset.constants[key];
    if (!Number.isInteger(v) || v < 0) problems.push(`rule constant ${key} (${CONSTANT_RULES[key]}) must be a whole number ≥ 0`);
  }
  return problems;
}
