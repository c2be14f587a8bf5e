/**
 * Cheap action scores for pruning and rollouts: a rough gain in "army strength points" for the
 * deciding side (1 ≈ one strength point on the map; 1 Union VP ≈ 1.6). No `applyAction` calls:
 * each score reads only the decision context and the action itself.
 */
import { botRules } from './rules';
import type { CardId, LocationId, Side } from '../data';
import type { Action, BenefitPlay, Combat, UnitId } from '../engine';
import { card, leadership, valueOf } from './cards';
import type { DecisionContext } from './context';
import type { Snapshot } from './snapshot';
import { distToWashington, linkBetween, locationIndex, locationVp, neighbours } from './graph';
import { abilityOf, battleLosses, defenceModifierTermsIn } from '../engine';

/** R7.4: a defending fort's strength, from the bound ruleset's constants. */
const fortStrength = (): number => botRules().constants.fortStrength;

/** Probability that the attacker wins with strength margin `m` = attack − defence before cards (ties: defender, R7.6). */
export function winProb(margin: number): number {
  return 1 / (1 + Math.exp(-(margin - 0.5) * 0.85));
}

/** How much `side` values controlling `loc` (VP, supply sources, Washington, blue captures). */
export function holdValue(loc: LocationId, side: Side): number {
  const data = botRules().locationById[loc];
  if (loc === 'washington') return 30;
  if (data.colour === 'confederate') {
    let v = 0.4 + 1.6 * data.vp;
    if (data.supplySource === 'confederate') v += side === 'confederate' ? 2 : 1;
    if (loc === 'vicksburg' || loc === 'richmond') v += side === 'union' ? 1.5 : 1;
    return v;
  }
  return 0.4 + 0.8; // a blue location: the Europe bonus of E9 when the Confederate holds it
}

/** Expected leadership + benefits a defender with `handCount` cards adds (a guess: cards are hidden). */
export function expectedDefenderCards(defender: Side, handCount: number): number {
  if (handCount <= 0) return 0;
  const base = defender === 'confederate' ? 2.5 : 2.1;
  return base + (handCount >= 4 ? 0.5 : 0);
}

/** The best leadership the side could add from its hand, leaving out `spent` cards. */
export function bestLeadership(hand: readonly CardId[], spent: readonly CardId[] = []): number {
  let best = 0;
  const skip = new Set(spent);
  for (const c of hand) if (!skip.has(c)) best = Math.max(best, leadership(c));
  return best;
}

function armyStrength(ctx: DecisionContext, units: readonly UnitId[]): number {
  let s = 0;
  for (const u of units) s += ctx.snap.units.get(u)?.strength ?? 0;
  return s;
}

/** Enemy army strength in locations adjacent to `loc`. */
function adjacentEnemy(ctx: DecisionContext, loc: LocationId, side: Side): number {
  const enemy = side === 'union' ? 'confederate' : 'union';
  let e = 0;
  for (const n of neighbours(loc)) e += ctx.snap.at[n.to].army[enemy];
  return e;
}

/**
 * The strongest attack the enemy could make on `loc` next turn: the larger of its biggest adjacent
 * stack (R6.2.1) and its biggest single army that can reach `loc` by a long move through
 * enemy-controlled locations (R6.2.2), plus half the next biggest (two actions). R5.10 respected.
 * Memoized per snapshot.
 */
export function threatAt(snap: Snapshot, loc: LocationId, side: Side): number {
  // A Map under a fixed key: a key text built per call and a location-keyed object were a third
  // of this function's time in rollouts (issue 9).
  const key = THREAT_MEMO[side];
  let memo = snap.memo[key] as Map<LocationId, number> | undefined;
  if (!memo) { memo = new Map(); snap.memo[key] = memo; }
  const hit = memo.get(loc);
  if (hit !== undefined) return hit;
  const enemy = side === 'union' ? 'confederate' : 'union';
  let value = 0;
  if (!(enemy === 'confederate' && botRules().locationById[loc].noConfederateEntry)) {
    // The two largest attacks (the value reads no more): stacks next door, then single armies.
    let first = 0;
    let second = 0;
    for (const n of neighbours(loc)) {
      const a = snap.at[n.to].army[enemy];
      if (a > first) { second = first; first = a; } else if (a > second) second = a;
    }
    // Single armies from farther away, through locations the enemy controls (a breadth-first
    // walk; `seen` is a per-call stamp over location indices instead of a Set of ids).
    const gen = nextStamp();
    seenStamp[locationIndex(loc)] = gen;
    const queue = threatQueue;
    queue.length = 0;
    for (const n of neighbours(loc)) {
      if (seenStamp[n.toIndex] !== gen && snap.at[n.to].control === enemy) { seenStamp[n.toIndex] = gen; queue.push(n.to); }
    }
    for (let i = 0; i < queue.length; i++) {
      for (const n of neighbours(queue[i])) {
        if (seenStamp[n.toIndex] === gen) continue;
        seenStamp[n.toIndex] = gen;
        const at = snap.at[n.to];
        if (at.armyCount[enemy] > 0) {
          const a = Math.min(3, at.army[enemy]);
          if (a > first) { second = first; first = a; } else if (a > second) second = a;
        }
        if (at.control === enemy) queue.push(n.to);
      }
    }
    value = first + second * 0.5;
  }
  memo.set(loc, value);
  return value;
}

/** `threatAt`'s scratch: a visit stamp per location index, and the walk's queue. */
let seenStamp = new Uint32Array(64);
let stamp = 0;
const threatQueue: LocationId[] = [];

/** A fresh stamp for one walk (the stamps grow with the bound ruleset's size). */
function nextStamp(): number {
  const size = botRules().locationIds.length;
  if (seenStamp.length < size) seenStamp = new Uint32Array(size * 2);
  if (++stamp === 0xffffffff) { seenStamp.fill(0); stamp = 1; }
  return stamp;
}

/** The keys of `threatAt`'s memo in a snapshot, one per side. */
const THREAT_MEMO: Readonly<Record<Side, string>> = { union: 'threat/union', confederate: 'threat/confederate' };

/** What losing `loc` costs `side` (for defence): Washington is nearly the game for the Union (R12.2). */
export function defenceStake(loc: LocationId, side: Side): number {
  if (loc === 'washington') return side === 'union' ? 20 : 4;
  const data = botRules().locationById[loc];
  if (data.colour === 'confederate') {
    let v = 0.5 + 1.6 * data.vp;
    if (side === 'confederate' && data.supplySource === 'confederate') v += 2.5;
    return v;
  }
  return side === 'confederate' ? 1.5 : 1.2;
}

/**
 * Probability that `loc`, held by `side` with `own` army strength (+ its forts), falls to the
 * strongest enemy attack next turn (leaders guessed: 3.5 for the attacker, 2 for the defender).
 */
export function lossRisk(snap: Snapshot, loc: LocationId, side: Side, own: number): number {
  const threat = threatAt(snap, loc, side);
  if (threat <= 0) return 0;
  const forts = side === 'confederate' ? Math.max(snap.at[loc].forts.upper, snap.at[loc].forts.lower) * fortStrength() : 0;
  if (own + forts <= 0) return 0.95;
  return winProb(threat + 3.5 - (own + forts + 2));
}

/**
 * The value of having strength at `loc`: enemy-held targets next door and own stakes under threat.
 * A function of the snapshot alone, memoized in it: a step's proposals ask for the same few
 * locations again and again (issue 9).
 */
function positionPotential(ctx: DecisionContext, loc: LocationId, side: Side): number {
  const key = POTENTIAL_MEMO[side];
  let memo = ctx.snap.memo[key] as Map<LocationId, number> | undefined;
  if (!memo) { memo = new Map(); ctx.snap.memo[key] = memo; }
  let value = memo.get(loc);
  if (value === undefined) { value = potentialOf(ctx, loc, side); memo.set(loc, value); }
  return value;
}

/** The keys of `positionPotential`'s memo in a snapshot, one per side. */
const POTENTIAL_MEMO: Readonly<Record<Side, string>> = { union: 'potential/union', confederate: 'potential/confederate' };

/** `positionPotential` computed. */
function potentialOf(ctx: DecisionContext, loc: LocationId, side: Side): number {
  const enemy = side === 'union' ? 'confederate' : 'union';
  let p = 0;
  for (const n of neighbours(loc)) {
    const at = ctx.snap.at[n.to];
    if (at.control !== side) {
      if (side === 'confederate' && botRules().locationById[n.to].noConfederateEntry) continue;
      p += holdValue(n.to, side) * 0.25 / (1 + at.army[enemy] * 0.3 + (at.forts.upper + at.forts.lower));
    }
  }
  const threat = adjacentEnemy(ctx, loc, side);
  if (threat > 0) p += Math.min(holdValue(loc, side), 6) * 0.15 * Math.min(1, threat / 3);
  if (side === 'confederate') p += Math.max(0, 4 - distToWashington()[loc]) * 0.1;
  return p;
}

/** Value of a battle for the attacker: win probability × stakes, expected casualties and Europe moves (R7). */
function battleValue(
  ctx: DecisionContext, side: Side, attack: number, attackCount: number,
  defence: number, defenceCount: number, capture: number,
): number {
  const p = winProb(attack - defence);
  // A game-deciding capture (R12.2, R12.3): any chance beats the certain loss of doing nothing.
  if (capture >= DESPERATE_CAPTURE) return 8 + p * capture * 2;
  const nA = Math.max(1, attackCount);
  const nD = Math.max(1, defenceCount);
  const avgA = attack > 0 ? Math.min(3, attack / nA) : 1;
  const avgD = 1.8;
  const europePt = europePointValue(ctx, side);
  // Casualties as the engine counts them (R7.7), for either outcome.
  const attackerWins = battleLosses(nA, nD);
  const win = capture + attackerWins.loser * avgD - attackerWins.winner * avgA + attackerWins.loser * europePt;
  const defenderWins = battleLosses(nD, nA);
  const lose = defenderWins.winner * avgD - defenderWins.loser * avgA - defenderWins.loser * europePt;
  return p * win + (1 - p) * lose - 0.5;
}

/** What moving the Europe marker one space is worth to `side` now (more near the Europe end, R10.2). */
function europePointValue(ctx: DecisionContext, side: Side): number {
  const toEnd = botRules().ruleset.europeTrack.europeEnd - ctx.europe;
  const urgency = toEnd <= 1 ? 6 : toEnd <= 2 ? 2.5 : toEnd <= 3 ? 1.3 : 0.8;
  return side === 'confederate' ? urgency : urgency * 0.9;
}

/** Capture values from this up mean the game is lost at the end of the turn unless the location is taken. */
const DESPERATE_CAPTURE = 40;

/** Value for `side` of taking control of `loc` from the enemy (R5.6). */
function captureValue(ctx: DecisionContext, loc: LocationId, side: Side): number {
  if (ctx.snap.at[loc].control === side) return 0;
  // Game-deciding locations (R12.2, R12.3): retaking them is worth nearly the game.
  if (side === 'union' && loc === 'washington') return 60; // ≥ DESPERATE_CAPTURE
  if (side === 'confederate' && (loc === 'richmond' || loc === 'vicksburg')
    && ctx.snap.at.richmond.control === 'union' && ctx.snap.at.vicksburg.control === 'union') return 40;
  if (side === 'union' && (loc === 'richmond' || loc === 'vicksburg')) {
    const otherGoal = loc === 'richmond' ? 'vicksburg' : 'richmond';
    if (ctx.snap.at[otherGoal].control === 'union') return 25;
  }
  return holdValue(loc, side);
}

/** Penalty for weakening `from` by `strengthLeaving`: the added risk of losing it times its stake. */
function exposurePenalty(ctx: DecisionContext, from: LocationId, side: Side, strengthLeaving: number): number {
  if (ctx.snap.at[from].control !== side) return 0;
  const own = ctx.snap.at[from].army[side];
  const before = lossRisk(ctx.snap, from, side, own);
  const after = lossRisk(ctx.snap, from, side, Math.max(0, own - strengthLeaving));
  return (after - before) * defenceStake(from, side) * 0.9;
}

/** Score of moving armies of total `strength` (`count` counters) from `from` into `to` by rail or sea. */
function moveScore(
  ctx: DecisionContext, side: Side, from: LocationId | null, to: LocationId, strength: number, count: number,
  mode: 'rail' | 'naval', via: LocationId | undefined, spent: CardId[],
): number {
  const enemy = side === 'union' ? 'confederate' : 'union';
  const at = ctx.snap.at[to];
  let score = 0;
  if (at.army[enemy] > 0 || at.forts.upper + at.forts.lower > 0 && at.control !== side) {
    // An attack (R6.2.3, R7).
    let defence = at.army[enemy];
    let half: 'upper' | 'lower' = 'upper';
    let linkId: number | undefined;
    if (mode === 'naval') half = botRules().locationById[to].port?.harbourHalf ?? 'lower';
    else {
      const n = linkBetween(via ?? from ?? to, to);
      if (n) { half = n.toHalf; linkId = n.link.id; }
    }
    // The engine's own rule (R7.5): no modifier within an already contested location.
    const modifier = sumTerms(defenceModifierTermsIn(botRules(), { location: to, defender: enemy, mode, linkId, wasContested: at.control === null }));
    const forts = enemy === 'confederate' ? at.forts[half] : 0;
    defence += forts * fortStrength() + modifier + expectedDefenderCards(enemy, ctx.oppHandCount);
    const attack = strength + bestLeadership(ctx.hand, spent);
    const defenceCount = at.armyCount[enemy] + forts;
    score += battleValue(ctx, side, attack, count, defence, defenceCount, captureValue(ctx, to, side));
  } else if (at.control !== side && at.control !== null) {
    // Entering an empty enemy-controlled location: take control (R5.6).
    score += captureValue(ctx, to, side) + 0.3;
    const threat = adjacentEnemy(ctx, to, side);
    if (threat > strength + 1) score -= Math.min(captureValue(ctx, to, side), (threat - strength) * 0.4);
  } else {
    // Repositioning inside friendly territory.
    const gain = positionPotential(ctx, to, side) - (from ? positionPotential(ctx, from, side) : 0);
    score += gain * Math.min(strength, 4) * 0.35;
  }
  if (from) score -= exposurePenalty(ctx, from, side, strength);
  for (const c of spent) score -= valueOf(c) * 0.45;
  return score;
}

/** Value of placing a unit of `card`'s top area at `loc`/`half` (R6.1), before paying. */
function deployValue(ctx: DecisionContext, side: Side, cardId: CardId, loc: LocationId | undefined, half: string | undefined): number {
  const c = card(cardId);
  const top = c.top;
  if (!top) return 0;
  switch (top.kind) {
    case 'army': {
      if (!loc) return 0;
      const s = top.strength;
      const potential = positionPotential(ctx, loc, side);
      const own = ctx.snap.at[loc].army[side];
      const defend = (lossRisk(ctx.snap, loc, side, own) - lossRisk(ctx.snap, loc, side, own + s)) * defenceStake(loc, side) * 0.9;
      const removedCost = s === 1 ? 0 : 0.3; // the card leaves the game (R2.5)
      return s * 1.0 + Math.min(s, 3) * potential * 0.35 + defend - removedCost;
    }
    case 'fort': {
      if (!loc || !half) return 0;
      const threatHalf = neighbours(loc).some((n) => n.ownHalf === half && (ctx.snap.at[n.to].army.union > 0 || ctx.snap.at[n.to].control === 'union'));
      const existing = ctx.snap.at[loc].forts[half as 'upper' | 'lower'];
      const own = ctx.snap.at[loc].army[side];
      const risk = lossRisk(ctx.snap, loc, side, own);
      const riskAfter = threatHalf ? winProb(threatAt(ctx.snap, loc, side) + 3.5 - (own + (existing + 1) * fortStrength() + 2)) : risk;
      return (threatHalf ? 0.6 + locationVp(loc) * 0.4 : 0.2) + Math.max(0, risk - riskAfter) * defenceStake(loc, side) * 0.9 - existing * 0.4;
    }
    case 'ship': {
      const b = ctx.blockade;
      if (side === 'union') {
        if (b >= botRules().ruleset.blockadeTrack.length - 1) return -1;
        const next = botRules().ruleset.blockadeTrack[b + 1];
        return 0.4 + (next.vp - botRules().ruleset.blockadeTrack[b].vp) * 1.8 + (botRules().ruleset.blockadeTrack[b].handSize - next.handSize) * 1.2;
      }
      if (b <= 0) return -1;
      const prev = botRules().ruleset.blockadeTrack[b - 1];
      return 0.4 + (botRules().ruleset.blockadeTrack[b].vp - prev.vp) * 1.8 + (prev.handSize - botRules().ruleset.blockadeTrack[b].handSize) * 1.2;
    }
    case 'politician': {
      if (side === 'union' && ctx.europe <= botRules().ruleset.europeTrack.unionEnd) return -1;
      return 0.3 + europePointValue(ctx, side);
    }
  }
}

/** Score of one action for the deciding side in this context (higher is better). */
export function scoreAction(ctx: DecisionContext, action: Action): number {
  const side = ctx.side;
  switch (action.type) {
    case 'deploy': {
      let s = deployValue(ctx, side, action.card, action.location, action.half);
      for (const p of action.payment) s -= valueOf(p) * 0.8;
      if (action.navalCard) s -= valueOf(action.navalCard) * 0.8;
      return s;
    }
    case 'move': {
      const strength = armyStrength(ctx, action.units);
      return moveScore(ctx, side, action.from, action.to, strength, action.units.length, 'rail', action.via, [action.card]);
    }
    case 'naval-move': {
      const units = action.moves.map((m) => m.unit);
      let s = moveScore(ctx, side, null, action.to, armyStrength(ctx, units), units.length, 'naval', undefined, action.cards);
      for (const m of action.moves) s -= exposurePenalty(ctx, m.from, side, ctx.snap.units.get(m.unit)?.strength ?? 0);
      return s;
    }
    case 'declare-attack': {
      const at = ctx.snap.at[action.location];
      const enemy = ctx.opp;
      let myHalf: 'upper' | 'lower' = 'upper';
      for (const u of ctx.snap.units.values()) {
        if (u.location === action.location && u.side === side) { myHalf = u.half; break; }
      }
      const enemyHalf = myHalf === 'upper' ? 'lower' : 'upper';
      const forts = enemy === 'confederate' ? at.forts[enemyHalf] : 0;
      const attack = at.army[side] + bestLeadership(ctx.hand);
      const defence = at.army[enemy] + forts * fortStrength() + expectedDefenderCards(enemy, ctx.oppHandCount);
      return battleValue(ctx, side, attack, at.armyCount[side], defence, at.armyCount[enemy] + forts, captureValue(ctx, action.location, side) + 0.5);
    }
    case 'discard': {
      let s = -0.3;
      for (const c of action.cards) s -= valueOf(c) * (side === 'union' ? 0.7 : 0.45);
      if (side === 'confederate') s += action.cards.length * 0.25;
      return s;
    }
    case 'card-action': {
      let s = -valueOf(action.card) * 0.3;
      if (abilityOf(card(action.card))?.id === 'cavalry-raid') s += Math.min(botRules().constants.cavalryRaidDiscards, ctx.oppHandCount) * 0.8 - 0.3;
      if (action.deploys) {
        for (const d of action.deploys) s += deployValue(ctx, side, d.card, d.location, d.half) - valueOf(d.card) * 0.1;
        // A second free unit follows as its own decision (R11.4) when another unit card is left.
        const used = new Set([action.card, ...action.deploys.map((d) => d.card)]);
        if (ctx.hand.some((h) => !used.has(h) && card(h).top)) s += 1;
      }
      if (action.moves) {
        for (const m of action.moves) {
          const u = ctx.snap.units.get(m.unit);
          if (!u) continue;
          s += moveScore(ctx, side, u.location, m.to, u.strength, 1, 'rail', undefined, []);
        }
      }
      return s;
    }
    case 'second-deploy':
      // The optional second unit of Paper Money / Cotton Bonds (R11.4): free, so worth its value.
      return action.deploy ? deployValue(ctx, side, action.deploy.card, action.deploy.location, action.deploy.half) - valueOf(action.deploy.card) * 0.1 : 0;
    case 'rail-move': {
      // The second army of Rail Movement (R11.5).
      if (!action.move) return 0;
      const u = ctx.snap.units.get(action.move.unit);
      return u ? moveScore(ctx, side, u.location, action.move.to, u.strength, 1, 'rail', undefined, []) : 0;
    }
    case 'free-action':
      return side === 'confederate' ? 1.2 : 0.5;
    case 'pass':
      return -0.25;
    case 'end-turn':
      return 0;
    default:
      return scoreCombatAction(ctx, action);
  }
}

/** Scores of the combat and raid decisions (R7–R9, R11.2). */
function scoreCombatAction(ctx: DecisionContext, action: Action): number {
  const side = ctx.side;
  const combat = ctx.combat;
  switch (action.type) {
    case 'cavalry-raid-response': {
      if (!action.card) return 0;
      const others = ctx.hand.filter((c) => c !== action.card);
      const avg = others.length ? others.reduce((a, c) => a + valueOf(c), 0) / others.length : 0;
      const loss = Math.min(botRules().constants.cavalryRaidDiscards, others.length) * avg; // R11.2
      return loss - valueOf(action.card) + 0.8;
    }
    case 'casualties': {
      let s = 0;
      for (const u of action.units) {
        const unit = ctx.snap.units.get(u);
        s -= unit ? (unit.kind === 'fort' ? 2.5 : unit.strength) : 1;
      }
      return s;
    }
    case 'retreat':
    case 'withdraw': {
      let s = 0;
      for (const m of action.moves) {
        const u = ctx.snap.units.get(m.unit);
        const strength = u?.strength ?? 1;
        if (m.to === 'other-half') { s += 0.5 * strength; continue; }
        const at = ctx.snap.at[m.to as LocationId];
        if (!at) continue;
        s += strength * (0.2 + positionPotential(ctx, m.to as LocationId, side) * 0.3 + (at.army[side] > 0 ? 0.3 : 0));
        if (m.to === 'washington' && side === 'union') s += 0.5;
      }
      if (action.navalCard) s -= valueOf(action.navalCard) * 0.6;
      if (action.type === 'withdraw') {
        // Refusing combat (R8) in the units 'stand' counts in: the destinations only break ties
        // between withdrawals; what it costs is the location, all of it when the defender leaves
        // (R8.3: control passes, R5.6), half of it when he steps into the other half (R8.2: the
        // location is contested and the attacker must fight again for it).
        const stays = action.moves.some((m) => m.to === 'other-half');
        const cost = combat ? holdValue(combat.location, side) * (stays ? 0.5 : 1) : 0;
        return s * WITHDRAW_PLACEMENT - cost;
      }
      return s;
    }
    case 'attacker-card': {
      if (!action.card) return 0;
      if (!combat) return -valueOf(action.card);
      const attack = attackerStrengthAtReveal(ctx.snap, combat, action.card);
      const defence = defenderStrengthAtReveal(ctx.snap, combat, null, []);
      const defenceCount = combat.defenderUnits.length;
      const expected = expectedDefenderCards(ctx.opp, ctx.oppHandCount);
      const p = winProb(attack - defence - expected);
      const stake = 2.5 + Math.min(captureValue(ctx, combat.location, side), 10) + defenceCount * 0.8;
      return p * stake - valueOf(action.card) * 0.5;
    }
    case 'stand': {
      if (!combat) return 0;
      // The attacker's card is face down (R7.2): its leadership is guessed.
      const attack = attackerStrengthAtReveal(ctx.snap, combat, null) + (ctx.oppHandCount >= 0 ? 2.6 : 0);
      const defence = defenderStrengthAtReveal(ctx.snap, combat, action.card, action.benefits);
      let spent = action.card ? valueOf(action.card) : 0;
      for (const b of action.benefits) spent += valueOf(b.card);
      const pWin = 1 - winProb(attack - defence);
      return standValue(ctx, combat, pWin) - spent * 0.45;
    }
    default:
      return 0;
  }
}

/** How much the destinations of a withdrawal weigh beside what refusing the battle costs (tie-breaks). */
const WITHDRAW_PLACEMENT = 0.1;

/**
 * The defender's expected value of standing (R7.3) with chance `pWin` of winning, in the units of
 * `battleValue`: the casualties each side takes either way (R7.7) at the average strength of its
 * counters, the Europe marker's move by the counters the loser lost (R7.10, E8) — the whole game
 * when it reaches the Europe end (R12.1) — and the location lost on a defeat (R7.8).
 */
function standValue(ctx: DecisionContext, combat: NonNullable<DecisionContext['combat']>, pWin: number): number {
  const side = ctx.side;
  const nD = Math.max(1, combat.defenderUnits.length);
  const nA = Math.max(1, combat.attackerUnits.length);
  const avgD = Math.min(3, defenderArmyStrength(ctx.snap, combat) / nD) || 1;
  const avgA = Math.min(3, attackerStrengthAtReveal(ctx.snap, combat, null) / nA) || 1;
  const europePt = europePointValue(ctx, side);
  const held = battleLosses(nD, nA);
  const beaten = battleLosses(nA, nD);
  // Only a Confederate win moves the marker toward Europe (R7.10), to its end the game (R12.1).
  const win = side === 'confederate' && europeEndsAfter(ctx, held.loser)
    ? DESPERATE_CAPTURE
    : held.loser * (avgA + europePt) - held.winner * avgD;
  const lose = combat.attacker === 'confederate' && europeEndsAfter(ctx, beaten.loser)
    ? -DESPERATE_CAPTURE
    : -holdValue(combat.location, side) - beaten.loser * (avgD + europePt) + beaten.winner * avgA;
  return pWin * win + (1 - pWin) * lose;
}

/** True when `spaces` more toward Europe carry the marker to the Europe end (R12.1). */
function europeEndsAfter(ctx: DecisionContext, spaces: number): boolean {
  return ctx.europe + spaces >= botRules().ruleset.europeTrack.europeEnd;
}

/** Strength of the defender's counters in the combat, forts at `fortStrength` (R7.4): no cards, no modifiers. */
function defenderArmyStrength(snap: Snapshot, combat: CombatSides): number {
  let s = 0;
  for (const id of combat.defenderUnits) {
    const u = snap.units.get(id);
    if (u) s += u.kind === 'fort' ? fortStrength() : u.strength;
  }
  return s;
}

/** The total of strength terms. */
function sumTerms(terms: readonly { value: number }[]): number {
  return terms.reduce((a, t) => a + t.value, 0);
}

/** The parts of a combat the bot's strength arithmetic reads. */
type CombatSides = Pick<Combat, 'location' | 'defender' | 'mode' | 'linkId' | 'wasContested' | 'attackerUnits' | 'defenderUnits'>;

/**
 * The attacker's strength at the reveal (R7.4) as the bot counts it: its armies in the battle plus
 * the leadership of its face-down card (`card`, null for none or unknown). Equals the engine's
 * reveal when the card is known (tests/bot/battle-arithmetic.test.ts).
 */
export function attackerStrengthAtReveal(snap: Snapshot, combat: Pick<Combat, 'attackerUnits'>, card: CardId | null): number {
  let s = 0;
  for (const id of combat.attackerUnits) s += snap.units.get(id)?.strength ?? 0;
  return s + (card ? leadership(card) : 0);
}

/**
 * The defender's strength at the reveal as the bot counts it: armies, forts of the attacked half
 * (R7.4), the defence modifiers (R7.5, the engine's own function), the leadership of `card` and the
 * Benefits played (R11.3 High Ground's bonus from the ruleset's constants, R11.6 the reinforcing
 * army's strength). Equals the engine's reveal for the same stand (tests/bot/battle-arithmetic.test.ts).
 */
export function defenderStrengthAtReveal(snap: Snapshot, combat: CombatSides, card: CardId | null, benefits: readonly BenefitPlay[]): number {
  let defence = defenderArmyStrength(snap, combat);
  defence += sumTerms(defenceModifierTermsIn(botRules(), combat));
  if (card) defence += leadership(card);
  for (const b of benefits) {
    defence += b.kind === 'high-ground' ? botRules().constants.highGroundBonus : snap.units.get(b.unit)?.strength ?? 0;
  }
  return defence;
}
