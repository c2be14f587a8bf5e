/**
 * Determinization: a concrete game consistent with what one side sees. Hidden cards are dealt
 * at random from the cards that side has not seen; nothing hidden is read from the real state.
 * The position is rebuilt through the engine's side door for its own games (`newOwnGame`) at a
 * fresh 'action' decision (`determinize`), or with the view's battle put back at the attacker's card
 * or the defender's answer (`determinizeCombat`); raids and half-done card plays cannot be rebuilt.
 */
import type { CardId, Side } from '../data';
import { legalActions } from '../engine';
import { applyOwnAction, newOwnGame, newOwnGameInBattle } from '../engine/own-games';
import type { Combat, GameState, PlayerView, Scenario } from '../engine';
import { contextFromState } from './context';
import { greedy } from './policy';
import { unitIdMap } from './translate';
import { card, isRemovable, pileCards, sideCards } from './cards';
import { publicPileKnowledge } from './knowledge';
import { other } from './graph';
import type { Rng } from './rng';

/** Why a view could not be determinized. */
export class DeterminizeError extends Error {}

/** True when `determinize` can rebuild this view: an 'action' decision, no combat, raid or half-done Rail Movement. */
export function canDeterminize(view: PlayerView): boolean {
  return view.decision !== null && view.decision.kind === 'action' && view.combat === null && view.raid === null && !view.railMove && view.winner === null;
}

/**
 * True when `determinizeCombat` can rebuild this view: the viewer chooses its card as the attacker
 * (R7.2) or answers as the defender (R7.3), in a battle with no choice of a card play pending.
 */
export function canDeterminizeCombat(view: PlayerView): boolean {
  const d = view.decision;
  const c = view.combat;
  if (!d || !c || view.winner !== null || view.pending !== null || view.viewer !== d.side) return false;
  return (d.kind === 'attacker-card' && c.step === 'attacker-card' && d.side === c.attacker)
    || (d.kind === 'defender-response' && c.step === 'defender-response' && d.side === c.defender);
}

interface Piles { hand: CardId[]; draw: CardId[]; discard: CardId[]; removed: CardId[] }

function without(all: readonly CardId[], ...known: (readonly CardId[] | undefined)[]): CardId[] {
  const out = new Set(all);
  for (const list of known) if (list) for (const c of list) out.delete(c);
  return [...out];
}

/**
 * The cards of `side`'s I/II piles not yet added (R4.1, R4.2), which stay out of play: in every
 * position play reaches, all the cards the data puts there. A position built by hand (a sandbox
 * scenario) may have placed some elsewhere, seen (`seen`) or hidden: then as many of the unseen
 * ones as the view counts (`pileICount`, `pileIICount`) stay, drawn with `rng`, and the others are
 * dealt with the other unseen cards (QA: the bot failed on such a position, "cards do not add up").
 * Throws DeterminizeError when fewer unseen cards are left than a pile counts.
 */
function unaddedPiles(side: Side, info: PlayerView['sides'][Side], seen: readonly (readonly CardId[] | undefined)[], rng: Rng): CardId[] {
  const staying: CardId[] = [];
  for (const [pile, added, count] of [['I', info.reshuffles >= 1, info.pileICount], ['II', info.reshuffles >= 2, info.pileIICount]] as const) {
    if (added) continue;
    const unseen = without(pileCards(side, pile), ...seen);
    if (unseen.length === count) staying.push(...unseen);
    else if (unseen.length < count) throw new DeterminizeError(`pile ${pile} does not add up: ${unseen.length} unseen cards for ${count}`);
    else staying.push(...rng.shuffle(unseen).slice(0, count));
  }
  return staying;
}

/** Deals `n` cards from `pool` (mutated), preferring those that satisfy `prefer`. */
function deal(pool: CardId[], n: number, prefer?: (c: CardId) => boolean): CardId[] {
  const out: CardId[] = [];
  if (prefer) {
    for (let i = 0; i < pool.length && out.length < n; ) {
      if (prefer(pool[i])) out.push(pool.splice(i, 1)[0]);
      else i++;
    }
  }
  while (out.length < n && pool.length > 0) out.push(pool.shift()!);
  return out;
}

/**
 * The piles of the viewer's own side: hand, discard and removed are seen (R2.6: the owner sees his
 * piles); only the draw pile's order is unknown, so it is shuffled.
 */
function ownPiles(view: PlayerView, me: Side, rng: Rng): Piles {
  const info = view.sides[me];
  const hand = view.hand.slice();
  const pool = rng.shuffle(without(sideCards(me), hand, info.discard, info.removed, unaddedPiles(me, info, [hand, info.discard, info.removed], rng)));
  const removed = info.removed ? info.removed.slice() : deal(pool, info.removedCount, isRemovable);
  const discard = info.discard ? info.discard.slice() : deal(pool, info.discardCount);
  const draw = deal(pool, info.drawCount);
  if (draw.length !== info.drawCount || pool.length !== 0) {
    throw new DeterminizeError(`own cards do not add up: ${pool.length} left over, draw ${draw.length}/${info.drawCount}`);
  }
  return { hand, draw, discard, removed };
}

/** Takes one card of each name from `pool` (mutated); null (pool untouched) when some name is missing. */
function takeNamed(pool: CardId[], names: readonly string[]): CardId[] | null {
  const taken: CardId[] = [];
  for (const name of names) {
    const i = pool.findIndex((c) => card(c).name === name);
    if (i < 0) {
      pool.push(...taken);
      return null;
    }
    taken.push(pool.splice(i, 1)[0]);
  }
  return taken;
}

/**
 * Fills a pile of `count` cards: first the cards the public log names (when they fit and are
 * unseen), then random unseen cards (those satisfying `prefer` first).
 */
function fillPile(pool: CardId[], count: number, named: readonly string[], prefer?: (c: CardId) => boolean): CardId[] {
  const known = named.length <= count ? takeNamed(pool, named) : null;
  const pile = known ?? [];
  return pile.concat(deal(pool, count - pile.length, prefer));
}

/**
 * The opponent's piles: every card not known to be elsewhere (its I/II piles not yet added, and its
 * discard/removed piles when they are open, E16) is unseen. Cards the public log shows it built
 * (removed, R2.5) or played face up since its last reshuffle (discarded) go to those piles; the
 * other unseen cards are dealt at random into its removed pile (only cards whose top area removes
 * them), discard, hand and draw pile, with the counts the view shows.
 */
function opponentPiles(view: PlayerView, opp: Side, rng: Rng, faceDown = 0): Piles {
  const info = view.sides[opp];
  const pool = rng.shuffle(without(sideCards(opp), info.discard, info.removed, unaddedPiles(opp, info, [info.discard, info.removed], rng)));
  const known = publicPileKnowledge(view.log, opp);
  const removed = info.removed ? info.removed.slice() : fillPile(pool, info.removedCount, known.removed, isRemovable);
  const discard = info.discard ? info.discard.slice() : fillPile(pool, info.discardCount, known.discard);
  const hand = deal(pool, info.handCount + faceDown);
  const draw = deal(pool, info.drawCount);
  if (hand.length !== info.handCount + faceDown || draw.length !== info.drawCount || pool.length !== 0) {
    throw new DeterminizeError(`opponent cards do not add up: ${pool.length} left over`);
  }
  return { hand, draw, discard, removed };
}

/**
 * A scenario consistent with `view` (seen by `me`), hidden cards sampled with `rng`.
 * Throws `DeterminizeError` when `canDeterminize(view)` is false or the counts do not add up.
 */
export function determinizedScenario(view: PlayerView, me: Side, rng: Rng): Scenario {
  if (!canDeterminize(view)) throw new DeterminizeError('only a fresh action decision can be determinized');
  return scenarioOf(view, me, rng, 0);
}

/** The scenario of `view`'s position; `faceDown` unseen cards of the opponent go to its hand, to be played face down. */
function scenarioOf(view: PlayerView, me: Side, rng: Rng, faceDown: number): Scenario {
  const opp = other(me);
  const mine = ownPiles(view, me, rng);
  const theirs = opponentPiles(view, opp, rng, faceDown);
  const bySide = (a: CardId[], b: CardId[]): Record<Side, CardId[]> => (me === 'union' ? { union: a, confederate: b } : { union: b, confederate: a });
  return {
    active: view.active,
    actionsTaken: Math.max(0, Math.min(2, view.actionsTaken)) as 0 | 1 | 2,
    units: view.units.map((u) => (u.kind === 'fort'
      ? { side: u.side, kind: 'fort' as const, location: u.location, half: u.half }
      : { side: u.side, kind: 'army' as const, strength: u.strength as 1 | 2 | 3, location: u.location, half: u.half })),
    control: { ...view.flags },
    hands: bySide(mine.hand, theirs.hand),
    drawPiles: bySide(mine.draw, theirs.draw),
    discards: bySide(mine.discard, theirs.discard),
    removed: bySide(mine.removed, theirs.removed),
    reshuffles: {
      union: Math.min(2, view.sides.union.reshuffles) as 0 | 1 | 2,
      confederate: Math.min(2, view.sides.confederate.reshuffles) as 0 | 1 | 2,
    },
    blockade: view.blockade,
    europe: view.europe,
    captured: view.captured.slice(),
  };
}

/**
 * A concrete game consistent with `view`: `determinizedScenario` played into a new game with a
 * fresh seed. The scenario is the bot's own, built from a sound position, so it enters by the
 * engine's side door without the schema and whole-position checks (`newOwnGame`, issue 9).
 */
export function determinize(view: PlayerView, me: Side, rng: Rng): GameState {
  const scenario = determinizedScenario(view, me, rng);
  // The game plays under the view's own ruleset reference, shared: a custom ruleset is not hashed and tabled per iteration (issue 9).
  return newOwnGame({ seed: rng.seed(), scenario, variants: view.variants }, view);
}

/**
 * A concrete game consistent with `view` at a battle decision (`canDeterminizeCombat`): the
 * position determinized as at an action decision, then the view's combat put back with this game's
 * unit ids. When the viewer defends against a face-down card (R7.2), the attacker is dealt one
 * unseen card more and plays the card the heuristic would choose from that hand: the card itself
 * is never read from the real game. Throws `DeterminizeError` when the view cannot be rebuilt.
 */
export function determinizeCombat(view: PlayerView, me: Side, rng: Rng): GameState {
  if (!canDeterminizeCombat(view)) throw new DeterminizeError('not a battle decision the viewer can determinize');
  const seen = view.combat!;
  const faceDown = seen.step === 'defender-response' && seen.attackerCard !== null && seen.attackerCard !== undefined ? 1 : 0;
  const scenario = scenarioOf(view, me, rng, faceDown);
  const { attackerCard: _a, defenderCard: _d, ...open } = seen;
  const det = newOwnGameInBattle({ seed: rng.seed(), scenario, variants: view.variants }, view, seen.location, (game) => {
    const ids = unitIdMap(view.units, game.units);
    const id = (u: string): string => {
      const mapped = ids.get(u);
      if (mapped === undefined) throw new DeterminizeError(`battle unit ${u} has no counterpart`);
      return mapped;
    };
    const combat: Combat = {
      ...open,
      attackerUnits: seen.attackerUnits.map(id),
      defenderUnits: seen.defenderUnits.map(id),
      benefits: seen.benefits.map((b) => (b.kind === 'reinforcements' ? { ...b, unit: id(b.unit) } : b)),
      casualtiesTaken: seen.casualtiesTaken.slice(),
      lost: { ...seen.lost },
    };
    // The attacker's card: none (E3), or asked for below when it is face down (R7.2).
    if (seen.step === 'defender-response') {
      if (faceDown) combat.step = 'attacker-card';
      else combat.attackerCard = null;
    }
    return combat;
  });
  if (!faceDown) return det;
  // The attacker's face-down card: its heuristic choice from the dealt hand (R7.2).
  return applyOwnAction(det, greedy(contextFromState(det), legalActions(det), rng));
}
