/**
 * The steps in which each kind of action is built: which field of the engine's legal actions a
 * step narrows, and how the player chooses it (a card of the hand, several cards, a location on
 * the map, a half). The steps only read the legal actions; they never decide what is legal.
 */
import type { Action, ActionType, CardId, Half, LocationId, UnitId } from '../../engine/types';

/** The value a step takes when the action leaves its field empty (no card, no second unit…). */
export const NONE = '-';

/** How a step is chosen: one hand card, a set of hand cards, a map location, a half, or how a Benefit card is played. */
export type StepKind = 'card' | 'cards' | 'map' | 'half' | 'benefit';

/**
 * Facts a step may need about the position: where a unit stands, and (optionally)
 * the data row of a card — copies of one row are interchangeable, and the engine lists only the
 * first copies of a row for payments, discards and naval cards (docs/engine-api-notes.md).
 */
export interface StepContext {
  unitLocation(unit: UnitId): LocationId | undefined;
  /** The data row of a card (copies of one row are interchangeable); the card itself when absent. */
  cardRow?(card: CardId): string;
  /** The deciding player's hand, where copies of the listed cards may be picked instead; none when absent. */
  hand?: readonly CardId[];
  /** The units interchangeable with a unit, itself included, lowest id first (the engine's grouping); the unit alone when absent. */
  group?(unit: UnitId): UnitId[];
}

/** One step of building an action. */
export interface StepDef {
  /** Unique within its action type; the key of the player's pick. */
  id: string;
  kind: StepKind;
  /** i18n key of the prompt (under `builder.step`). */
  prompt: string;
  /** i18n key of the label for the `NONE` choice (under `builder.none`). */
  noneLabel?: string;
  /** The step's value for a legal action (`NONE` when the field is empty). */
  value(a: Action, ctx: StepContext): string;
  /**
   * A step whose answer depends on the earlier ones (a stand's Benefit cards, taken in any order):
   * every value an action offers here, given the picks so far. `value` is then unused.
   */
  values?(a: Action, ctx: StepContext, picks: Record<string, string>): string[];
  /** Map steps: the id of the half step that refines this location, for half-precise map targets. */
  halfStep?: string;
  /** `NONE` here ends the action as it stands (no more Benefit cards, R7.3): Confirm may play it without that click. */
  stops?: boolean;
  /** Half steps: the id of the map step whose location this half belongs to. */
  locationStep?: string;
}

/** Cards as a step value: sorted ids joined by commas (empty string for no cards). */
export function cardsValue(cards: readonly CardId[]): string {
  return [...cards].sort().join(',');
}

/** The card ids of a `cards` step value. */
export function cardsOf(value: string): CardId[] {
  return value === '' ? [] : value.split(',');
}

type Pick<T extends ActionType> = Extract<Action, { type: T }>;
const as = <T extends ActionType>(a: Action) => a as Pick<T>;
const opt = (v: string | null | undefined): string => v ?? NONE;

function cardStep(id: string, prompt: string, get: (a: Action) => CardId | null | undefined, noneLabel = 'card'): StepDef {
  return { id, kind: 'card', prompt, noneLabel, value: (a) => opt(get(a)) };
}
function mapStep(id: string, prompt: string, get: (a: Action, ctx: StepContext) => LocationId | undefined, halfStep?: string): StepDef {
  // Rail Movement's steps (R11.5), left empty, are "no second army by rail", as its decline button says (QA: "No second unit").
  return { id, kind: 'map', prompt, noneLabel: prompt.startsWith('rail') ? 'rail' : 'second', value: (a, ctx) => opt(get(a, ctx)), halfStep };
}
function halfStep(id: string, locationStep: string, get: (a: Action) => Half | undefined): StepDef {
  return { id, kind: 'half', prompt: 'half', value: (a) => opt(get(a)), locationStep };
}

/** Steps of Paper Money / Cotton Bonds (two deploys) and Rail Movement (one or two moves), R11.4–R11.5. */
const cardActionSteps: StepDef[] = [
  cardStep('deploy1-card', 'deployCard1', (a) => as<'card-action'>(a).deploys?.[0]?.card, 'second'),
  mapStep('deploy1-place', 'deployPlace1', (a) => as<'card-action'>(a).deploys?.[0]?.location, 'deploy1-half'),
  halfStep('deploy1-half', 'deploy1-place', (a) => as<'card-action'>(a).deploys?.[0]?.half),
  cardStep('deploy2-card', 'deployCard2', (a) => as<'card-action'>(a).deploys?.[1]?.card, 'second'),
  mapStep('deploy2-place', 'deployPlace2', (a) => as<'card-action'>(a).deploys?.[1]?.location, 'deploy2-half'),
  halfStep('deploy2-half', 'deploy2-place', (a) => as<'card-action'>(a).deploys?.[1]?.half),
  mapStep('rail1-from', 'railFrom1', (a, ctx) => unitFrom(as<'card-action'>(a).moves?.[0]?.unit, ctx)),
  mapStep('rail1-to', 'railTo1', (a) => as<'card-action'>(a).moves?.[0]?.to),
  mapStep('rail2-from', 'railFrom2', (a, ctx) => unitFrom(as<'card-action'>(a).moves?.[1]?.unit, ctx)),
  mapStep('rail2-to', 'railTo2', (a) => as<'card-action'>(a).moves?.[1]?.to),
];

/**
 * A stand (R7.3): after the defence card, the Benefit cards (R11.3, R11.6) one at a time, in any
 * order — pick one (or none: stand with those chosen), then how it is played (as High Ground, or
 * the army it brings) — instead of every combination in one list. Four rounds: no deck holds more
 * Benefit cards (U25, U29, U65, U66); a hand with more would end in the list.
 */
export const BENEFIT_ROUNDS = 4;
const benefitSteps: StepDef[] = [];
const plays = (a: Action) => as<'stand'>(a).benefits;
/** The army a Benefit card brings in a stand, if any. */
const brings = (a: Action, card?: string) => (plays(a).find((p) => p.card === card) as { unit?: UnitId } | undefined)?.unit;
for (let n = 0; n < BENEFIT_ROUNDS; n++) {
  const id = `benefit${n}`;
  benefitSteps.push(
    {
      id, kind: 'card', prompt: 'benefit', value: () => NONE, stops: true,
      values: (a, _, picks) => {
        const left = plays(a).filter((b) => ![...Array(n).keys()].some((i) => picks[`benefit${i}`] === b.card));
        return left.length ? left.map((b) => b.card) : [NONE];
      },
    },
    {
      id: `${id}-use`, kind: 'benefit', prompt: 'benefitUse', value: () => NONE,
      values: (a, ctx, picks) => {
        const b = plays(a).find((p) => p.card === picks[id]);
        if (b?.kind !== 'reinforcements') return [b?.kind ?? NONE];
        // Interchangeable armies go to the Reinforcements cards in the order they are picked, lowest
        // id first, as the engine lists them once (R11.6, QA): whichever card comes first, such an army
        // is offered once, and the other card may still bring the next one.
        const group = ctx.group?.(b.unit) ?? [b.unit];
        const before = [...Array(n).keys()].filter((i) => group.includes(brings(a, picks[`benefit${i}`])!)).length;
        return [group.filter((u) => plays(a).some((p) => brings(a, p.card) === u))[before]!];
      },
    },
  );
}

function unitFrom(unit: UnitId | undefined, ctx: StepContext): LocationId | undefined {
  return unit === undefined ? undefined : ctx.unitLocation(unit);
}

/** The steps of each action type, in the order the player takes them. Whatever they leave open is chosen from a list. */
export const STEPS: Record<ActionType, StepDef[]> = {
  deploy: [
    { id: 'payment', kind: 'cards', prompt: 'payment', value: (a) => cardsValue(as<'deploy'>(a).payment) },
    mapStep('place', 'place', (a) => as<'deploy'>(a).location, 'place-half'),
    halfStep('place-half', 'place', (a) => as<'deploy'>(a).half),
    cardStep('port-naval', 'portNaval', (a) => as<'deploy'>(a).navalCard, 'navalCard'),
  ],
  move: [
    mapStep('from', 'from', (a) => as<'move'>(a).from),
    mapStep('to', 'to', (a) => as<'move'>(a).to),
  ],
  'naval-move': [
    { id: 'cards', kind: 'cards', prompt: 'navalCards', value: (a) => cardsValue(as<'naval-move'>(a).cards) },
    mapStep('to', 'navalTo', (a) => as<'naval-move'>(a).to),
  ],
  'declare-attack': [mapStep('at', 'attackAt', (a) => as<'declare-attack'>(a).location)],
  discard: [{ id: 'cards', kind: 'cards', prompt: 'cards', value: (a) => cardsValue(as<'discard'>(a).cards) }],
  'card-action': cardActionSteps,
  'free-action': [],
  pass: [],
  'end-turn': [],
  'attacker-card': [cardStep('card', 'attackerCard', (a) => as<'attacker-card'>(a).card)],
  // No Leadership card may end the stand too (R7.3): Confirm stands at once when that is legal.
  stand: [{ ...cardStep('leadership', 'leadership', (a) => as<'stand'>(a).card), stops: true }, ...benefitSteps],
  withdraw: [cardStep('naval', 'navalCard', (a) => as<'withdraw'>(a).navalCard, 'navalCard')],
  casualties: [],
  retreat: [cardStep('naval', 'navalCard', (a) => as<'retreat'>(a).navalCard, 'navalCard')],
  'cavalry-raid-response': [cardStep('card', 'raidCard', (a) => as<'cavalry-raid-response'>(a).card)],
  'second-deploy': [
    cardStep('deploy2-card', 'deployCard2', (a) => as<'second-deploy'>(a).deploy?.card, 'second'),
    mapStep('deploy2-place', 'deployPlace2', (a) => as<'second-deploy'>(a).deploy?.location, 'deploy2-half'),
    halfStep('deploy2-half', 'deploy2-place', (a) => as<'second-deploy'>(a).deploy?.half),
  ],
  'rail-move': [
    mapStep('from', 'railFrom2', (a, ctx) => unitFrom(as<'rail-move'>(a).move?.unit, ctx)),
    mapStep('to', 'railTo2', (a) => as<'rail-move'>(a).move?.to),
  ],
};

/** The hand cards an action is "played with": picking one of them in the hand offers this action's type as a use. */
export function primaryCards(a: Action): CardId[] {
  switch (a.type) {
    case 'deploy':
    case 'move':
    case 'card-action':
    case 'free-action':
      return [a.card];
    case 'naval-move':
    case 'discard':
      return a.cards;
    case 'attacker-card':
    case 'cavalry-raid-response':
      return a.card ? [a.card] : [];
    case 'stand':
      return [...(a.card ? [a.card] : []), ...a.benefits.map((b) => b.card)];
    case 'withdraw':
    case 'retreat':
      return a.navalCard ? [a.navalCard] : [];
    default:
      return [];
  }
}

/** Action types offered as buttons whenever legal (they need no card, or the card comes later). */
export const BUTTON_TYPES: readonly ActionType[] = [
  'stand', 'withdraw', 'casualties', 'retreat', 'rail-move', 'second-deploy', 'declare-attack', 'discard', 'pass', 'end-turn',
];
/** Action types offered as a button only in their card-less form ("attack without a card", "let the raid happen"). */
export const CARDLESS_BUTTON_TYPES: readonly ActionType[] = ['attacker-card', 'cavalry-raid-response'];

/** Units an action moves or loses, for highlighting them on the map. */
export function unitsOf(a: Action): UnitId[] {
  switch (a.type) {
    case 'move':
    case 'casualties':
      return a.units;
    case 'naval-move':
    case 'withdraw':
    case 'retreat':
      return a.moves.map((m) => m.unit);
    case 'card-action':
      return a.moves?.map((m) => m.unit) ?? [];
    case 'rail-move':
      return a.move ? [a.move.unit] : [];
    case 'stand':
      return a.benefits.flatMap((b) => (b.kind === 'reinforcements' ? [b.unit] : []));
    default:
      return [];
  }
}
