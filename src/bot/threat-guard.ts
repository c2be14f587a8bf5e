/**
 * The threat guard (issue 9 item 3, "a bot that sees the threat"): before the search, the root
 * candidates of an 'action' decision are cut to those that do not leave a decisive location
 * losable next turn when another action helps. A decisive location is one whose loss ends the
 * game: Washington for the Union (R12.2), Richmond or Vicksburg for the Confederacy once the Union
 * holds the other (R12.3). What the enemy can bring there next turn is the engine's own
 * `threats` (reach by rail R6.2.1, the long move R6.2.2, by sea R6.3, a declared attack R6.4) —
 * public facts only, never a hidden card; the enemy's leaders are guessed by a fixed margin.
 *
 * The search alone misses the blow: with 48 iterations over 8 candidates the values of "garrison
 * Washington" and "march on Richmond" differ by less than their noise, and the normal Union lost
 * Washington by turn 5 in about a quarter of its games (docs/balance.md).
 */
import type { Side } from '../data';
import { applyAction, controller, RuleError, threats } from '../engine';
import type { Action, GameState } from '../engine';
import type { Scored } from './policy';

/**
 * Strength a decisive location must hold above the strongest single enemy attack that can reach
 * it next turn (the engine's `threats`) to count as safe: the attacker's leader against the
 * defender's (R7.4, ties to the defender R7.6), an army deployed next door before the attack and a
 * second attack with the turn's other action (R3.1, R6.1, R6.8) are not in the engine's figure.
 * Measured on the same 400 openings (docs/balance.md): margin 2 let Washington fall by turn 5 in
 * 5.5% of games, margin 3 in 2.8%.
 */
export const THREAT_MARGIN = 3;

/**
 * How far `side` is from holding its decisive locations safely next turn: the sum over the
 * decisive locations it controls whose loss would end the game (R12.2; R12.3 when the enemy holds
 * the other one) of max(0, enemy strength that can reach it + THREAT_MARGIN − own strength there).
 * 0 = safe. Reads only units and control (public, R2.6).
 */
export function decisiveExposure(state: GameState, side: Side, margin = THREAT_MARGIN): number {
  const list = threats(state, side);
  const enemy: Side = side === 'union' ? 'confederate' : 'union';
  let exposure = 0;
  for (const t of list) {
    if (controller(state, t.location) !== side) continue;
    // Its loss ends the game only when the enemy holds every other decisive location of this side (R12.3).
    if (!list.every((o) => o.location === t.location || controller(state, o.location) === enemy)) continue;
    exposure += Math.max(0, t.enemyStrength + margin - t.ownStrength);
  }
  return exposure;
}

/** True for actions that spend none of the turn's two actions (R2.3 free actions, R3.1 end of turn). */
function spendsNoAction(a: Action): boolean {
  return a.type === 'free-action' || a.type === 'end-turn';
}

/**
 * The candidates the guard allows, in the order given (`ranked`, best first). `det` is a
 * determinization of the deciding side's view, `translate` carries an action of the real position
 * into it, `groupOf` names actions alike for the map (one is tried per group: same deploy with
 * other payments…). When the side's decisive locations are exposed and some action lowers the
 * exposure, only such actions remain (garrison, reinforce, withdraw towards the capital); otherwise
 * actions that raise it are dropped when any other remains (no marching the garrison away).
 * Free actions and the end of the turn are always kept. Returns `ranked` itself when nothing is
 * dropped. `margin`: see THREAT_MARGIN.
 */
export function guardCandidates<T extends Scored>(
  det: GameState, side: Side, ranked: readonly T[], translate: (a: Action) => Action, groupOf: (a: Action) => string,
  margin = THREAT_MARGIN,
): readonly T[] {
  const before = decisiveExposure(det, side, margin);
  const byGroup = new Map<string, number>();
  const after = ranked.map((s) => {
    if (spendsNoAction(s.action)) return before;
    const g = groupOf(s.action);
    let e = byGroup.get(g);
    if (e === undefined) {
      try {
        e = decisiveExposure(applyAction(det, translate(s.action)), side, margin);
      } catch (err) {
        // A determinization may refuse an action of the real position (should not happen): no verdict.
        if (!(err instanceof RuleError)) throw err;
        e = before;
      }
      byGroup.set(g, e);
    }
    return e;
  });
  const improves = ranked.some((s, i) => !spendsNoAction(s.action) && after[i] < before);
  const keep = ranked.filter((s, i) => spendsNoAction(s.action) || (improves ? after[i] < before : after[i] <= before));
  const spending = keep.some((s) => !spendsNoAction(s.action)) || ranked.every((s) => spendsNoAction(s.action));
  return spending && keep.length < ranked.length ? keep : ranked;
}
