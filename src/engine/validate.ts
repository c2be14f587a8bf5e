/**
 * One validation of a whole position (issue 8; contract "Additions"): the contract's invariants
 * plus everything a sound game state needs for `decision`, `legalActions` and the UI to work on
 * it. Used by `newGame({ scenario })`, `deserialize` and, in the tests, after every action.
 */
import type { GameState, Side } from './types';
import { controllerOf, ownerOf, soleOccupant } from './control';
import { invariantViolations } from './invariants';
import { colourOf, exitByLink, isForbidden, railAttackOrigins } from './map';
import { DECISIVE } from './victory';
import { battleBegun, RULE_WINNER, type GameEndRule } from './game-end';
import { reshuffleCheckVp, thirdExhaustionWinner } from './deck';
import { victoryPoints } from './score';
import { rulesOf } from './ruleset';
import { problem, type PositionProblem, type WHAT_TEXT } from './position-problems';

const SIDES: readonly Side[] = ['union', 'confederate'];

/**
 * Lists, as keyed problems (`position-problems.ts`), everything that makes `state` an impossible position (empty when sound):
 * the contract's invariants (every card once, stock, sides apart, markers on their tracks), each
 * card in its own side's piles, the I and II piles taken in by the reshuffles made (R4.1), unit ids
 * unique and below the next one to be given, each captured location blue and listed once (E9), forts Confederate only (R1.1), no Confederate unit
 * where it may never stand (R5.10), a location held by its sole occupant (R5.6), a battle naming a real attacker/defender pair and real units
 * (an attack by rail along a link from a place its armies may stand, R7.1, R5.10),
 * pending choices naming real cards and units, and a finished game with nothing pending and a
 * winner consistent with the tracks (R12.1, X21), with the game-over log entry, with the side its
 * rule lets win (`RULE_WINNER`; for a third exhaustion, by the Union's VP, R4.4), for a capital win
 * with the capitals' control (R12.2, R12.3), for a Europe win with the marker at the Europe end
 * (R12.1), for a third exhaustion with the Union's two reshuffles made and its draw pile empty (R4.4),
 * for a reshuffle check with the pile empty and the VP short of that check's (R4.3), and under a rule that ends games at all.
 */
export function positionProblems(state: GameState): PositionProblem[] {
  const problems = invariantViolations(state);
  for (const side of SIDES) {
    const c = state.cards[side];
    for (const [where, list] of Object.entries({ hand: c.hand, draw: c.draw, pileI: c.pileI, pileII: c.pileII, discard: c.discard, removed: c.removed })) {
      for (const id of list) {
        const card = rulesOf(state).cardById[id];
        if (!card) problems.push(problem('card-unknown', { id, pile: where, side }));
        else if (card.side !== side) problems.push(problem('card-other-deck', { id, side2: card.side, pile: where, side }));
      }
    }
    // A reshuffle takes the I pile in at the first and the II pile at the second (R4.1, R4.2): nothing refills them.
    if (c.reshuffles >= 1 && c.pileI.length) problems.push(problem('reshuffled-pile-kept', { side, count: c.reshuffles, pile: 'pileI' }));
    if (c.reshuffles >= 2 && c.pileII.length) problems.push(problem('reshuffled-pile-kept', { side, count: c.reshuffles, pile: 'pileII' }));
  }
  const ids = new Set<string>();
  for (const u of state.units) {
    if (ids.has(u.id)) problems.push(problem('unit-id-twice', { unit: u.id }));
    ids.add(u.id);
    // Counters are numbered u1, u2… from nextUnitId (placeUnit): one at or above it would be numbered again.
    const numbered = /^u(\d+)$/.exec(u.id);
    if (numbered && Number(numbered[1]) >= state.nextUnitId) problems.push(problem('next-unit-id', { unit: u.id, count: state.nextUnitId }));
    if (u.kind === 'fort' && u.side === 'union') problems.push(problem('union-fort', { unit: u.id, location: u.location }));
    const fortStrength = rulesOf(state).constants.fortStrength;
    if (u.kind === 'fort' && u.strength !== fortStrength) problems.push(problem('fort-strength', { unit: u.id, strength: u.strength, needs: fortStrength }));
    if (rulesOf(state).locationById[u.location] && isForbidden(state, u.side, u.location)) problems.push(problem('forbidden-unit', { unit: u.id, location: u.location }));
  }
  // Locations named outside the units (those are checked by the invariants) must be on this ruleset's board.
  const t = rulesOf(state);
  type Naming = 'unknown-flag' | 'unknown-captured' | 'unknown-battle-location' | 'unknown-advance' | 'unknown-last-battle';
  const known = (loc: string, what: Naming) => { if (!t.locationById[loc as keyof typeof t.locationById]) problems.push(problem(what, { id: loc })); };
  for (const loc of Object.keys(state.flags)) known(loc, 'unknown-flag');
  const captured = new Set<string>();
  for (const loc of state.captured) {
    known(loc, 'unknown-captured');
    // Only a blue (Union-coloured) location carries the Europe bonus when captured (R7.11, E9).
    if (t.locationById[loc] && colourOf(state, loc) !== 'union') problems.push(problem('captured-not-blue', { location: loc }));
    // Each blue location is captured once: its bonus is one space (R7.11, E9).
    if (captured.has(loc)) problems.push(problem('captured-twice', { location: loc }));
    captured.add(loc);
  }
  if (state.combat) { known(state.combat.location, 'unknown-battle-location'); if (state.combat.from) known(state.combat.from, 'unknown-advance'); }
  if (state.lastBattle) known(state.lastBattle.location, 'unknown-last-battle');
  if (problems.length) return problems;
  // A sole occupant holds its location (R5.6): neither the other side's flag nor, unflagged, its colour; a battle's location decides once it is over.
  for (const location of t.locationIds) {
    const side = soleOccupant(state, location);
    if (side && location !== state.combat?.location && ownerOf(state, location) !== side) problems.push(problem('flag-sole-occupant', { location, side }));
  }
  if (state.actionsTaken > t.constants.actionsPerTurn) problems.push(problem('actions-taken', { count: state.actionsTaken, needs: t.constants.actionsPerTurn }));
  const unit = (id: string) => state.units.find((u) => u.id === id);
  const ownCard = (id: string | null | undefined, side: Side, what: keyof typeof WHAT_TEXT) => {
    if (id === null || id === undefined) return;
    const card = rulesOf(state).cardById[id];
    if (!card || card.side !== side) problems.push(problem('card-not-own', { what, id, side }));
  };
  const cb = state.combat;
  if (cb) {
    if (cb.attacker === cb.defender) problems.push(problem('battle-same-sides', { location: cb.location, side: cb.attacker }));
    for (const [side, list] of [[cb.attacker, cb.attackerUnits], [cb.defender, cb.defenderUnits]] as const) {
      for (const id of list) {
        const u = unit(id);
        // Casualties leave the map but stay named in the battle (R7.7); before the reveal every unit is there.
        if (!u) { if (!cb.result) problems.push(problem('battle-unit-missing', { location: cb.location, unit: id })); }
        else if (u.side !== side) problems.push(problem('battle-unit-side', { location: cb.location, unit: id, side2: u.side, side }));
        else if (u.location !== cb.location) problems.push(problem('battle-unit-elsewhere', { unit: id, location: cb.location, from: u.location }));
      }
    }
    // A rail attack came along a link from a place its armies may stand: a beaten attacker goes back there (R9.2, R5.10).
    if (cb.mode === 'rail') {
      const link = cb.from === undefined || cb.linkId === undefined ? undefined : exitByLink(state, cb.from, cb.linkId);
      if (link?.to !== cb.location) problems.push(problem('battle-rail-link', { location: cb.location }));
      else if (!railAttackOrigins(state, cb.location, cb.attacker).includes(cb.from!)) problems.push(problem('battle-forbidden-from', { location: cb.location, from: cb.from! }));
    }
    if (cb.attackerUnits.length === 0 && cb.step !== 'retreat') problems.push(problem('battle-no-attacker', { location: cb.location }));
    if ((cb.step === 'casualties' || cb.step === 'retreat') && !cb.result) problems.push(problem('battle-no-result', { location: cb.location, decision: cb.step }));
    if ((cb.step === 'attacker-card' || cb.step === 'defender-response') && cb.result) problems.push(problem('battle-early-result', { location: cb.location }));
    if (cb.step === 'defender-response' && cb.attackerCard === undefined) problems.push(problem('battle-defender-early', { location: cb.location }));
    ownCard(cb.attackerCard, cb.attacker, 'attacker-card');
    ownCard(cb.defenderCard, cb.defender, 'defender-card');
    for (const b of cb.benefits) {
      ownCard(b.card, cb.defender, 'benefit-card');
      if (b.kind === 'reinforcements' && !cb.defenderUnits.includes(b.unit)) problems.push(problem('reinforcements-unit', { location: cb.location, unit: b.unit }));
    }
    for (const side of cb.casualtiesTaken) if (side !== cb.attacker && side !== cb.defender) problems.push(problem('casualties-unknown-side', { id: String(side) }));
  }
  const p = state.pending;
  const pending = p ? p.kind : null;
  if (p?.kind === 'cavalry-raid-response') {
    ownCard(p.card, p.raider, 'raid-card');
    if (p.raider !== state.active) problems.push(problem('raid-not-active', { side: p.raider, side2: state.active }));
  }
  if (p?.kind === 'rail-movement') {
    ownCard(p.card, state.active, 'rail-card');
    const moved = unit(p.moved);
    if (!moved || moved.side !== state.active) problems.push(problem('rail-move-army', { unit: p.moved }));
  }
  if (p?.kind === 'second-deploy') ownCard(p.card, state.active, 'deploy-card');
  if (pending && cb) problems.push(problem('pending-in-battle', { decision: pending }));
  const atEurope = state.europe >= t.ruleset.europeTrack.europeEnd;
  if (state.winner) {
    if (pending) problems.push(problem('over-pending', { decision: pending }));
    if (cb && battleBegun(state)) problems.push(problem('over-battle', { location: cb.location }));
    if (atEurope && (state.winner.side !== 'confederate' || state.winner.rule !== 'R12.1')) {
      problems.push(problem('europe-end-other-winner', { side: state.winner.side, id: state.winner.rule }));
    }
  } else if (atEurope) {
    problems.push(problem('europe-end-no-winner'));
  }
  // The game-over entry endGame has always logged (a save of version 3 or older may have lost it: its winner is then not checked against it).
  let over: GameState['log'][number] | undefined;
  for (let i = state.log.length - 1; i >= 0 && !over; i--) if (state.log[i]!.key === 'game-over') over = state.log[i];
  const w = state.winner;
  if (!w && over) problems.push(problem('winner-missing', { side: String(over.args.side) }));
  if (w && over && over.args.side !== w.side) problems.push(problem('winner-not-logged', { side: w.side, side2: String(over.args.side) }));
  // A Europe win has the marker at the Europe end (R12.1); a third exhaustion (R4.4) comes when the
  // Union must draw from an empty pile after its two reshuffles (deck.ts). Nothing changes after
  // either, so the position shows them, and the Union's VP now decide who won by the third exhaustion.
  const union = state.cards.union;
  const europeShort = w?.rule === 'R12.1' && !atEurope;
  const stillDraws = w?.rule === 'R4.4' && (union.reshuffles < 2 || union.draw.length > 0);
  if (europeShort) problems.push(problem('winner-europe-short', { side: w.side }));
  if (stillDraws) problems.push(problem('winner-exhaustion-unshown', { side: w.side }));
  // A reshuffle check (R4.3) ends the game as the Union must draw from an empty pile at its first or
  // second reshuffle, made no more, with its VP then (nothing changes after) below that check's.
  const clockUnmet = w?.rule === 'R4.3' && (union.reshuffles > 1 || union.draw.length > 0
    || victoryPoints(state) >= reshuffleCheckVp(state, union.reshuffles === 0 ? 0 : 1));
  if (clockUnmet) problems.push(problem('winner-clock-unshown', { side: w.side }));
  // Only the rules that end a game name a winner (R12, RULE_WINNER).
  if (w && !Object.hasOwn(RULE_WINNER, w.rule)) problems.push(problem('winner-unknown-rule', { side: w.side, id: w.rule }));
  const unshown = europeShort || stillDraws || clockUnmet;
  const only = w && !unshown && (w.rule === 'R4.4' ? thirdExhaustionWinner(state, victoryPoints(state)) : RULE_WINNER[w.rule as GameEndRule]);
  if (w && only && only !== w.side) problems.push(problem('winner-rule-side', { side: w.side, id: w.rule, side2: only }));
  // A capital win ends the game at the end of the loser's turn with nothing moved after (R12.2, R12.3).
  for (const loser of SIDES) {
    if (!w || w.side === loser || !DECISIVE[loser].some((d) => d.rule === w.rule)) continue;
    if (state.active !== loser || !DECISIVE[loser].every((d) => controllerOf(state, d.location) === w.side)) {
      problems.push(problem('winner-capitals', { side: w.side, id: w.rule, places: DECISIVE[loser].map((d) => d.location).join(','), side2: loser }));
    }
  }
  return problems;
}
