/**
 * The one element every `Dialog` is drawn into (a React portal's container), so a dialog takes no
 * style from the panel or screen that opened it (QA: inside the hand-off screen it took its large
 * centred text, inside the bots' panel its small heading).
 *
 * The element is created once and never replaced: a portal whose container changed would remount
 * its dialog and lose what was chosen in it (the reverted 47804a4 read `.app` during render, which
 * does not exist yet on the app's first render). It starts in `document.body`; a dialog's layout
 * effect moves it into `.app` (`placeDialogHost`) — the page's elements are all in the document
 * by then, and nothing in a new dialog has the focus yet — so dialogs keep the app's theme and
 * projector sizes. A component rendered alone (a unit test) has its dialogs in the body. Only
 * dialogs import this, so it costs the first paint nothing.
 */
let host: HTMLDivElement | undefined;

/** The dialogs' container, created on first use and put in the page's body if it is in no page. */
export function dialogHost(): HTMLDivElement {
  host ??= Object.assign(document.createElement('div'), { className: 'dialog-host' });
  if (!host.isConnected) document.body.append(host);
  return host;
}

/** Moves the dialogs' container into the app's root element `.app` if it is not there yet (a layout effect: before anything in it takes the focus). */
export function placeDialogHost(): void {
  const app = document.querySelector('.app');
  const h = dialogHost();
  if (app && h.parentElement !== app) app.append(h);
}
