// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from '../../src/ui/dialogs/Dialog';

/** An app root with a status bar, and a button that goes away in the render that opens its dialog (as the game-over card's). */
function Page() {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <div className="app">
      <div className="status-bar" tabIndex={-1} data-testid="status-bar" />
      <section className="handoff">
        {open ? (
          <Dialog title="A dialog" onCancel={() => setOpen(false)} testId="the-dialog">
            <input data-testid="field" />
            <button type="button" onClick={() => setCount((n) => n + 1)}>Again {count}</button>
          </Dialog>
        ) : (
          <button type="button" data-testid="opener" onClick={() => setOpen(true)}>Open</button>
        )}
      </section>
    </div>
  );
}

describe('Dialog', () => {
  it('is drawn in the one dialog host inside .app, not inside what opened it; a re-render keeps it mounted (what was typed stays)', async () => {
    render(<Page />);
    act(() => screen.getByTestId('opener').click());
    const dialog = screen.getByTestId('the-dialog');
    expect(dialog.closest('.handoff')).toBeNull();
    expect(dialog.closest('.app > .dialog-host')).not.toBeNull();
    expect(document.querySelectorAll('.dialog-host')).toHaveLength(1);
    const field = screen.getByTestId('field') as HTMLInputElement;
    field.value = 'kept';
    act(() => screen.getByRole('button', { name: 'Again 0' }).click());
    expect(screen.getByRole('button', { name: 'Again 1' })).toBeTruthy();
    expect(screen.getByTestId('field')).toBe(field);
    expect(field.value).toBe('kept');
  });

  it('gives the focus to the status bar on close when its opener went in the render that opened it (QA: it fell to the page body)', () => {
    render(<Page />);
    const opener = screen.getByTestId('opener');
    opener.focus();
    act(() => opener.click());
    expect(document.activeElement?.closest('[role="dialog"]')).not.toBeNull();
    act(() => screen.getByRole('button', { name: 'Again 0' }).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(screen.queryByTestId('the-dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('status-bar'));
  });
});
