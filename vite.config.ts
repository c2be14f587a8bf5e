import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Vite serves and builds the app; Vitest runs unit, property and component tests.
// Browser end-to-end tests live in tests/e2e and run through tests/e2e/run.mjs instead.
export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    // Libraries in their own chunks: none passes 500 kB, and a new build of the game leaves the
    // browser's cached copies of React and the other libraries valid.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
  },
});
