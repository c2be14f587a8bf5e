#!/usr/bin/env node
/**
 * Bundle budget check (issue 12 item 8): the JavaScript a browser loads before the first paint —
 * the entry module of the built `dist/index.html`, its `modulepreload` links, and every module they
 * import statically (followed through the built chunks) — must be at most 150 KiB gzip. Lazily
 * loaded chunks (the bot's worker, the help pages, the map's geography…) do not count.
 *
 * Run after `vite build`: `node scripts/bundle-size.mjs [distDir]`. Prints each file with its gzip
 * size and the total; exits 1 above the budget, 2 when there is no build to measure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The budget, in bytes of gzip (level 9, as served by a compressing web server). */
export const BUDGET_BYTES = 150 * 1024;

/** The .js files (absolute paths) loaded before first paint by the built index.html in `dist`. */
export function firstPaintScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const start = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || /^[a-z]+:|^\/\//i.test(src)) continue;
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag) && !/\basync\b/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    if (isEntry || isPreload) start.push(resolve(dist, src.replace(/^\//, '')));
  }
  const seen = new Set();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`; `import("./x.js")` is lazy.
    for (const m of code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(resolve(dirname(file), m[1]));
    }
  }
  return [...seen];
}

/** Gzip size in bytes of a file. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
/** The usage `--help` prints. */
const USAGE = `Usage: npm run bundle-size [-- <dist folder>]
Measures the JavaScript a browser loads before the first paint of the built <dist folder>/index.html
(default: dist/), gzip, against the budget of ${BUDGET_BYTES / 1024} KiB. Run after \`npm run build\`.
Exit code 1 above the budget, 2 when there is no build to measure.
`;

if (isMain) {
  const arg = process.argv[2];
  if (arg === '--help' || arg === '-h') {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  // An option is no folder (QA: `--help` was looked for as a build folder).
  if (arg?.startsWith('-') || process.argv.length > 3) {
    console.error(`Unexpected argument${process.argv.length > 3 ? 's' : ''} ${process.argv.slice(2).join(' ')}: give at most the dist folder (--help says more).`);
    process.exit(2);
  }
  const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../dist'));
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`No build in ${dist}: run \`npm run build\` first.`);
    process.exit(2);
  }
  let total = 0;
  for (const file of firstPaintScripts(dist)) {
    const size = gzipBytes(file);
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KiB  ${file.slice(dist.length + 1)}`);
  }
  const ok = total <= BUDGET_BYTES;
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KiB  first-paint JavaScript, gzip (budget ${BUDGET_BYTES / 1024} KiB): ${ok ? 'within budget' : 'OVER BUDGET'}`);
  if (!ok) process.exit(1);
}
