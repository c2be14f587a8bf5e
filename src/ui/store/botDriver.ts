/**
 * The bot driver: a store subscriber that, whenever `decision(game)` belongs to a side the bot
 * plays, asks the bot client (a Web Worker) for an action and applies it through the store's
 * `dispatch`, exactly as a person's action — same log, autosave and history rule. A request is
 * dropped (`cancel()`) when the game changes under it (undo, new game, import), its side or level
 * changes (the Players dialog), or the bots are paused, stopped by an error, or the tab is read-only.
 * A Cavalry Raid the engine let happen at once on the bot's hand (X22, `ui.raided`) is shown as the
 * bot answering it: the same thinking, for the same least time, then the raid's result, so that the
 * person cannot tell whether that hand held a Cavalry Raid.
 */
import { decision, RuleError } from '../../engine';
import type { BotClient } from '../../bot/client';
import type { GameState } from '../../engine/types';
import type { GameStoreApi } from './gameStore';
import { lazyBotClient } from './lazyBotClient';
import { botSeed } from './botSeed';
import { BATTLE_REVEAL_MS, BOT_DELAY_MS, BOT_STEP_DELAY_MS, isBot, type Players } from './players';
import type { BotState } from './gameStore';

/**
 * The least time the bot's next decision takes: the speed's delay; a *Step* asked while paused
 * comes at once; bot against bot, an action that just ended a battle (a new `lastBattle`, replaced
 * whole by the engine after each battle) is held on screen `BATTLE_REVEAL_MS` (issue 12 item 3).
 */
export function botDelayMs(bot: Pick<BotState, 'speed' | 'paused' | 'step'>, who: Players, current: GameState, before: GameState | null): number {
  if (bot.paused && bot.step) return BOT_STEP_DELAY_MS;
  const battleJustEnded = before !== null && current.lastBattle !== null && current.lastBattle !== before.lastBattle;
  const narrated = isBot(who, 'union') && isBot(who, 'confederate');
  return Math.max(BOT_DELAY_MS[bot.speed], battleJustEnded && narrated ? BATTLE_REVEAL_MS[bot.speed] : 0);
}

/**
 * Starts driving the bots of `store`. `client`: a stand-in (tests), null (no bots), or undefined
 * for the Web Worker client, created (and its module loaded) the first time a bot must move (null
 * without Web Workers).
 * Returns the function that stops the driver.
 */
export function attachBotDriver(store: GameStoreApi, client: BotClient | null | undefined): () => void {
  const botClient = (): BotClient | null => {
    if (client === undefined) client = typeof Worker === 'undefined' ? null : lazyBotClient();
    return client;
  };
  /** The bot request in flight: the state it was asked about (`timer`: a raid's answer shown, X22). */
  let pending: { state: GameState; token: number; level: string; timer?: ReturnType<typeof setTimeout> } | null = null;
  /** The state of the last request made (to tell whether a battle ended since). */
  let lastAsked: GameState | null = null;
  let tokens = 0;
  let syncing = false;
  let again = false;

  const dropPending = () => {
    if (!pending) return;
    if (pending.timer !== undefined) clearTimeout(pending.timer);
    else client?.cancel();
    pending = null;
  };

  /** One pass: start a request when a bot side must decide, drop one that no longer fits the game. */
  const syncOnce = () => {
    const { game: current, players: who, bot, actions: count, ui } = store.getState();
    // X22: the raided bot's answer is shown as asked, though the engine let the raid happen at once.
    const d = ui.raided ? { side: ui.raided } : decision(current);
    const player = d ? who[d.side] : null;
    const side = d && player?.kind === 'bot' && (!bot.paused || bot.step) && !bot.error && !ui.readOnly ? d.side : null;
    // A request of another level (the Players dialog changed it mid-thought) is dropped too.
    if (pending && (pending.state !== current || side === null || (player?.kind === 'bot' && player.level !== pending.level))) dropPending();
    if (side !== null && !pending && player?.kind === 'bot') {
      const c = botClient();
      if (c && ui.raided) {
        const token = ++tokens;
        const timer = setTimeout(() => {
          if (pending?.token !== token) return;
          pending = null;
          // As after the bot's own step: the raid shown, a Step spent (the raid's discards closed Undo already).
          store.setState((s) => {
            s.ui.raided = null;
            s.bot.step = false;
          });
        }, botDelayMs(bot, who, current, lastAsked));
        pending = { state: current, token, level: player.level, timer };
        lastAsked = current;
      } else if (!c) {
        store.setState((s) => {
          s.bot.error = { side, message: null };
        });
      } else {
        const token = ++tokens;
        pending = { state: current, token, level: player.level };
        const minDelayMs = botDelayMs(bot, who, current, lastAsked);
        lastAsked = current;
        c.chooseAction(current, side, { level: player.level, seed: botSeed(current.seed, count), minDelayMs }).then(
          (action) => {
            if (pending?.token !== token) return;
            pending = null;
            // A Step plays one action: the bots stay paused after it.
            if (store.getState().bot.step) {
              store.setState((s) => {
                s.bot.step = false;
              });
            }
            if (!store.getState().dispatch(action)) {
              const refused = store.getState().ui.error;
              store.setState((s) => {
                s.ui.error = null;
                s.bot.error = { side, message: refused?.message ?? '', key: refused?.key, args: refused?.args };
              });
            }
          },
          (e: unknown) => {
            if (pending?.token !== token) return; // dropped on purpose
            pending = null;
            // The worker's failure (a RuleError it met, or its own crash) is shown, never swallowed.
            const message = e instanceof RuleError || e instanceof Error ? e.message : String(e);
            const keyed = e instanceof RuleError ? { key: e.key, args: e.args } : {};
            store.setState((s) => {
              s.bot.error = { side, message, ...keyed };
            });
          },
        );
      }
    }
    const thinking = pending && d ? d.side : null;
    if (store.getState().bot.thinking !== thinking) {
      store.setState((s) => {
        s.bot.thinking = thinking;
      });
    }
  };

  /** Runs `syncOnce` until the store settles (its own updates notify the subscriber again). */
  const sync = () => {
    if (syncing) {
      again = true;
      return;
    }
    syncing = true;
    try {
      do {
        again = false;
        syncOnce();
      } while (again);
    } finally {
      syncing = false;
    }
  };

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.game !== prev.game || s.players !== prev.players || s.bot.paused !== prev.bot.paused || s.bot.step !== prev.bot.step || s.bot.error !== prev.bot.error || s.ui.readOnly !== prev.ui.readOnly || s.actions !== prev.actions || s.ui.raided !== prev.ui.raided) sync();
  });
  // A resumed game whose decision belongs to a bot goes on at once.
  sync();
  return () => {
    unsubscribe();
    dropPending();
  };
}
