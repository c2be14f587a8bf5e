/**
 * The position editor's draft (issue 10 item 3): a `Scenario` (the engine's format, contract) with
 * every pile written out, edited by small pure functions, and checked by the engine itself —
 * `newGame({ scenario })` runs the same whole-position validation as a save (validate.ts), so a
 * refused draft carries the engine's own words and the rule it names. No rule is decided here.
 */
import type { TFunction } from 'i18next';
import { deserialize, newGame, refusalRule, RuleError, scenarioOf } from '../../engine';
import type { CardId, GameState, Half, LocationId, NewGameOptions, Scenario, ScenarioBattle, Side } from '../../engine/types';

/** The piles the editor writes out for each side (the I and II piles follow from `reshuffles`, R4.1). */
export const PILES = ['hands', 'drawPiles', 'discards', 'removed'] as const;
/** One of `PILES`. */
export type Pile = (typeof PILES)[number];

/** One unit of a draft (the Scenario's unit entry). */
export type DraftUnit = NonNullable<Scenario['units']>[number];

/** A draft: a Scenario whose units and piles are always given. */
export type Draft = Scenario & { units: DraftUnit[]; control: Partial<Record<LocationId, Side>> } & Record<Pile, Record<Side, CardId[]>>;

/** What the game being edited lends the draft: its seed, ruleset and variants. */
export type DraftBasis = Pick<NewGameOptions, 'ruleset' | 'variants'> & { seed: number };

/** The new-game options of `game` (same seed, ruleset and variants) for drafts taken from it. */
export function basisOf(game: GameState): DraftBasis {
  return { seed: game.seed, ruleset: game.ruleset.value ?? game.ruleset.id, variants: game.variants };
}

/**
 * A draft of `state`'s position (`scenarioOf`): the captured list is left to the engine, which
 * counts every blue location the Confederacy controls (E9, X6), so that editing a flag never
 * leaves a stale capture behind.
 */
export function draftOf(state: GameState): Draft {
  const { captured: _captured, ...scenario } = scenarioOf(state);
  return scenario as Draft;
}

/** The three starting points of the editor: the current position, the rulebook's start (R1) and an empty board. */
export type StartPoint = 'current' | 'rulebook' | 'empty';

/** A fresh draft from `from` for the game `game` (the rulebook start and the empty board use its seed and ruleset). */
export function startDraft(from: StartPoint, game: GameState): Draft {
  if (from === 'current') return draftOf(game);
  const start = draftOf(newGame(basisOf(game)));
  return from === 'rulebook' ? start : { ...start, units: [], control: {} };
}

/**
 * The outcome of checking a draft: the game it starts, or the engine's refusal (its English
 * message, its key and arguments for the UI's language, and the rule it names).
 */
export type DraftCheck = { ok: true; state: GameState } | { ok: false; message: string; key: string; args: Readonly<Record<string, string | number>>; rule: string | null };

/** Checks `draft` with the engine (`newGame({ scenario })`); only the engine's `RuleError` is caught. */
export function checkDraft(draft: Scenario, basis: DraftBasis): DraftCheck {
  try {
    return { ok: true, state: newGame({ ...basis, scenario: draft }) };
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return { ok: false, message: e.message, key: e.key, args: e.args, rule: refusalRule(e) };
  }
}

/**
 * The editor's labels (i18n keys) for a scenario's fields, as a malformed scenario's refusal names
 * them (`scenario-malformed`'s `at`: a dotted path of the Scenario format, such as `units.3.half`).
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  turn: 'editor.turnNumber', active: 'editor.active', actionsTaken: 'editor.actionsTaken',
  blockade: 'editor.blockade', europe: 'editor.europe', units: 'editor.fields.units', captured: 'editor.fields.captured',
  side: 'editor.side', kind: 'editor.kind', strength: 'editor.strength', half: 'editor.half', location: 'editor.location',
  control: 'editor.control', reshuffles: 'editor.fields.reshuffles', battle: 'editor.battle.title',
  attacker: 'editor.battle.attacker', mode: 'editor.battle.mode', from: 'editor.battle.from', contested: 'editor.fields.contested',
  hands: 'editor.piles.hands', drawPiles: 'editor.piles.drawPiles', discards: 'editor.piles.discards', removed: 'editor.piles.removed',
  union: 'side.union', confederate: 'side.confederate', 'top level': 'editor.fields.topLevel',
};

/**
 * A refusal of a draft as the editor shows it: a malformed scenario names its field by the
 * editor's label ("Turn", "Blockade track › …", "#4" for the fourth unit), not the format's key,
 * and the type it expects in words ("a whole number"), not the schema's ("integer").
 */
export function shownRefusal(t: TFunction, check: Extract<DraftCheck, { ok: false }>): DraftCheck & { ok: false } {
  if (check.key !== 'ruleError.scenario-malformed' || typeof check.args.at !== 'string') return check;
  const at = check.args.at.split('.').map((part) => (/^\d+$/.test(part) ? `#${Number(part) + 1}` : FIELD_LABELS[part] ? t(FIELD_LABELS[part]) : part)).join(' › ');
  // The type a field expects ("integer") in words of the UI's language too.
  const known = check.args.issue === 'invalid_type' && typeof check.args.known === 'string' ? t(`editor.types.${check.args.known}`, { defaultValue: check.args.known }) : check.args.known;
  return { ...check, args: { ...check.args, at, ...(known !== undefined ? { known } : {}) } };
}

/** `draft` with its battle set (`battle`), or without one (`null`): see `Scenario.battle` (R7.1). */
export function setBattle(draft: Draft, battle: ScenarioBattle | null): Draft {
  const { battle: _old, ...rest } = draft;
  return battle ? { ...rest, battle } as Draft : rest as Draft;
}

/** `draft` with `unit` added. */
export function addUnit(draft: Draft, unit: DraftUnit): Draft {
  return { ...draft, units: [...draft.units, unit] };
}

/** `draft` without its unit number `index`. */
export function removeUnit(draft: Draft, index: number): Draft {
  return { ...draft, units: draft.units.filter((_, i) => i !== index) };
}

/** `draft` with its unit number `index` moved to `location` (and `half`). */
export function moveUnit(draft: Draft, index: number, location: LocationId, half: Half): Draft {
  return { ...draft, units: draft.units.map((u, i) => (i === index ? { ...u, location, half } : u)) };
}

/** `draft` with the control flag of `location` set to `side`, or removed (`null`: the location's colour). */
export function setControl(draft: Draft, location: LocationId, side: Side | null): Draft {
  const control = { ...draft.control };
  if (side === null) delete control[location];
  else control[location] = side;
  return { ...draft, control };
}

/** The pile of `side` that holds `card` in `draft`, or null when the card is not placed. */
export function pileOf(draft: Draft, side: Side, card: CardId): Pile | null {
  return PILES.find((p) => draft[p][side].includes(card)) ?? null;
}

/**
 * `draft` with `card` of `side` taken from wherever it lies and, unless `to` is null, put at the
 * end of pile `to` (the bottom of the draw pile). A card placed nowhere goes, when the game starts,
 * to its I or II pile if that pile is not yet added, else to the discard pile (Scenario format).
 */
export function placeCard(draft: Draft, side: Side, card: CardId, to: Pile | null): Draft {
  const next = { ...draft } as Draft;
  for (const p of PILES) next[p] = { ...draft[p], [side]: draft[p][side].filter((c) => c !== card) };
  if (to) next[to] = { ...next[to], [side]: [...next[to][side], card] };
  return next;
}

/** `draft` with `card` moved one place up (`-1`, towards the top) or down (`+1`) in its pile of `side`. */
export function shiftCard(draft: Draft, side: Side, pile: Pile, card: CardId, by: -1 | 1): Draft {
  const list = draft[pile][side].slice();
  const i = list.indexOf(card);
  const j = i + by;
  if (i < 0 || j < 0 || j >= list.length) return draft;
  [list[i], list[j]] = [list[j]!, list[i]!];
  return { ...draft, [pile]: { ...draft[pile], [side]: list } };
}

/** Largest scenario file read (characters); a whole save is far below it. */
export const MAX_SCENARIO_CHARS = 2_000_000;

/** The text of a scenario file: the draft as the engine's Scenario JSON. */
export function scenarioText(draft: Scenario): string {
  return `${JSON.stringify(draft, null, 2)}\n`;
}

/**
 * What reading a scenario file gave: the draft, or a refusal — the engine's, of a file not in the
 * Scenario format (`scenario-malformed`), or null for text that is neither a scenario nor a save.
 */
export type ScenarioFileRead = { ok: true; draft: Draft } | { ok: false; refusal: Extract<DraftCheck, { ok: false }> | null };

/**
 * Reads a scenario file for the game `basis`: a Scenario JSON object (as *Export scenario* writes
 * it, or written by hand), or a Lincoln save (the README's way: `serialize(newGame({ scenario }))`),
 * whose position is taken. The contents are not trusted: a Scenario the engine accepts becomes the
 * draft of the game it starts (so the Scenario format's defaults — the starting armies without
 * `units`, unplaced cards shuffled into the draw pile — hold); a well-formed one whose position it
 * refuses is kept as written, its missing units the starting armies and its missing piles empty,
 * for the editor to show the refusal and to fix. One not in the Scenario format is refused with the
 * engine's words, since the editor could neither show nor mend what does not fit its fields (QA: a
 * unit without a place could not be removed, and the draft before it was lost).
 */
export function readScenarioFile(text: string, basis: DraftBasis): ScenarioFileRead {
  const neither = { ok: false, refusal: null } as const;
  if (text.length > MAX_SCENARIO_CHARS) return neither;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    if (e instanceof SyntaxError) return neither;
    throw e;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return neither;
  if ((data as { format?: unknown }).format === 'lincoln-save') {
    try {
      return { ok: true, draft: draftOf(deserialize(text)) };
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
      return neither; // a damaged save
    }
  }
  if ((data as { format?: unknown }).format !== undefined) return neither; // another kind of file
  const check = checkDraft(data as Scenario, basis);
  if (check.ok) return { ok: true, draft: draftOf(check.state) };
  if (check.key === 'ruleError.scenario-malformed') return { ok: false, refusal: check };
  return { ok: true, draft: filledDraft(data as Scenario, basis) };
}

/**
 * A refused Scenario with its units (the starting armies when missing), control and piles (empty
 * when missing) written out, the rest kept for the engine to judge — but for its captured list,
 * which the editor neither shows nor edits: as in every draft (`draftOf`), the engine counts it
 * from the control flags, so that a refusal of the list is never one the editor cannot mend.
 */
function filledDraft(sc: Scenario, basis: DraftBasis): Draft {
  const control = typeof sc.control === 'object' && sc.control !== null ? sc.control : {};
  const units = Array.isArray(sc.units) ? sc.units : draftOf(newGame(basis)).units;
  const { captured: _captured, ...kept } = sc;
  const draft = { ...kept, units, control } as Draft;
  for (const p of PILES) {
    const given = typeof sc[p] === 'object' && sc[p] !== null ? sc[p] : {};
    draft[p] = { union: listOf(given.union), confederate: listOf(given.confederate) };
  }
  return draft;
}

function listOf(value: unknown): CardId[] {
  return Array.isArray(value) ? (value as CardId[]) : [];
}
