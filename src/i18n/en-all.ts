/**
 * All English strings as i18next holds them once every chunk has loaded: the first-paint ones
 * (`en.ts`), the on-demand pages' (`en-pages.ts`) and the English that is data (`englishFromData`:
 * place and card names, log templates, win reasons). For tests and tools; the app never imports it.
 */
import { en } from './en';
import { enPages } from './en-pages';
import { englishFromData } from './englishFromData';
import type { Resource } from './resource';

/** Deep merge of two resources (groups merged key by key, `b` wins on a string). */
function merge(a: Resource, b: Resource): Resource {
  const out: Resource = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = typeof value === 'object' && typeof mine === 'object' ? merge(mine, value) : value;
  }
  return out;
}

/** Every English key; the shape every other language provides whole. */
export const enAll: Resource = [en as Resource, enPages as Resource, englishFromData()].reduce(merge);
