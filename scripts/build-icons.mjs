#!/usr/bin/env node
/**
 * Renders the app's install icons (issue 12 item 6) from public/favicon.svg with headless Chromium:
 * public/icons/icon-192.png, icon-512.png and maskable-512.png (the emblem inside the maskable
 * safe zone, on the Union blue). Run by hand after changing the favicon; its output is committed.
 * Usage: `node scripts/build-icons.mjs` (Chromium from CHROMIUM_PATH or /usr/bin/chromium).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const svg = readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8');
const out = join(ROOT, 'public/icons');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const render = async (file, size, inset) => {
    await page.setViewportSize({ width: size, height: size });
    const body = inset
      ? `<div style="width:${size}px;height:${size}px;background:#1f3a68;display:grid;place-items:center"><div style="width:${size * 0.7}px;height:${size * 0.7}px">${svg}</div></div>`
      : `<div style="width:${size}px;height:${size}px">${svg}</div>`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${body}`);
    await page.screenshot({ path: join(out, file), omitBackground: true });
    console.log(`public/icons/${file}`);
  };
  await render('icon-192.png', 192, false);
  await render('icon-512.png', 512, false);
  await render('maskable-512.png', 512, true);
} finally {
  await browser.close();
}
