// Component tests opt into jsdom per file with `// @vitest-environment jsdom`.
// This file adds the jest-dom-free cleanup that @testing-library/react needs between tests.
import { afterEach } from 'vitest';

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
  // The players' agreements to show the whole position live in the tab's sessionStorage (viewpoint.ts): each test starts a new sitting.
  globalThis.sessionStorage?.clear();
  // So do its traces that the whole position was shown (localStorage, viewpoint.ts `noteShown`).
  globalThis.localStorage?.clear();
});
