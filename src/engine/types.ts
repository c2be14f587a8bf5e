/**
 * The engine's public types (../shared/design/engine-contract.md). Plain JSON data only:
 * no classes, functions or cycles, so `structuredClone` and `JSON.stringify` round-trip a state.
 */
import type { CardId, Half, LocationId, Side } from '../data/types';

export type { CardId, Half, LocationId, Side } from '../data/types';
import type { Ruleset, RulesetRef } from './ruleset/types';
export type { Ruleset, RulesetRef, RulesetInfo } from './ruleset/types';
export type { RuleConstants } from './ruleset/constants';

/** A counter on the map: one army or fort (R1.1). `strength` is 1–3 for armies, 3 for forts (R7.4). */
export interface Unit {
  id: UnitId;
  side: Side;
  kind: 'army' | 'fort';
  strength: number;
  half: Half;
}
/** A string naming one counter on the map, stable while it stays there. */
export type UnitId = string;

/** A unit as stored in the state: a `Unit` plus where it stands. */
export interface UnitState extends Unit { location: LocationId }

/** Rule options; each defaults to the rulebook (E1, E16). */
export interface Variants {
  /** E1 variant: a long move may pass through a contested location by links entering the mover's half. */
  passThroughContested: boolean;
  /** E16 variant: discard and removed piles are open to both players. */
  openDiscards: boolean;
}

/** One side's cards (R1.2, R4.1). `draw[0]` is the top of the draw pile. */
export interface SideCards {
  hand: CardId[];
  draw: CardId[];
  /** The I and II piles not yet added (emptied when added at a reshuffle). */
  pileI: CardId[];
  pileII: CardId[];
  discard: CardId[];
  removed: CardId[];
  /** Reshuffles made so far (R4.1): 0, 1 or 2. */
  reshuffles: number;
}

/** A Benefit played by a standing defender (R7.3, R11.3, R11.6). */
export type BenefitPlay =
  | { card: CardId; kind: 'high-ground' }
  | { card: CardId; kind: 'reinforcements'; unit: UnitId };

/** One term of a side's combat strength (R7.4, R7.5), for the reveal and the log. */
export interface StrengthTerm {
  term: 'armies' | 'forts' | 'leadership' | 'rail-modifier' | 'naval-modifier' | 'high-ground' | 'reinforcements';
  value: number;
  rule: string;
  /**
   * The name of the Benefit card that gave a High Ground or Reinforcements term (R11.3, R11.6), public
   * once revealed: its name, not its id, as the battle's record keeps its cards, since the id may come
   * back to its side's hand after a reshuffle (viewFor never shows an id in the other side's hand). Absent in saves before it.
   */
  card?: string;
}

/** The outcome of a reveal (R7.4–R7.7). */
export interface CombatResult {
  attacker: StrengthTerm[];
  defender: StrengthTerm[];
  attackerStrength: number;
  defenderStrength: number;
  winner: Side;
  /** Counters each side must lose as casualties (R7.7). */
  losses: Record<Side, number>;
  /**
   * The defender's forts that fought, counted at the reveal (R7.4): with the battle's unit ids (every
   * counter that fought; the attacker's are armies, R7.1), what the strength terms add up, kept
   * because casualties leave the map (R7.7). Absent in results saved before it was kept.
   */
  forts?: number;
}

/** How the attacker came into the battle. */
export type AttackMode = 'rail' | 'naval' | 'declared';

/** A combat in progress (R7–R9). */
export interface Combat {
  location: LocationId;
  attacker: Side;
  defender: Side;
  /** The attacked half (R7.1). */
  half: Half;
  mode: AttackMode;
  /** Rail attacks: the location the attacker came from (R9.2) and the link used. */
  from?: LocationId;
  linkId?: number;
  /** The location was contested before the attack (R6.4, E7, E12): exits only by links entering one's own half. */
  wasContested: boolean;
  /** Units fighting (R7.1): attacker armies; defender armies plus forts in the attacked half. */
  attackerUnits: UnitId[];
  defenderUnits: UnitId[];
  /** Face-down cards (R7.2, R7.3); `undefined` until played, `null` when none. */
  attackerCard?: CardId | null;
  defenderCard?: CardId | null;
  benefits: BenefitPlay[];
  /** E10: a second combat between forts left behind and the attacker. */
  fortBattle: boolean;
  step: 'attacker-card' | 'defender-response' | 'casualties' | 'retreat';
  result?: CombatResult;
  /** Sides whose casualties are taken (R7.7). */
  casualtiesTaken: Side[];
  /** Counters lost by each side in this combat, for the Europe track (R7.10, E8). */
  lost: Record<Side, number>;
}

/**
 * The last battle fought, kept after it ends so the reveal can be shown term by term even when
 * the engine settled casualties and retreats itself (X16). Cards are named, never id'd: they may
 * since have gone back into a hand.
 */
export interface BattleRecord {
  location: LocationId;
  attacker: Side;
  defender: Side;
  mode: AttackMode;
  result: CombatResult;
  attackerCardName: string | null;
  defenderCardName: string | null;
  /** Counters each side lost in all (casualties, forts eliminated, no retreat: R7.7, E8, E11). */
  lost: Record<Side, number>;
  turn: number;
}

/** Paper Money / Cotton Bonds after its first deploy: a second unit may follow (R11.4, X10). */
export interface PendingDeploy { card: CardId }

/** Rail Movement after its first army moved: the second army may follow (R11.5). */
export interface PendingRailMove { card: CardId; moved: UnitId }

/** A Cavalry Raid waiting for the opponent's reply (R11.2). */
export interface PendingRaid { card: CardId; raider: Side }

/**
 * The choice a card play left open, one at a time (issue 7 item 5: one explicit stage in the state,
 * not one nullable field per card): the opponent's reply to a Cavalry Raid (R11.2), the optional
 * second army of a Rail Movement (R11.5), the optional second unit of Paper Money / Cotton Bonds
 * (R11.4, X10). `kind` is the decision it asks for.
 */
export type PendingChoice =
  | ({ kind: 'cavalry-raid-response' } & PendingRaid)
  | ({ kind: 'rail-movement' } & PendingRailMove)
  | ({ kind: 'second-deploy' } & PendingDeploy);

/** The state format this version writes (`GameState.version`); `deserialize` migrates earlier ones and refuses a later one as newer. */
export const STATE_VERSION = 4;

/** Why and how the game ended (R12). */
/**
 * How the game ended (R12, R4.3, R4.4): the winning side, the rule, and why — `reason`, a key of
 * `WIN_REASONS` (`'europe'`, `'first-reshuffle'`…), with its `args` (`needs`: the VP the clock
 * asked for, from the ruleset's constants; `vp`: the Union's VP) for the UI to say in its language
 * (`winReasonText` gives the English). A save from before version 4 whose English reason matches
 * no key keeps that English in `reason`, with no args.
 */
export interface Winner { side: Side; reason: string; rule: string; args: Record<string, string | number> }

/** One entry of the game log: a message key and its arguments (text is built from data by the UI). */
export interface LogEntry {
  /** Message key, see `log-messages.ts`. */
  key: string;
  args: Record<string, string | number>;
  /** Rule ids this entry applies. */
  rules?: string[];
  side?: Side;
  /** When set, only this side (and nobody else) may see the entry (hidden information). */
  privateTo?: Side;
  turn: number;
}

/** The whole game: plain JSON. */
export interface GameState {
  format: 'lincoln-state';
  /**
   * 3 since the pending choice became one field (issue 7 item 5); 2 since rulesets. `deserialize`
   * migrates version 1 (no `ruleset`: the default) and 2 (`raid`, `railMove`, `freeDeploy`).
   */
  version: typeof STATE_VERSION;
  /** The ruleset this game is played under: id and content hash, the whole value when custom. */
  ruleset: RulesetRef;
  seed: number;
  /** The seeded generator's state (uint32). */
  rng: number;
  variants: Variants;
  /** Turn number from 1; the Union plays odd turns when the game starts normally. */
  turn: number;
  active: Side;
  actionsTaken: number;
  cards: Record<Side, SideCards>;
  units: UnitState[];
  nextUnitId: number;
  /** Control flags (R5.4, R5.6): the side that holds each location when empty, where it differs from its colour. */
  flags: Partial<Record<LocationId, Side>>;
  /** Blue locations carrying the Confederate Europe bonus (E9). */
  captured: LocationId[];
  blockade: number;
  europe: number;
  combat: Combat | null;
  /** The choice a card play left open (R11.2, R11.4, R11.5), null when none: never during a battle. */
  pending: PendingChoice | null;
  /** The last battle fought (for the reveal), null before the first. */
  lastBattle: BattleRecord | null;
  winner: Winner | null;
  /** Bumped whenever hidden information is revealed or chance is used (draws, shuffles, reveals): undo never crosses it. */
  checkpoint: number;
  log: LogEntry[];
}

/** One army move of Rail Movement (R11.5). */
export interface RailMove { unit: UnitId; to: LocationId }
/** One deploy of Paper Money / Cotton Bonds (R11.4). */
export interface FreeDeploy { card: CardId; location?: LocationId; half?: Half }

/**
 * Where one army goes in a withdrawal or retreat (R8, R9). With the action's `navalCard`, a move
 * to Washington sails (R8.6, R9.3, E6) unless it says `by: 'rail'`; the others go overland or into
 * the other half, so one withdrawal or retreat may mix sea and land (E17). `by: 'sea'` is accepted
 * too, to say it outright.
 */
export interface SplitMove<To extends string = LocationId> { unit: UnitId; to: To; by?: 'sea' | 'rail' }

/** Every action (contract); each is one whole decision. */
export type Action =
  | { type: 'deploy'; card: CardId; payment: CardId[]; location?: LocationId; half?: Half; navalCard?: CardId }
  | { type: 'move'; card: CardId; from: LocationId; to: LocationId; units: UnitId[]; via?: LocationId }
  | { type: 'naval-move'; cards: CardId[]; moves: { unit: UnitId; from: LocationId }[]; to: LocationId }
  | { type: 'declare-attack'; location: LocationId }
  | { type: 'discard'; cards: CardId[] }
  | { type: 'card-action'; card: CardId; deploys?: FreeDeploy[]; moves?: RailMove[] }
  | { type: 'free-action'; card: CardId }
  | { type: 'pass' }
  | { type: 'end-turn' }
  | { type: 'attacker-card'; card: CardId | null }
  | { type: 'stand'; card: CardId | null; benefits: BenefitPlay[] }
  | { type: 'withdraw'; moves: SplitMove<LocationId | 'other-half'>[]; navalCard?: CardId }
  | { type: 'casualties'; units: UnitId[] }
  | { type: 'retreat'; moves: SplitMove<LocationId>[]; navalCard?: CardId }
  | { type: 'cavalry-raid-response'; card: CardId | null }
  /** R11.5: the optional second army of a Rail Movement played with one move (null: no second army). */
  | { type: 'rail-move'; move: RailMove | null }
  /** R11.4: the optional second unit of a Paper Money / Cotton Bonds played with one deploy (null: none). */
  | { type: 'second-deploy'; deploy: FreeDeploy | null };

/** The `type` of every contract action ('deploy', 'move', …). */
export type ActionType = Action['type'];

/**
 * Every kind of decision the engine asks for (contract `Decision`). A withdrawal (R8) is one of the
 * two answers of 'defender-response' (`withdraw` or `stand`, R7.3), never a decision of its own.
 */
export const DECISION_KINDS = [
  'action', 'attacker-card', 'defender-response', 'casualties', 'retreat',
  'cavalry-raid-response', 'naval-retreat', 'rail-movement', 'second-deploy',
] as const;

/** One of `DECISION_KINDS`. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** Who must decide what now (contract). */
export interface Decision {
  side: Side;
  kind: DecisionKind;
  /** The battle location, for combat decisions. */
  location?: LocationId;
  /** Casualties: how many counters this side must lose (R7.7). */
  count?: number;
  /** 'action': actions taken so far this turn, and whether `end-turn` is allowed. */
  actionsTaken?: number;
  mayEndTurn?: boolean;
}

/** A card as a viewer sees it when its id must stay hidden: only its name and uses. */
export interface HiddenCard { hidden: true }

/** What one viewer may see (contract: never the other side's hand or draw pile). */
export interface PlayerView {
  viewer: Side | 'observer';
  /** The game's ruleset (public: both sides play under it). */
  ruleset: RulesetRef;
  turn: number;
  active: Side;
  actionsTaken: number;
  decision: Decision | null;
  winner: Winner | null;
  variants: Variants;
  units: UnitState[];
  /** Controller of each location, null when contested. */
  control: Record<LocationId, Side | null>;
  contested: LocationId[];
  /** The locations each side can trace supply to now (R5.8), in the ruleset's location order. */
  supplied: Record<Side, LocationId[]>;
  flags: Partial<Record<LocationId, Side>>;
  captured: LocationId[];
  blockade: number;
  europe: number;
  vp: number;
  /** The viewer's own hand (empty for observers). */
  hand: CardId[];
  sides: Record<Side, {
    handCount: number; drawCount: number; discardCount: number; removedCount: number;
    pileICount: number; pileIICount: number; reshuffles: number;
    /** Visible only to the owner, or to everyone with the open-discards variant (E16). */
    discard?: CardId[]; removed?: CardId[];
    handSize: number;
  }>;
  /** The combat in progress, with face-down cards hidden from those who may not see them. */
  combat: (Omit<Combat, 'attackerCard' | 'defenderCard'> & {
    attackerCard?: CardId | null | HiddenCard;
    defenderCard?: CardId | null | HiddenCard;
  }) | null;
  /** The choice a card play left open (public: both sides see the card played). */
  pending: PendingChoice | null;
  /** `pending` seen by kind, as views before state version 3 had it. */
  raid: PendingRaid | null;
  railMove: PendingRailMove | null;
  freeDeploy: PendingDeploy | null;
  lastBattle: BattleRecord | null;
  log: LogEntry[];
  checkpoint: number;
}

/** A position for the sandbox, tutorials and tests (contract). */
export interface Scenario {
  active?: Side;
  /** The turn number (1 and up; default 1). It only numbers the turns of the log and the screen. */
  turn?: number;
  actionsTaken?: 0 | 1 | 2;
  units?: { side: Side; kind: 'army' | 'fort'; strength?: 1 | 2 | 3; location: LocationId; half?: Half }[];
  control?: Partial<Record<LocationId, Side>>;
  hands?: Partial<Record<Side, CardId[]>>;
  drawPiles?: Partial<Record<Side, CardId[]>>;
  discards?: Partial<Record<Side, CardId[]>>;
  removed?: Partial<Record<Side, CardId[]>>;
  reshuffles?: Partial<Record<Side, 0 | 1 | 2>>;
  blockade?: number;
  europe?: number;
  captured?: LocationId[];
  /**
   * A battle about to be fought (issue 10 item 3), at its first step: the attacker's face-down
   * card (R7.2). The attacker's armies in the attacked half attack; the defender's armies all stand
   * in that half, its forts where they are (R7.1). `mode` is how the attacker came: `'rail'` from
   * `from` (the half the link enters is the attacked half; its modifier counts, R7.5), `'naval'`
   * into a port's harbour half (its naval defence counts, R5.3), or `'declared'` within a contested
   * location (R6.4). `contested`: the location was contested before the attack, so no defence
   * modifier applies (R7.5, E7); always so for `'declared'`, default false otherwise. The attacker
   * must be the side to act (`active`).
   */
  battle?: ScenarioBattle;
}

/** A battle of a `Scenario` (see `Scenario.battle`). */
export interface ScenarioBattle { location: LocationId; attacker: Side; mode: 'rail' | 'naval' | 'declared'; from?: LocationId; contested?: boolean }

/** Options of `newGame`. */
/** Options of `newGame`: `ruleset` is an id of `listRulesets()` or a whole `Ruleset` (default: 'default'). */
export interface NewGameOptions { seed?: number; scenario?: Scenario; variants?: Partial<Variants>; ruleset?: string | Ruleset }
