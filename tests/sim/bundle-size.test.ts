/** bundle-size's command line (QA: `--help` was looked for as a build folder). */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
/** Runs bundle-size.mjs; its exit code and output. */
function bundleSize(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/bundle-size.mjs'), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('bundle-size', () => {
  it('bundle-size --help prints its usage, and an option is not taken for a folder', () => {
    const help = bundleSize('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run bundle-size \[-- <dist folder>\]/);
    const bad = bundleSize('--bogus');
    expect(bad.code).toBe(2);
    expect(bad.err.trim()).toBe('Unexpected argument --bogus: give at most the dist folder (--help says more).');
  });
});
