/**
 * A modal dialog: focuses its first button (or the element marked `data-autofocus`) on open — or its
 * title when that control lies below the screen's edge — keeps Tab inside, and cancels on Escape.
 * Used instead of `window.confirm`. It is drawn into the app's one dialog host (`dialogHost.ts`), so
 * it takes no style from what opened it.
 */
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dialogHost, placeDialogHost } from './dialogHost';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** Where a focus with nowhere to go lands: the game's status bar (focusable by script, tabIndex -1), else the page's main part (focusable on the other pages). */
const home = () => document.querySelector<HTMLElement>('.status-bar') ?? document.querySelector<HTMLElement>('.app-main');

/**
 * The opener given the focus back may go a moment after its dialog, as what was confirmed takes
 * effect (*Play from here*, *Return to the original game*: the page changes once the kept game's
 * module has loaded, random-input audit): the focus, fallen to the page's body with it, goes `home`.
 * Watched until the focus moves or the person presses a key or the pointer.
 */
function followGone(opener: HTMLElement): void {
  if (typeof MutationObserver === 'undefined') return;
  const watch = new MutationObserver(() => {
    if (opener.isConnected) return;
    stop();
    if (!document.activeElement || document.activeElement === document.body) home()?.focus();
  });
  const events = ['focusin', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    watch.disconnect();
    for (const e of events) document.removeEventListener(e, stop, true);
  };
  watch.observe(document.body, { childList: true, subtree: true });
  for (const e of events) document.addEventListener(e, stop, true);
}

/** Props of `Dialog`. */
export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape and the backdrop call this. */
  onCancel(): void;
  testId?: string;
  /** Extra class of the dialog box (`dialog--full`: nearly the whole screen, the game-over screen). */
  className?: string;
}

/** A focus-trapped modal dialog. */
export function Dialog({ title, children, onCancel, testId, className }: DialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useLayoutEffect(placeDialogHost, []);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const dialog = box.current;
    const target = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus({ preventScroll: true });
    // A dialog taller than the screen (a phone) would open scrolled to that control, its beginning
    // out of sight: then its title takes the focus instead (WAI-ARIA APG, modal dialog) and Tab
    // goes on to the first control. Content drawn a moment later (the game-over charts load just
    // after the dialog) can push the control below the edge too: checked again as the dialog's
    // content changes, until the person presses a key or the pointer in it.
    const belowEdge = () => Boolean(target && dialog && target.getBoundingClientRect().bottom > dialog.getBoundingClientRect().bottom);
    const recheck = () => {
      if (document.activeElement === target && belowEdge()) heading.current?.focus({ preventScroll: true });
    };
    recheck();
    const watch = dialog && typeof MutationObserver !== 'undefined' ? new MutationObserver(recheck) : null;
    if (dialog) watch?.observe(dialog, { childList: true, subtree: true });
    const settle = () => watch?.disconnect();
    dialog?.addEventListener('keydown', settle, { once: true });
    dialog?.addEventListener('pointerdown', settle, { once: true });
    return () => {
      settle();
      // The focus goes back to what had it; if that is gone (the bots' panel, when no bot plays
      // any more, QA) or was nothing (the page's body: the opener went in the render that opened
      // the dialog, as the game-over card does, QA), to the game's status bar (what happens now;
      // focusable by script, tabIndex -1): `home`. An opener that goes later is followed (`followGone`).
      const back = before?.isConnected && before !== document.body ? before : home();
      back?.focus?.();
      if (back === before && back) followGone(back);
    };
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };
  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={box} className={className ? `dialog ${className}` : 'dialog'} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid={testId}>
        <h2 id={titleId} ref={heading} tabIndex={-1}>{title}</h2>
        {children}
      </div>
    </div>,
    dialogHost(),
  );
}
