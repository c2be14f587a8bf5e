/**
 * File downloads. Only parts loaded on demand offer one (Export, the crash screen, the unreadable
 * save's banner, the Position editor, the bug report), so this is a module of its own, off the
 * first paint (not in `persistence.ts`).
 */

/** Offers text to the user as a file download (export, unreadable saves). */
export function downloadText(filename: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
