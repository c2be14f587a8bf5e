/**
 * The engine's modules follow the rulebook's chapters with no import circle (issue 7 item 10):
 * a circle means two modules that can only be understood together. Reads the value imports of
 * src/engine (type-only imports do not count: they vanish at run time) and fails naming a circle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENGINE = join(dirname(fileURLToPath(import.meta.url)), '../../src/engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

/** Value imports and re-exports of one module, as absolute file paths. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?[^;]*?from\s+'(\.[^']+)'/gms)) {
    if (m[2]) continue;
    const target = normalize(join(dirname(file), m[3]!));
    const candidates = [`${target}.ts`, join(target, 'index.ts')];
    const found = candidates.find((c) => { try { return statSync(c).isFile(); } catch { return false; } });
    if (found) out.push(found);
  }
  return out;
}

/** Every circle of the import graph (strongly connected components of more than one module). */
function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter); low.set(v, counter); counter++;
    stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); component.push(w); } while (w !== v);
      if (component.length > 1) out.push(component);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe('engine modules (issue 7 item 10)', () => {
  const graph = new Map(files(ENGINE).map((f) => [f, imports(f)]));

  it('reads the import graph (the door imports the rules modules)', () => {
    expect(graph.size).toBeGreaterThan(20);
    const door = graph.get(join(ENGINE, 'index.ts'))!.map((f) => relative(ENGINE, f));
    expect(door).toEqual(expect.arrayContaining(['setup.ts', 'legal.ts', 'apply.ts']));
  });

  it('has no import circle', () => {
    const found = circles(graph).map((c) => c.map((f) => relative(ENGINE, f)).sort().join(' ↔ '));
    expect(found).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circles(g).map((c) => c.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('the tracks (R10) and the end of a game have their own homes', () => {
    expect(graph.has(join(ENGINE, 'tracks.ts'))).toBe(true);
    expect(graph.has(join(ENGINE, 'game-end.ts'))).toBe(true);
  });
});
