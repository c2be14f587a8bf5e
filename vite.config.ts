import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Vite serves and builds the app; Vitest runs unit, property and component tests.
// Browser end-to-end tests live in tests/e2e and run through tests/e2e/run.mjs instead.
export default defineConfig({
  plugins: [react()],
  base: './',
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
});
