/**
 * Combat (R7), withdrawal (R8) and retreat (R9): placement, face-down cards, the defender's
 * choice, the reveal with every strength term, casualties, retreats, control and the Europe track.
 */
import type { BenefitPlay, CardId, Combat, CombatResult, GameState, Half, LocationId, Side, SplitMove, StrengthTerm, UnitState } from './types';
import { controllerOf, halfOf, isContested, unitsOfSideAt, updateControl } from './control';
import {exitByLink, exitsOf, harbourHalf, isForbidden, isPort, opponent, otherHalf , type HasRuleset } from './map';
import type { Arrival } from './movement';
import { discardFromHand, takeFromHand } from './deck';
import { cardName } from './log';
import { logEvent } from './log';
import { checkEurope, moveEurope } from './tracks';
import { rulesOf, type RulesetTables } from './ruleset';

/**
 * The defender's units in a battle at `location` fought in `half` (R7.1): all his armies (placed
 * in that half) and his forts standing in it — forts fight only when their half is attacked.
 */
export function defendingUnits(state: GameState, location: LocationId, defender: Side, half: Half): UnitState[] {
  return state.units.filter((u) => u.location === location && u.side === defender && (u.kind === 'army' || u.half === half));
}

/** Starts a combat (R7.1): the attacker has arrived in `half`; the defender's armies are already placed there. */
export function startCombat(
  state: GameState,
  args: { location: LocationId; attacker: Side; half: Half; arrival: Arrival | { mode: 'declared' }; attackerUnits: string[]; wasContested: boolean },
): void {
  const defender = opponent(args.attacker);
  const defenderUnits = defendingUnits(state, args.location, defender, args.half).map((u) => u.id);
  const combat: Combat = {
    location: args.location, attacker: args.attacker, defender, half: args.half,
    mode: args.arrival.mode, wasContested: args.wasContested,
    attackerUnits: args.attackerUnits.slice(), defenderUnits,
    benefits: [], fortBattle: false, step: 'attacker-card', casualtiesTaken: [],
    lost: { union: 0, confederate: 0 },
  };
  if (args.arrival.mode === 'rail') { combat.from = args.arrival.from; combat.linkId = args.arrival.linkId; }
  state.combat = combat;
  logEvent(state, 'battle', {
    attacker: args.attacker, location: args.location, mode: args.arrival.mode,
    attackers: combat.attackerUnits.length, defenders: defenderUnits.length,
  }, args.arrival.mode === 'declared' ? ['R6.4', 'R7.1'] : ['R6.2.3', 'R7.1'], args.attacker);
}

/** Units of the combat still on the map, by side. */
export function battleUnits(state: GameState, combat: Combat, side: Side): UnitState[] {
  const ids = side === combat.attacker ? combat.attackerUnits : combat.defenderUnits;
  return state.units.filter((u) => ids.includes(u.id));
}

/** R7.2: the attacker's face-down card (null only with an empty hand, E3). */
export function playAttackerCard(state: GameState, card: CardId | null): void {
  const combat = state.combat!;
  if (card) takeFromHand(state, combat.attacker, card);
  combat.attackerCard = card;
  combat.step = 'defender-response';
  logEvent(state, card ? 'attacker-card' : 'attacker-no-card', { side: combat.attacker }, card ? ['R7.2'] : ['R7.2', 'E3'], combat.attacker);
}

/** The half the side stands in for leaving the battle location (E12), or null when any link will do (E13). */
function leavingHalf(combat: Combat, side: Side): Half | null {
  if (!combat.wasContested) return null;
  if (side === combat.defender) return combat.half;
  return combat.mode === 'declared' ? otherHalf(combat.half) : combat.half;
}

/** A place a withdrawing or retreating army may go: a location and the half it enters. */
export interface Refuge { to: LocationId; half: Half }

/**
 * Where `side`'s armies may withdraw or retreat to by rail from the battle (R8.3, R8.4, R9.1):
 * connected locations `side` controls, or halves of contested locations holding its units,
 * never along a link entering a half with enemy units; leaving only by its own half when the
 * location was contested (E12).
 */
export function railRefuges(state: GameState, combat: Combat, side: Side): Refuge[] {
  const half = leavingHalf(combat, side);
  const out: Refuge[] = [];
  for (const exit of exitsOf(state, combat.location)) {
    if (half && exit.here !== half) continue;
    if (isForbidden(state, side, exit.to)) continue;
    if (isContested(state, exit.to)) {
      if (halfOf(state, side, exit.to) === exit.toHalf) out.push({ to: exit.to, half: exit.toHalf });
    } else if (controllerOf(state, exit.to) === side) {
      out.push({ to: exit.to, half: exit.toHalf });
    }
  }
  return out;
}

/** E6: the Union may escape by sea from a port other than Washington, to a Union-controlled Washington. */
export function navalEscapeOpen(state: GameState, combat: Combat, side: Side): boolean {
  return side === 'union' && isPort(state, combat.location) && combat.location !== 'washington'
    && controllerOf(state, 'washington') === 'union';
}

/**
 * True when `move` of a withdrawal or retreat paid with `navalCard` goes by sea to Washington
 * (R8.6, R9.3, E6): a move to Washington sails unless it says `by: 'rail'`, and one that says
 * `by: 'sea'` sails. Without a naval card nothing sails. The rest go overland (E17).
 */
export function sails(move: { to: string; by?: 'sea' | 'rail' }, navalCard: CardId | undefined): boolean {
  if (navalCard === undefined) return false;
  return move.by === 'sea' || (move.by === undefined && move.to === 'washington');
}

/** Naval-movement cards in `side`'s hand (R2.2). */
export function navalCardsInHand(state: GameState, side: Side): CardId[] {
  return state.cards[side].hand.filter((c) => rulesOf(state).cardById[c]!.naval);
}

/** Whether the defender may withdraw at all (R8.5: forts cannot; only armies withdraw). */
export function defenderArmies(state: GameState, combat: Combat): UnitState[] {
  return battleUnits(state, combat, combat.defender).filter((u) => u.kind === 'army');
}

/**
 * Destinations of a withdrawal (R8.2, R8.3): the other half when the location was not contested,
 * otherwise connected refuges (R8.4).
 */
export function withdrawalRefuges(state: GameState, combat: Combat): (Refuge | 'other-half')[] {
  if (!combat.wasContested) return ['other-half'];
  return railRefuges(state, combat, combat.defender);
}

/** How many of `moves` go to each destination, in the order first named (for the log). */
function destinations<T extends string>(moves: readonly SplitMove<T>[]): [T, number][] {
  const counts = new Map<T, number>();
  for (const m of moves) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
  return [...counts];
}

/**
 * R8: the defender withdraws (mutates). `moves` covers every defending army; the armies that sail
 * (see `sails`) go to Washington's harbour half (R8.6, E6), the others into the other half (R8.2)
 * or to connected refuges (R8.3, R8.4); one withdrawal may mix them (E17).
 */
export function withdraw(state: GameState, moves: SplitMove<LocationId | 'other-half'>[], navalCard?: CardId): void {
  const combat = state.combat!;
  const defender = combat.defender;
  if (navalCard) discardFromHand(state, defender, [navalCard]);
  const refuges = combat.wasContested ? railRefuges(state, combat, defender) : [];
  let bySea = 0;
  for (const m of moves) {
    const unit = state.units.find((u) => u.id === m.unit)!;
    if (sails(m, navalCard)) { unit.location = 'washington'; unit.half = harbourHalf(state, 'washington')!; bySea++; }
    else if (m.to === 'other-half') unit.half = otherHalf(combat.half);
    else { unit.location = m.to; unit.half = refuges.find((r) => r.to === m.to)!.half; }
  }
  // R8.1: the attacker's card is discarded unrevealed.
  const unrevealed = combat.attackerCard;
  if (unrevealed) state.cards[combat.attacker].discard.push(unrevealed);
  // Deleted, not set to undefined: the state stays plain JSON that round-trips exactly (issue 8).
  delete combat.attackerCard;
  const overland = moves.length - bySea;
  if (bySea) {
    logEvent(state, 'withdraw-naval', { side: defender, location: combat.location, armies: bySea },
      overland ? ['R8.1', 'R8.6', 'E6', 'E17'] : ['R8.1', 'R8.6', 'E6'], defender);
  }
  const withdrawRules = ['R8.1', combat.wasContested ? 'R8.3' : 'R8.2', ...(bySea ? ['E17'] : [])];
  // One entry per destination, saying where the armies went (a plain-language log for the class);
  // with no army to move (forts only, E10) the entry says only that the defender withdrew.
  if (!overland && !bySea) logEvent(state, 'withdraw', { side: defender, location: combat.location, armies: 0 }, withdrawRules, defender);
  for (const [to, armies] of destinations(moves.filter((m) => !sails(m, navalCard)))) {
    if (to === 'other-half') logEvent(state, 'withdraw-half', { side: defender, location: combat.location, armies }, withdrawRules, defender);
    else logEvent(state, 'withdraw-to', { side: defender, location: combat.location, to, armies }, withdrawRules, defender);
  }
  // Said, not named: the log tells where the face-down card went (QA: only the discard pile's count changed).
  if (unrevealed) logEvent(state, 'attacker-card-unrevealed', {}, ['R8.1'], combat.attacker);
  const forts = state.units.filter((u) => u.location === combat.location && u.side === defender && u.kind === 'fort' && u.half === combat.half);
  if (forts.length > 0) {
    // E10: the forts left behind fight a new combat; the attacker plays a new card.
    combat.defenderUnits = forts.map((u) => u.id);
    combat.fortBattle = true;
    combat.step = 'attacker-card';
    logEvent(state, 'fort-battle', { side: defender, location: combat.location, forts: forts.length }, ['R8.5', 'E10'], defender);
    return;
  }
  state.combat = null;
  updateControl(state);
}

/** R7.3 / R7.4–R7.6: the defender stands, with an optional Leadership card and Benefits; then the reveal. */
export function stand(state: GameState, card: CardId | null, benefits: BenefitPlay[]): void {
  const combat = state.combat!;
  const defender = combat.defender;
  if (card) takeFromHand(state, defender, card);
  combat.defenderCard = card;
  for (const b of benefits) {
    takeFromHand(state, defender, b.card);
    combat.benefits.push({ ...b });
    if (b.kind === 'reinforcements') {
      const unit = state.units.find((u) => u.id === b.unit)!;
      logEvent(state, 'reinforcements', { side: defender, from: unit.location, location: combat.location, strength: unit.strength }, ['R11.6'], defender);
      unit.location = combat.location;
      unit.half = combat.half;
      combat.defenderUnits.push(unit.id);
    }
  }
  reveal(state);
}

/**
 * The defence modifier terms of a battle (R7.5): the rail link's modifier of the defender's colour
 * when the attacker advanced by rail along it, the port's naval defence (R5.3) for a naval attack;
 * none at all for an attack within an already contested location, whether declared there (R6.4)
 * or arriving by rail or sea into the enemy's half (E7). The reveal, the log and the bot all
 * read this one function. `combat` needs only `location`, `defender`, `mode`, `linkId` and
 * `wasContested`; `state` (a state or a view) names the ruleset whose links and ports count.
 */
export function defenceModifierTerms(state: HasRuleset, combat: Pick<Combat, 'location' | 'defender' | 'mode' | 'linkId' | 'wasContested'>): StrengthTerm[] {
  return defenceModifierTermsIn(rulesOf(state), combat);
}

/** `defenceModifierTerms` on a ruleset's tables (for the bot, which holds tables, not a state). */
export function defenceModifierTermsIn(t: RulesetTables, combat: Pick<Combat, 'location' | 'defender' | 'mode' | 'linkId' | 'wasContested'>): StrengthTerm[] {
  if (combat.wasContested) return [];
  if (combat.mode === 'rail' && combat.linkId !== undefined) {
    const mod = t.exits[combat.location].find((e) => e.link.id === combat.linkId)?.link.modifier;
    if (mod && mod.side === combat.defender) return [{ term: 'rail-modifier', value: mod.value, rule: 'R7.5' }];
  } else if (combat.mode === 'naval') {
    const nav = t.locationById[combat.location].port?.navalDefence ?? 0;
    if (nav > 0) return [{ term: 'naval-modifier', value: nav, rule: 'R5.3' }];
  }
  return [];
}

/** Sums a term list. */
function total(terms: StrengthTerm[]): number {
  return terms.reduce((s, t) => s + t.value, 0);
}

/** R7.4–R7.7: reveal, strengths term by term, winner (ties to the defender) and casualty counts. */
function reveal(state: GameState): void {
  const combat = state.combat!;
  const attackers = battleUnits(state, combat, combat.attacker);
  const defenders = battleUnits(state, combat, combat.defender);
  const reinforcing = new Set(combat.benefits.filter((b) => b.kind === 'reinforcements').map((b) => (b as { unit: string }).unit));
  const a: StrengthTerm[] = [{ term: 'armies', value: attackers.reduce((s, u) => s + u.strength, 0), rule: 'R7.4' }];
  if (combat.attackerCard) a.push({ term: 'leadership', value: rulesOf(state).cardById[combat.attackerCard]!.leadership, rule: 'R7.4' });
  const d: StrengthTerm[] = [];
  const armies = defenders.filter((u) => u.kind === 'army' && !reinforcing.has(u.id));
  const forts = defenders.filter((u) => u.kind === 'fort');
  d.push({ term: 'armies', value: armies.reduce((s, u) => s + u.strength, 0), rule: 'R7.4' });
  if (forts.length) d.push({ term: 'forts', value: rulesOf(state).constants.fortStrength * forts.length, rule: 'R7.4' });
  if (combat.defenderCard) d.push({ term: 'leadership', value: rulesOf(state).cardById[combat.defenderCard]!.leadership, rule: 'R7.4' });
  d.push(...defenceModifierTerms(state, combat));
  for (const b of combat.benefits) {
    if (b.kind === 'high-ground') d.push({ term: 'high-ground', value: rulesOf(state).constants.highGroundBonus, rule: 'R11.3', card: cardName(state, b.card) });
    else {
      const unit = defenders.find((u) => u.id === b.unit);
      d.push({ term: 'reinforcements', value: unit ? unit.strength : 0, rule: 'R11.6', card: cardName(state, b.card) });
    }
  }
  const attackerStrength = total(a);
  const defenderStrength = total(d);
  const winner = attackerStrength > defenderStrength ? combat.attacker : combat.defender;
  const loser = opponent(winner);
  const count = (side: Side) => (side === combat.attacker ? attackers.length : defenders.length);
  const loss = battleLosses(count(winner), count(loser));
  const losses = { [winner]: loss.winner, [loser]: loss.loser } as Record<Side, number>;
  // The defender's forts that fought, kept with the result: casualties leave the map (R7.7), and the
  // reveal's counts must still describe the counters its strength terms add up (R7.4).
  const result: CombatResult = { attacker: a, defender: d, attackerStrength, defenderStrength, winner, losses, forts: forts.length };
  combat.result = result;
  combat.step = 'casualties';
  state.checkpoint += 1;
  logEvent(state, 'reveal', {
    attacker: combat.attacker, defender: combat.defender, location: combat.location,
    attackerCard: combat.attackerCard ? cardName(state, combat.attackerCard) : '',
    defenderCard: combat.defenderCard ? cardName(state, combat.defenderCard) : '',
    // The Benefit cards the defender played beside it (R11.3, R11.6), by name, ', ' between them.
    benefits: combat.benefits.map((b) => cardName(state, b.card)).join(', '),
    attackerStrength, defenderStrength, winner,
    tie: attackerStrength === defenderStrength ? 1 : 0,
    // 1 when the defender keeps units there outside the battle (the other half: forts, or the armies
    // that withdrew from the forts' battle, E10): a win by the attacker leaves the location contested,
    // so the log says it wins the battle, not that it takes the place (R5.5, R7.9; QA).
    held: +state.units.some((u) => u.location === combat.location && u.side === combat.defender && !defenders.includes(u)),
    terms: d.filter((t) => t.term !== 'armies' && t.term !== 'leadership').map((t) => `${t.term}+${t.value}`).join(' '),
  }, attackerStrength === defenderStrength ? ['R7.4', 'R7.5', 'R7.6'] : ['R7.4', 'R7.5'], winner);
  advanceCasualties(state);
}

/**
 * R7.7 casualties: the loser loses half its counters in the battle, rounded up; the winner half of
 * its own, rounded down, but never more than the loser. Counts are counters (armies and forts) that
 * fought; the result is counters to remove. The reveal and the bot's battle values read this.
 */
export function battleLosses(winnerCount: number, loserCount: number): { winner: number; loser: number } {
  const loser = Math.ceil(loserCount / 2);
  return { winner: Math.min(Math.floor(winnerCount / 2), loser), loser };
}

/** The side that must take casualties next (attacker first), or null when both are done (R7.7). */
export function casualtySide(combat: Combat): Side | null {
  for (const side of [combat.attacker, combat.defender]) {
    if (!combat.casualtiesTaken.includes(side) && (combat.result?.losses[side] ?? 0) > 0) return side;
  }
  return null;
}

/** Moves on once both sides' casualties are taken: E11 forts, then retreat or the end of the combat. */
function advanceCasualties(state: GameState): void {
  const combat = state.combat!;
  if (casualtySide(combat) !== null) return;
  const loser = opponent(combat.result!.winner);
  if (loser === combat.defender) {
    // E11: surviving forts of a losing defender are eliminated; they count for the Europe track (E8).
    const forts = battleUnits(state, combat, loser).filter((u) => u.kind === 'fort');
    if (forts.length) {
      eliminate(state, forts);
      combat.lost[loser] += forts.length;
      logEvent(state, 'forts-eliminated', { side: loser, location: combat.location, count: forts.length }, ['R9.4', 'E11'], loser);
    }
  }
  if (battleUnits(state, combat, loser).length === 0) { finishCombat(state); return; }
  combat.step = 'retreat';
}

/** Removes counters from the map (they return to the stock, R7.7). */
function eliminate(state: GameState, units: UnitState[]): void {
  const ids = new Set(units.map((u) => u.id));
  state.units = state.units.filter((u) => !ids.has(u.id));
}

/** R7.7: `side` removes the chosen counters. */
export function takeCasualties(state: GameState, side: Side, unitIds: string[]): void {
  const combat = state.combat!;
  const units = state.units.filter((u) => unitIds.includes(u.id));
  eliminate(state, units);
  combat.lost[side] += units.length;
  combat.casualtiesTaken.push(side);
  logEvent(state, 'casualties', { side, location: combat.location, count: units.length }, ['R7.7'], side);
  advanceCasualties(state);
}

/** Where the losing side's surviving armies may go by rail (R9.1, R9.2, X25). */
export function retreatRefuges(state: GameState, combat: Combat): Refuge[] {
  const loser = opponent(combat.result!.winner);
  if (loser === combat.attacker && combat.mode === 'rail') {
    // Back where he came from even if leaving handed it to the enemy (X25), into the half his link
    // enters, unless enemy units now stand in that half: no refuge then (R9.1), eliminated (R9.4).
    const half = exitByLink(state, combat.from!, combat.linkId!)?.here ?? 'upper';
    return unitsOfSideAt(state, opponent(loser), combat.from!).some((u) => u.half === half) ? [] : [{ to: combat.from!, half }];
  }
  if (loser === combat.attacker && combat.mode === 'naval') return [];
  return railRefuges(state, combat, loser);
}

/**
 * R9: the loser's armies retreat by rail (R9.1, R9.2) or, those that sail (see `sails`), by sea
 * to Washington (R9.3, E6); one retreat may mix them (E17). Armies not moved are eliminated (R9.4).
 */
export function retreat(state: GameState, moves: SplitMove[], navalCard?: CardId): void {
  const combat = state.combat!;
  const loser = opponent(combat.result!.winner);
  if (navalCard) discardFromHand(state, loser, [navalCard]);
  const refuges = retreatRefuges(state, combat);
  const survivors = battleUnits(state, combat, loser);
  const moved = new Set<string>();
  let bySea = 0;
  for (const m of moves) {
    const unit = survivors.find((u) => u.id === m.unit)!;
    if (sails(m, navalCard)) { unit.location = 'washington'; unit.half = harbourHalf(state, 'washington')!; bySea++; }
    else { unit.location = m.to; unit.half = refuges.find((r) => r.to === m.to)!.half; }
    moved.add(unit.id);
  }
  const stranded = survivors.filter((u) => !moved.has(u.id));
  const overland = moved.size - bySea;
  if (bySea) {
    logEvent(state, 'retreat-naval', { side: loser, location: combat.location, armies: bySea },
      overland ? ['R9.3', 'E6', 'E17'] : ['R9.3', 'E6'], loser);
  }
  if (overland) {
    const rules = [loser === combat.attacker ? 'R9.2' : 'R9.1', ...(bySea ? ['E17'] : [])];
    for (const [to, armies] of destinations(moves.filter((m) => !sails(m, navalCard)))) {
      logEvent(state, 'retreat-to', { side: loser, location: combat.location, to, armies }, rules, loser);
    }
  }
  if (stranded.length) {
    eliminate(state, stranded);
    combat.lost[loser] += stranded.length;
    logEvent(state, 'no-retreat', { side: loser, location: combat.location, count: stranded.length }, ['R9.4', 'E8'], loser);
  }
  finishCombat(state);
}

/** R7.9–R7.12: control, the Europe track, cards discarded; the combat ends. */
function finishCombat(state: GameState): void {
  const combat = state.combat!;
  const winner = combat.result!.winner;
  const loser = opponent(winner);
  if (combat.attackerCard) state.cards[combat.attacker].discard.push(combat.attackerCard);
  if (combat.defenderCard) state.cards[combat.defender].discard.push(combat.defenderCard);
  for (const b of combat.benefits) state.cards[combat.defender].discard.push(b.card);
  state.combat = null;
  state.lastBattle = {
    location: combat.location, attacker: combat.attacker, defender: combat.defender, mode: combat.mode,
    result: combat.result!,
    attackerCardName: combat.attackerCard ? cardName(state, combat.attackerCard) : null,
    defenderCardName: combat.defenderCard ? cardName(state, combat.defenderCard) : null,
    lost: { ...combat.lost }, turn: state.turn,
  };
  logEvent(state, 'battle-won', { side: winner, location: combat.location, lost: combat.lost[loser], winnerLost: combat.lost[winner] }, ['R7.6', 'R7.12'], winner);
  updateControl(state);
  const steps = combat.lost[loser];
  if (steps > 0) {
    const moved = moveEurope(state, winner, steps);
    if (moved) logEvent(state, 'europe-battle', { side: winner, steps: moved, space: state.europe }, ['R7.10', 'E8'], winner);
  }
  checkEurope(state);
}

/**
 * Armies that Reinforcements may bring into the battle (R11.6): the defender's armies in a
 * location rail-linked to the battle; any link when the attacker has just entered, only a link
 * entering the defender's half for an attack inside a contested location; leaving a contested
 * location only by its own half (E12).
 */
export function reinforcementCandidates(state: GameState, combat: Combat): UnitState[] {
  const out: UnitState[] = [];
  for (const exit of exitsOf(state, combat.location)) {
    if (combat.wasContested && exit.here !== combat.half) continue;
    const contested = isContested(state, exit.to);
    for (const u of state.units) {
      if (u.location !== exit.to || u.side !== combat.defender || u.kind !== 'army') continue;
      if (contested && u.half !== exit.toHalf) continue;
      out.push(u);
    }
  }
  return out;
}
