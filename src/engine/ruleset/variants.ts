/**
 * Named rulesets for playtesting (docs/balance.md): each is a small function of the default that
 * changes one datum and says why. They were the simulator's in-place data patches; as values they
 * can be played in the app, simulated and tested side by side with the default.
 */
import type { LocationId, RailLink, Side } from '../../data/types';
import { DEFAULT_RULESET, deepFreeze } from './default';
import type { Ruleset } from './types';
import { RuleError } from '../errors';

/** One named change of the default: its id, name, rationale and the change itself. */
interface VariantDefinition {
  id: string;
  name: string;
  description: string;
  change: (r: Mutable) => void;
}

/** A variant definition (`change` edits a copy of the default; the default is never touched). */
function variant(id: string, name: string, description: string, change: (r: Mutable) => void): VariantDefinition {
  return { id, name, description, change };
}

/** Applies `definitions` in turn to a copy of `base`, as one frozen ruleset named `id`. */
function build(base: Ruleset, id: string, name: string, description: string, definitions: readonly VariantDefinition[]): Ruleset {
  const copy = structuredClone(base) as Mutable;
  copy.id = id;
  copy.name = name;
  copy.description = description;
  for (const d of definitions) d.change(copy);
  return deepFreeze(copy as Ruleset);
}

type Mutable = { -readonly [K in keyof Ruleset]: Ruleset[K] extends readonly (infer E)[] ? E[] : Ruleset[K] } & {
  railLinks: RailLink[];
};

function linkOf(r: Mutable, a: LocationId, b: LocationId): RailLink {
  const l = r.railLinks.find((x) => (x.a.location === a && x.b.location === b) || (x.a.location === b && x.b.location === a));
  if (!l) throw new Error(`No rail link ${a}–${b}`);
  return l;
}

function setModifier(r: Mutable, a: LocationId, b: LocationId, side: Side, value: number): void {
  const l = linkOf(r, a, b);
  (l as { modifier?: RailLink['modifier'] }).modifier = { side, value };
}

/** The variants' definitions, in the order `listRulesets()` shows them after the default. */
const DEFINITIONS: readonly VariantDefinition[] = [
  variant('europe-start-2', 'Europe starts on 2',
    'Europe marker starts on space 2 instead of 3 (one more space before the Europe end).',
    (r) => { r.europeTrack = { ...r.europeTrack, start: 2 }; }),
  variant('europe-end-10', 'Longer Europe track',
    'Europe track one space longer at the Europe end: spaces 0–10, the Confederacy wins on 10 (start still 3).',
    (r) => { r.europeTrack = { ...r.europeTrack, spaces: 11, europeEnd: 10 }; }),
  variant('fredericksburg-union', 'Fredericksburg link favours the Union',
    'Link 9 Washington–Fredericksburg: +1 for a Union defender instead of +1 for a Confederate defender (reconstructed link).',
    (r) => setModifier(r, 'washington', 'fredericksburg', 'union', 1)),
  variant('harpers-ferry-union', "Harper's Ferry link favours the Union",
    'Link 10 Harper\'s Ferry–Front Royal gains +1 for a Union defender (reconstructed link).',
    (r) => setModifier(r, 'harpers-ferry', 'front-royal', 'union', 1)),
  variant('manassas-union', 'Manassas link favours the Union',
    'Link 8 Washington–Manassas: +1 for a Union defender instead of +1 for a Confederate defender (changes a rule-book fact: the Manassas bonus).',
    (r) => setModifier(r, 'washington', 'manassas', 'union', 1)),
  variant('vicksburg-vp-3', 'Vicksburg worth 3 VP',
    'Vicksburg is worth 3 VP instead of 2 (reconstructed value).',
    (r) => { r.locations = r.locations.map((l) => (l.id === 'vicksburg' ? { ...l, vp: 3 } : l)); }),
  variant('washington-reserve', 'Washington reserve (1)',
    'The Union starts with one more army, of strength 1, in Washington (R1.5 starting forces: 3 + 1).',
    (r) => { r.startingArmies = [...r.startingArmies, { side: 'union', location: 'washington', strength: 1 }]; }),
  variant('washington-reserve-2', 'Washington reserve (2)',
    'The Union starts with one more army, of strength 2, in Washington (R1.5 starting forces: 3 + 2).',
    (r) => { r.startingArmies = [...r.startingArmies, { side: 'union', location: 'washington', strength: 2 }]; }),
  variant('manassas-army-2', 'Smaller army at Manassas',
    'The Confederate army at Manassas starts with strength 2 instead of 3 (R1.5 starting forces).',
    (r) => {
      const i = r.startingArmies.findIndex((a) => a.side === 'confederate' && a.location === 'manassas');
      if (i < 0) throw new Error('No Confederate starting army at Manassas');
      r.startingArmies[i] = { ...r.startingArmies[i]!, strength: 2 };
    }),
  // Issue 9 item 5: candidates on reconstructed facts only (docs/balance.md, "Toward 45–55%").
  variant('blockade-vp-plus', 'Blockade track worth more VP',
    'Blockade track Union VP 0-1-2-2-3-3 instead of 0-1-1-2-2-3: one more VP on spaces 2 and 4 (reconstructed values; the hand sizes stay).',
    (r) => { r.blockadeTrack = r.blockadeTrack.map((b, i) => (i === 2 || i === 4 ? { ...b, vp: b.vp + 1 } : b)); }),
  variant('seward-cost-1', 'Seward costs 1',
    'The three Seward politicians (U21–U23) cost 1 card to deploy instead of 2 (reconstructed cost).',
    (r) => { r.cards = r.cards.map((c) => (c.name === 'Seward' ? { ...c, cost: 1 } : c)); }),
  variant('benjamin-cost-3', 'Judah Benjamin costs 3',
    'The two Judah Benjamin politicians (C24–C25) cost 3 cards to deploy instead of 2 (reconstructed cost).',
    (r) => { r.cards = r.cards.map((c) => (c.name === 'Judah Benjamin' ? { ...c, cost: 3 } : c)); }),
  variant('virginia-vp', 'Fredericksburg and Front Royal worth 1 VP',
    'Fredericksburg and Front Royal are worth 1 VP each instead of none (reconstructed values; the map\'s total goes from 17 to 19).',
    (r) => { r.locations = r.locations.map((l) => (l.id === 'fredericksburg' || l.id === 'front-royal' ? { ...l, vp: 1 } : l)); }),
  variant('lee-4', 'Lee at Leadership 4',
    'One of the two Lee cards (C39) has Leadership 4 instead of 5 (deck mix).',
    (r) => { r.cards = r.cards.map((c) => (c.id === 'C39' ? { ...c, leadership: 4 } : c)); }),
];

/** The definitions named by `ids`, in that order. Throws on an unknown name. */
function definitionsOf(ids: readonly string[]): VariantDefinition[] {
  return ids.map((id) => {
    const d = DEFINITIONS.find((x) => x.id === id);
    // A RuleError, as `resolveRuleset` refuses an unknown name: callers catch only that.
    if (!d) throw new RuleError('ruleset', 'ruleset-variant-unknown', { id, known: DEFINITIONS.map((x) => x.id).join(', ') });
    return d;
  });
}

/**
 * Named combinations of variants (issue 9 item 5: `balanced`, the proposal for play between strong
 * players). Each has the rules of `combineVariants(variants)` (the same `rulesetHash`), so the
 * simulator's runs of that combination measure it (docs/balance.md, "Session 13"). A named
 * ruleset's rules never change once landed: saves record it by id and hash.
 */
const COMBINATIONS: readonly { id: string; name: string; description: string; variants: readonly string[] }[] = [
  {
    id: 'balanced',
    name: 'Balanced for strong players (proposed)',
    description: 'Seward costs 1, Fredericksburg and Front Royal are worth 1 VP each, and one Lee card (C39) has Leadership 4: '
      + 'three reconstructed facts that bring the hard bot against itself near an even game (docs/balance.md).',
    variants: ['seward-cost-1', 'virginia-vp', 'lee-4'],
  },
];

/**
 * The named variants as rulesets, in `listRulesets()` order after the default: the combinations
 * first (New game offers the balanced proposal right after the rulebook), then the single changes.
 */
export const VARIANT_RULESETS: readonly Ruleset[] = [
  ...COMBINATIONS.map((c) => build(DEFAULT_RULESET, c.id, c.name, c.description, definitionsOf(c.variants))),
  ...DEFINITIONS.map((d) => build(DEFAULT_RULESET, d.id, d.name, d.description, [d])),
];

/**
 * Several named variants at once, applied in the given order to the default (the simulator's
 * `--ruleset a,b`): a ruleset with the id 'a+b' that a state stores whole. Throws RuleError
 * ('ruleset-variant-unknown') on a name that is no single variant.
 */
export function combineVariants(ids: readonly string[]): Ruleset {
  const definitions = definitionsOf(ids);
  return build(DEFAULT_RULESET, ids.join('+'), definitions.map((d) => d.name).join(' + '), definitions.map((d) => d.description).join(' '), definitions);
}
