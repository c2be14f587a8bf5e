/**
 * The English names and rationales of the named rulesets (`listRulesets()`, contract) and the
 * simulator's combinations of variants (`combineVariants`). Apart from the rules (`variants.ts`)
 * because only lists read them: the app's New game dialog and status bar show their own translated
 * texts (`ruleset.<id>` in src/i18n), so the first paint, which loads and plays games under any
 * ruleset, never carries these. A text is no part of a ruleset's hash (`rulesetHash`).
 */
import { DEFAULT_RULESET } from './default';
import { NAMED_RULESETS } from './registry';
import type { Ruleset, RulesetInfo } from './types';
import { build, definitionsOf } from './variants';

/** Name and description of each named variant and combination, by id (the default's are its own). */
const TEXTS: Readonly<Record<string, { name: string; description: string }>> = {
  balanced: {
    name: 'Balanced for strong players (proposed)',
    description: 'Seward costs 1, Fredericksburg and Front Royal are worth 1 VP each, and one Lee card (C39) has Leadership 4: '
      + 'three reconstructed facts that bring the hard bot against itself near an even game (docs/balance.md).',
  },
  'europe-start-2': {
    name: 'Europe starts on 2',
    description: 'Europe marker starts on space 2 instead of 3 (one more space before the Europe end).',
  },
  'europe-end-10': {
    name: 'Longer Europe track',
    description: 'Europe track one space longer at the Europe end: spaces 0–10, the Confederacy wins on 10 (start still 3).',
  },
  'fredericksburg-union': {
    name: 'Fredericksburg link favours the Union',
    description: 'Link 9 Washington–Fredericksburg: +1 for a Union defender instead of +1 for a Confederate defender (reconstructed link).',
  },
  'harpers-ferry-union': {
    name: "Harper's Ferry link favours the Union",
    description: 'Link 10 Harper\'s Ferry–Front Royal gains +1 for a Union defender (reconstructed link).',
  },
  'manassas-union': {
    name: 'Manassas link favours the Union',
    description: 'Link 8 Washington–Manassas: +1 for a Union defender instead of +1 for a Confederate defender (changes a rule-book fact: the Manassas bonus).',
  },
  'vicksburg-vp-3': {
    name: 'Vicksburg worth 3 VP',
    description: 'Vicksburg is worth 3 VP instead of 2 (reconstructed value).',
  },
  'washington-reserve': {
    name: 'Washington reserve (1)',
    description: 'The Union starts with one more army, of strength 1, in Washington (R1.5 starting forces: 3 + 1).',
  },
  'washington-reserve-2': {
    name: 'Washington reserve (2)',
    description: 'The Union starts with one more army, of strength 2, in Washington (R1.5 starting forces: 3 + 2).',
  },
  'manassas-army-2': {
    name: 'Smaller army at Manassas',
    description: 'The Confederate army at Manassas starts with strength 2 instead of 3 (R1.5 starting forces).',
  },
  'blockade-vp-plus': {
    name: 'Blockade track worth more VP',
    description: 'Blockade track Union VP 0-1-2-2-3-3 instead of 0-1-1-2-2-3: one more VP on spaces 2 and 4 (reconstructed values; the hand sizes stay).',
  },
  'seward-cost-1': {
    name: 'Seward costs 1',
    description: 'The three Seward politicians (U21–U23) cost 1 card to deploy instead of 2 (reconstructed cost).',
  },
  'benjamin-cost-3': {
    name: 'Judah Benjamin costs 3',
    description: 'The two Judah Benjamin politicians (C24–C25) cost 3 cards to deploy instead of 2 (reconstructed cost).',
  },
  'virginia-vp': {
    name: 'Fredericksburg and Front Royal worth 1 VP',
    description: 'Fredericksburg and Front Royal are worth 1 VP each instead of none (reconstructed values; the map\'s total goes from 17 to 19).',
  },
  'lee-4': {
    name: 'Lee at Leadership 4',
    description: 'One of the two Lee cards (C39) has Leadership 4 instead of 5 (deck mix).',
  },
};

/** `{ id, name, description }` of every named ruleset, 'default' first (contract, issue 7). */
export function listRulesets(): RulesetInfo[] {
  return NAMED_RULESETS.map(({ id, name, description }) => ({ id, ...(TEXTS[id] ?? { name, description }) }));
}

/**
 * Several named variants at once, applied in the given order to the default (the simulator's
 * `--ruleset a,b`): a ruleset with the id 'a+b' that a state stores whole, named and described by
 * its parts. Throws RuleError ('ruleset-variant-unknown') on a name that is no single variant.
 */
export function combineVariants(ids: readonly string[]): Ruleset {
  const definitions = definitionsOf(ids);
  const texts = ids.map((id) => TEXTS[id]!);
  return build(DEFAULT_RULESET, ids.join('+'), texts.map((t) => t.name).join(' + '), texts.map((t) => t.description).join(' '), definitions);
}
