/**
 * A modal dialog: focuses its first button (or the element marked `data-autofocus`) on open — or its
 * title when that control lies below the screen's edge — keeps Tab inside, and cancels on Escape.
 * Used instead of `window.confirm`.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

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
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const target = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus({ preventScroll: true });
    // A dialog taller than the screen (a phone) would open scrolled to that control, its beginning
    // out of sight: then its title takes the focus instead (WAI-ARIA APG, modal dialog) and Tab
    // goes on to the first control.
    if (target && box.current && target.getBoundingClientRect().bottom > box.current.getBoundingClientRect().bottom) heading.current?.focus();
    return () => before?.focus?.();
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
  return (
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={box} className={className ? `dialog ${className}` : 'dialog'} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid={testId}>
        <h2 id={titleId} ref={heading} tabIndex={-1}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
