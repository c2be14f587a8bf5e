/**
 * One validation of a whole position (issue 8; contract "Additions"): the contract's invariants
 * plus everything a sound game state needs for `decision`, `legalActions` and the UI to work on
 * it. Used by `newGame({ scenario })`, `deserialize` and, in the tests, after every action.
 */
import type { GameState, Side } from './types';
import { invariantViolations } from './invariants';
import { isForbidden } from './map';
import { battleBegun } from './game-end';
import { rulesOf } from './ruleset';

const SIDES: readonly Side[] = ['union', 'confederate'];

/**
 * Lists, in plain words, everything that makes `state` an impossible position (empty when sound):
 * the contract's invariants (every card once, stock, sides apart, markers on their tracks), each
 * card in its own side's piles, unit ids unique, forts Confederate only (R1.1), no Confederate unit
 * where it may never stand (R5.10), a battle naming a real attacker/defender pair and real units,
 * pending choices naming real cards and units, and a finished game with nothing pending and a
 * winner consistent with the tracks (R12.1, X21).
 */
export function positionProblems(state: GameState): string[] {
  const problems = invariantViolations(state);
  for (const side of SIDES) {
    const c = state.cards[side];
    for (const [where, list] of Object.entries({ hand: c.hand, draw: c.draw, pileI: c.pileI, pileII: c.pileII, discard: c.discard, removed: c.removed })) {
      for (const id of list) {
        const card = rulesOf(state).cardById[id];
        if (!card) problems.push(`there is no card ${id} (${side} ${where})`);
        else if (card.side !== side) problems.push(`card ${id} of the ${card.side} deck is in the ${side} ${where}`);
      }
    }
  }
  const ids = new Set<string>();
  for (const u of state.units) {
    if (ids.has(u.id)) problems.push(`two units have the id ${u.id}`);
    ids.add(u.id);
    if (u.kind === 'fort' && u.side === 'union') problems.push(`the Union has no forts (R1.1): fort ${u.id} in ${u.location}`);
    const fortStrength = rulesOf(state).constants.fortStrength;
    if (u.kind === 'fort' && u.strength !== fortStrength) problems.push(`fort ${u.id} has strength ${u.strength}, forts have ${fortStrength} (R7.4)`);
    if (rulesOf(state).locationById[u.location] && isForbidden(state, u.side, u.location)) problems.push(`Confederate unit ${u.id} stands in ${rulesOf(state).locationById[u.location].name}, where it may never go (R5.10)`);
  }
  // Locations named outside the units (those are checked by the invariants) must be on this ruleset's board.
  const t = rulesOf(state);
  const known = (loc: string, what: string) => { if (!t.locationById[loc as keyof typeof t.locationById]) problems.push(`${what} names an unknown location ${loc}`); };
  for (const loc of Object.keys(state.flags)) known(loc, 'a control flag');
  for (const loc of state.captured) known(loc, 'the captured list (E9)');
  if (state.combat) { known(state.combat.location, 'the battle'); if (state.combat.from) known(state.combat.from, 'the battle\'s advance'); }
  if (state.lastBattle) known(state.lastBattle.location, 'the last battle');
  if (problems.length) return problems;
  if (state.actionsTaken > t.constants.actionsPerTurn) problems.push(`${state.actionsTaken} actions taken this turn, more than the ${t.constants.actionsPerTurn} of R3.1`);
  const unit = (id: string) => state.units.find((u) => u.id === id);
  const ownCard = (id: string | null | undefined, side: Side, what: string) => {
    if (id === null || id === undefined) return;
    const card = rulesOf(state).cardById[id];
    if (!card || card.side !== side) problems.push(`${what} ${id} is not a ${side} card`);
  };
  const cb = state.combat;
  if (cb) {
    if (cb.attacker === cb.defender) problems.push(`the battle at ${cb.location} has the ${cb.attacker} side as both attacker and defender`);
    for (const [side, list] of [[cb.attacker, cb.attackerUnits], [cb.defender, cb.defenderUnits]] as const) {
      for (const id of list) {
        const u = unit(id);
        // Casualties leave the map but stay named in the battle (R7.7); before the reveal every unit is there.
        if (!u) { if (!cb.result) problems.push(`the battle at ${cb.location} names unit ${id}, which is not on the map`); }
        else if (u.side !== side) problems.push(`the battle at ${cb.location} counts ${u.side} unit ${id} for the ${side} side`);
        else if (u.location !== cb.location) problems.push(`unit ${id} fights at ${cb.location} but stands in ${u.location}`);
      }
    }
    if (cb.attackerUnits.length === 0 && cb.step !== 'retreat') problems.push(`the battle at ${cb.location} has no attacking army`);
    if ((cb.step === 'casualties' || cb.step === 'retreat') && !cb.result) problems.push(`the battle at ${cb.location} is at its ${cb.step} step without a result`);
    if ((cb.step === 'attacker-card' || cb.step === 'defender-response') && cb.result) problems.push(`the battle at ${cb.location} has a result before its reveal`);
    if (cb.step === 'defender-response' && cb.attackerCard === undefined) problems.push(`the defender answers at ${cb.location} before the attacker played a card`);
    ownCard(cb.attackerCard, cb.attacker, 'the attacker\'s card');
    ownCard(cb.defenderCard, cb.defender, 'the defender\'s card');
    for (const b of cb.benefits) {
      ownCard(b.card, cb.defender, 'the Benefit card');
      if (b.kind === 'reinforcements' && !cb.defenderUnits.includes(b.unit)) problems.push(`the Reinforcements of ${cb.location} name unit ${b.unit}, which does not fight there`);
    }
    for (const side of cb.casualtiesTaken) if (side !== cb.attacker && side !== cb.defender) problems.push(`casualties taken by an unknown side ${String(side)}`);
  }
  const p = state.pending;
  const pending = !p ? null : p.kind === 'cavalry-raid-response' ? 'a Cavalry Raid' : p.kind === 'rail-movement' ? 'a Rail Movement' : 'a second deploy';
  if (p?.kind === 'cavalry-raid-response') {
    ownCard(p.card, p.raider, 'the Cavalry Raid card');
    if (p.raider !== state.active) problems.push(`a Cavalry Raid of the ${p.raider} side waits while the ${state.active} side is active`);
  }
  if (p?.kind === 'rail-movement') {
    ownCard(p.card, state.active, 'the Rail Movement card');
    const moved = unit(p.moved);
    if (!moved || moved.side !== state.active) problems.push(`the pending Rail Movement names army ${p.moved}, which is not an army of the active side`);
  }
  if (p?.kind === 'second-deploy') ownCard(p.card, state.active, 'the pending free deploy\'s card');
  if (pending && cb) problems.push(`${pending} is pending during a battle`);
  if (state.winner) {
    if (pending) problems.push(`the game is over but ${pending} is still pending`);
    if (cb && battleBegun(state)) problems.push(`the game is over but the battle at ${cb.location} is still being fought`);
    if (state.europe >= rulesOf(state).ruleset.europeTrack.europeEnd && (state.winner.side !== 'confederate' || state.winner.rule !== 'R12.1')) {
      problems.push(`the Europe marker is at the Europe end but the game was won by the ${state.winner.side} side under ${state.winner.rule} (R12.1)`);
    }
  } else if (state.europe >= rulesOf(state).ruleset.europeTrack.europeEnd) {
    problems.push('the Europe marker is at the Europe end but nobody has won (R12.1)');
  }
  return problems;
}
