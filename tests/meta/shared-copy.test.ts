/**
 * The rule-id checks (issue 7 item 11) read the rules file from the team's `shared/` when the
 * checkout can see it, and from the repository's copy (tests/fixtures/shared) when it cannot, as
 * on a CI machine. Wherever both are present, the copy must equal the team's file, so a corrected
 * rule reaches the copy before it lands.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_COPY, liveSharedFile } from './rule-ids';

const FILES = ['rules/lincoln-rules.md'];

describe('the repository copy of shared/ files', () => {
  for (const relative of FILES) {
    it(`holds ${relative}, equal to the team's file when this checkout can see it`, () => {
      const copy = join(SHARED_COPY, relative);
      expect(existsSync(copy)).toBe(true);
      const live = liveSharedFile(relative);
      if (live) expect(readFileSync(copy, 'utf8')).toBe(readFileSync(live, 'utf8'));
      else expect(readFileSync(copy, 'utf8')).toMatch(/^- R12\.\d/m);
    });
  }
});
