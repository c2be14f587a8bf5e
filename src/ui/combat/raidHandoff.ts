/**
 * A Cavalry Raid the engine lets happen at once (R11.2, X22) on a hand that a person cannot see:
 * between two people at one screen, it hands the screen to the raided side as an answer would (the
 * store's `ui.raided`, `useScreen`), behind the same hand-off; against the bot, the bot takes its
 * usual time to answer (`botDriver.ts`). Meanwhile the raid shows awaiting its answer
 * (`beforeDiscards`), so the raider cannot tell whether that hand held a Cavalry Raid. The raided
 * person then reads its loss (`raidLoss.ts`, CombatPanel) and hands the screen back.
 */
import { opponent } from '../../engine';
import type { GameState, PlayerView, Side } from '../../engine/types';

/**
 * The public `view` of `state` just after a raid let happen at once on `side`'s hand, as an asked
 * raid shows while its answer is awaited: the raid pending (the raider's card, the last laid on its
 * discard pile), `side`'s hand and discard counts before the discards, an open discard pile (E16)
 * cut to that count (the raid's cards are the last laid on it), and the log up to the raid (its
 * public entry, 'raid-discards', is the view's last: the private one is not in a public view), `side` to answer.
 */
export function beforeDiscards(view: PlayerView, side: Side, state: GameState): PlayerView {
  const n = view.log.at(-1)!.args.count as number;
  const sides = structuredClone(view.sides);
  const own = sides[side];
  own.handCount += n;
  own.discardCount -= n;
  if (own.discard) own.discard = own.discard.slice(0, own.discardCount);
  const raider = opponent(side);
  const raid = { card: state.cards[raider].discard.at(-1)!, raider };
  // The log's entries stay the same objects: the live region tells what is new by them (LiveLog).
  return { ...view, sides, log: view.log.slice(0, -1), decision: { side, kind: 'cavalry-raid-response' }, pending: { kind: 'cavalry-raid-response', ...raid }, raid };
}
