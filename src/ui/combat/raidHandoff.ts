/**
 * A Cavalry Raid the engine lets happen at once (R11.2, X22), between two people at one screen: it
 * hands the screen to the raided side as an answer would (the store's `ui.raided`, `useScreen`),
 * behind the same hand-off (`beforeDiscards`), so the raider cannot tell whether that hand held a
 * Cavalry Raid. The raided side then reads its loss (`raidLoss.ts`, CombatPanel) and hands the
 * screen back.
 */
import type { PlayerView, Side } from '../../engine/types';

/**
 * The public `view` just after a raid let happen at once, as it was before the raid's discards:
 * what the hand-off to a raided side shows while an answer is awaited (the raided `side`'s hand and
 * discard counts, the log up to the raid). The raid's public entry ('raid-discards') is the view's
 * last: its private one (the cards lost) is not in the public view.
 */
export function beforeDiscards(view: PlayerView, side: Side): PlayerView {
  const n = view.log.at(-1)!.args.count as number;
  const sides = structuredClone(view.sides);
  sides[side].handCount += n;
  sides[side].discardCount -= n;
  // The log's entries stay the same objects: the live region tells what is new by them (LiveLog).
  return { ...view, sides, log: view.log.slice(0, -1) };
}
