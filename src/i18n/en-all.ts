/** All English strings: the first-paint ones (`en.ts`) and the pages' (`en-pages.ts`), for tests and tools. */
import { en } from './en';
import { enPages } from './en-pages';

/** Every English key; the shape every other language provides whole. */
export const enAll = { ...en, ...enPages } as const;
