/**
 * Each decision kind the engine asks for (DECISION_KINDS, issue 7 item 5) has its words in every
 * language — the hand-off reason, the status line, the builder's prompt and its two "next" lines —
 * and no language keeps words for a kind the engine never asks for.
 */
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS } from '../../src/engine/index.ts';
import { enAll as en } from '../../src/i18n/en-all';
import { pl } from '../../src/i18n/pl';
import { ru } from '../../src/i18n/ru';

const SECTIONS = ['handoff.reason', 'status.decision', 'builder.prompt', 'builder.next', 'builder.nextWithCard'] as const;
/** Keys beside the kinds in those sections: the fallback for a kind the UI does not know. */
const NOT_KINDS = new Set(['other']);

function section(resource: object, path: string): Record<string, unknown> {
  let node: unknown = resource;
  for (const part of path.split('.')) node = (node as Record<string, unknown>)[part];
  expect(node, path).toBeTypeOf('object');
  return node as Record<string, unknown>;
}

describe('decision kinds in every language', () => {
  for (const [lang, resource] of [['en', en], ['pl', pl], ['ru', ru]] as const) {
    for (const path of SECTIONS) {
      it(`${lang} ${path} has a string for each decision kind and none for another`, () => {
        const keys = Object.keys(section(resource, path)).map((k) => k.replace(/_(one|few|many|other)$/, '')).filter((k) => !NOT_KINDS.has(k));
        expect([...new Set(keys)].sort()).toEqual([...DECISION_KINDS].sort());
      });
    }
  }
});
