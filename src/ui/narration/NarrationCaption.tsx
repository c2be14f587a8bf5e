/**
 * Narration for a class following a bot-against-bot game or a replay (issue 12 item 3): the last
 * action as a large caption beside the map, in the side panel (at its foot on the game page, under
 * the tracks on the Replay page) — a headline in plain words ("Lee: the
 * Confederate army of 3 attacks Washington from Manassas", or a battle's reveal), the card played,
 * and the action's other log entries smaller — so that the room can read what just happened.
 * Pair it with the bots' *Narrate* speed, Pause and Step.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerView } from '../../engine/types';
import { logText } from '../game/logText';
import { captionEntries, headline, useNarration } from './narration';

/** How many of the action's other log entries the caption shows under the headline. */
const MORE = 3;

/**
 * Keeps the box `ref` (when `on`) at least as tall as it has been since its width or `key` (the
 * language) last changed, through its `min-height`: a shorter caption then leaves its space empty
 * instead of pulling up what follows it. Presentation only; without layout (jsdom) nothing changes.
 */
function useReservedHeight(ref: RefObject<HTMLElement | null>, on: boolean, key: string): void {
  const tallest = useRef({ width: -1, key, height: 0 });
  useLayoutEffect(() => {
    const box = ref.current;
    if (!on || !box) return;
    box.style.minHeight = '';
    const seen = tallest.current;
    if (seen.width !== box.clientWidth || seen.key !== key) Object.assign(seen, { width: box.clientWidth, key, height: 0 });
    seen.height = Math.max(seen.height, box.offsetHeight);
    if (seen.height > 0) box.style.minHeight = `${seen.height}px`;
  });
}

/** The headline's smallest scale and each step down to it, when it alone would run below the screen (`--fit`, styles.css). */
const MIN_FIT = 0.7;
const FIT_STEP = 0.93;

/**
 * Hides the caption's other lines, the last first, that would run below the screen, keeping the
 * headline, and then scales the headline's type down a little if it alone still runs below (QA:
 * under the map of an upright 768×1024 tablet, one caption in ten ran 6–60 px below it, more in
 * Russian; the log keeps every line). Only where the stylesheet uses `--fit` (the caption under the
 * map) does the scale change anything. A caption that fits, or that starts below the
 * screen (a page scrolled elsewhere), shows them all. Not with a reserved height (the Replay page),
 * which would count as overflow. Presentation only; without layout (jsdom) nothing is hidden.
 */
function useKeepOnScreen(ref: RefObject<HTMLElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    const box = ref.current;
    if (!on || !box) return;
    const lines = [...box.querySelectorAll<HTMLElement>('.narration-line:not(.narration-line--newest)')];
    for (const line of lines) line.hidden = false;
    box.style.removeProperty('--fit');
    if (box.getBoundingClientRect().top >= innerHeight) return;
    const below = () => box.getBoundingClientRect().bottom > innerHeight + 0.5;
    for (let i = lines.length - 1; i >= 0 && below(); i--) lines[i]!.hidden = true;
    // The headline alone still too tall (a battle's, in Russian): its type a little smaller, down to 0.7 of its size.
    for (let fit = FIT_STEP; fit >= MIN_FIT && below(); fit *= FIT_STEP) box.style.setProperty('--fit', String(fit));
  });
}

/**
 * The caption (`data-testid="narration"`) of the last action seen in `view` (or of the step from
 * `before` to `view`, when given); nothing for an empty log. With `reserve` (the Replay page, whose
 * side column is not a scrolling box of its own) it keeps the height of its tallest text so far, so
 * that the panels under it move only when a taller caption than any before comes.
 */
export function NarrationCaption({ view, before, reserve = false }: { view: PlayerView; before?: PlayerView | null; reserve?: boolean }) {
  const { t, i18n } = useTranslation();
  const narration = useNarration(view, before);
  const box = useRef<HTMLDivElement>(null);
  useKeepOnScreen(box, !reserve);
  useReservedHeight(box, reserve, i18n.language);
  if (view.log.length === 0) return null;
  const head = headline(t, narration);
  const side = narration.move?.side ?? head.entry?.side ?? null;
  const rest = captionEntries(narration, head, MORE);
  return (
    <div
      ref={box}
      className={`narration${narration.reveal ? ' narration--reveal' : ''}`}
      data-testid="narration" data-log-length={view.log.length} role="status" aria-label={t('narration.label')}
    >
      <p className={`narration-line narration-line--newest${side ? ` side-${side}` : ''}`} data-testid="narration-headline">
        {/* A space after the card, so the words stay apart for a screen reader and in copied text (QA: "Lee:The"). */}
        {head.card && <><span className="narration-card" data-testid="narration-card">{t('narration.card', { card: head.card })}</span>{' '}</>}
        {head.text}
      </p>
      {rest.map((entry) => (
        <p key={view.log.indexOf(entry)} className={`narration-line${entry.side ? ` side-${entry.side}` : ''}`}>
          {logText(t, entry)}
        </p>
      ))}
    </div>
  );
}
