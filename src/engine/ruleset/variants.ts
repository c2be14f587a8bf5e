/**
 * Named rulesets for playtesting (docs/balance.md): each is a small function of the default that
 * changes one datum and says why. They were the simulator's in-place data patches; as values they
 * can be played in the app, simulated and tested side by side with the default.
 */
import type { LocationId, RailLink, Side } from '../../data/types';
import { DEFAULT_RULESET, deepFreeze } from './default';
import type { Ruleset } from './types';
import { RuleError } from '../errors';

/**
 * One named change of the default: its id and the change itself. Its English name and rationale
 * are in `catalog.ts` (`listRulesets()`), apart from the rules, so the first paint, which plays and
 * loads games under any ruleset but never lists them, does not carry those texts.
 */
export interface VariantDefinition {
  id: string;
  change: (r: Mutable) => void;
}

/** A variant definition (`change` edits a copy of the default; the default is never touched). */
function variant(id: string, change: (r: Mutable) => void): VariantDefinition {
  return { id, change };
}

/**
 * Applies `definitions` in turn to a copy of `base`, as one frozen ruleset named `id`, with `name`
 * and `description` (a named ruleset's are its id and '' here: its texts are in `catalog.ts`).
 */
export function build(base: Ruleset, id: string, name: string, description: string, definitions: readonly VariantDefinition[]): Ruleset {
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
  variant('europe-start-2', (r) => { r.europeTrack = { ...r.europeTrack, start: 2 }; }),
  variant('europe-end-10', (r) => { r.europeTrack = { ...r.europeTrack, spaces: 11, europeEnd: 10 }; }),
  variant('fredericksburg-union', (r) => setModifier(r, 'washington', 'fredericksburg', 'union', 1)),
  variant('harpers-ferry-union', (r) => setModifier(r, 'harpers-ferry', 'front-royal', 'union', 1)),
  variant('manassas-union', (r) => setModifier(r, 'washington', 'manassas', 'union', 1)),
  variant('vicksburg-vp-3', (r) => { r.locations = r.locations.map((l) => (l.id === 'vicksburg' ? { ...l, vp: 3 } : l)); }),
  variant('washington-reserve', (r) => { r.startingArmies = [...r.startingArmies, { side: 'union', location: 'washington', strength: 1 }]; }),
  variant('washington-reserve-2', (r) => { r.startingArmies = [...r.startingArmies, { side: 'union', location: 'washington', strength: 2 }]; }),
  variant('manassas-army-2', (r) => {
      const i = r.startingArmies.findIndex((a) => a.side === 'confederate' && a.location === 'manassas');
      if (i < 0) throw new Error('No Confederate starting army at Manassas');
      r.startingArmies[i] = { ...r.startingArmies[i]!, strength: 2 };
    }),
  // Issue 9 item 5: candidates on reconstructed facts only (docs/balance.md, "Toward 45–55%").
  variant('blockade-vp-plus', (r) => { r.blockadeTrack = r.blockadeTrack.map((b, i) => (i === 2 || i === 4 ? { ...b, vp: b.vp + 1 } : b)); }),
  variant('seward-cost-1', (r) => { r.cards = r.cards.map((c) => (c.name === 'Seward' ? { ...c, cost: 1 } : c)); }),
  variant('benjamin-cost-3', (r) => { r.cards = r.cards.map((c) => (c.name === 'Judah Benjamin' ? { ...c, cost: 3 } : c)); }),
  variant('virginia-vp', (r) => { r.locations = r.locations.map((l) => (l.id === 'fredericksburg' || l.id === 'front-royal' ? { ...l, vp: 1 } : l)); }),
  variant('lee-4', (r) => { r.cards = r.cards.map((c) => (c.id === 'C39' ? { ...c, leadership: 4 } : c)); }),
];

/** The definitions named by `ids`, in that order. Throws RuleError ('ruleset-variant-unknown') on an unknown name. */
export function definitionsOf(ids: readonly string[]): VariantDefinition[] {
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
const COMBINATIONS: readonly { id: string; variants: readonly string[] }[] = [
  { id: 'balanced', variants: ['seward-cost-1', 'virginia-vp', 'lee-4'] },
];

/**
 * The named variants as rulesets, in `listRulesets()` order after the default: the combinations
 * first (New game offers the balanced proposal right after the rulebook), then the single changes.
 */
export const VARIANT_RULESETS: readonly Ruleset[] = [
  ...COMBINATIONS.map((c) => build(DEFAULT_RULESET, c.id, c.id, '', definitionsOf(c.variants))),
  ...DEFINITIONS.map((d) => build(DEFAULT_RULESET, d.id, d.id, '', [d])),
];
