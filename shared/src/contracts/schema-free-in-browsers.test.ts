/**
 * @jest-environment node
 */
// The front ends read limits, lists and small rules from the contracts but never validate with a schema.
// A module is bundled whole when any of its exports is used, so a value taken from a module that builds
// TypeBox schemas brings TypeBox into the browser (~11 KB compressed per app). Each domain keeps its plain
// rules in `<domain>-rules.ts` (no schema) beside its schemas; this test reads every front-end source and
// holds that line.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const CONTRACTS = __dirname;
const FRONT_ENDS = ['shared/src', 'shell/src', 'mfe-tickets/src', 'mfe-settings/src', 'mfe-dashboard/src', 'mfe-hub/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test-utils' || name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const source = (file: string) => readFileSync(file, 'utf8');

/** Value imports and re-exports (not `import type`, not `type X` items) of a source: [names, specifier]. */
function valueImports(text: string): Array<{ names: string[]; from: string }> {
  const found: Array<{ names: string[]; from: string }> = [];
  for (const match of text.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[1]) continue;
    const names = match[2]
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0].trim());
    found.push({ names, from: match[3] });
  }
  for (const match of text.matchAll(/^import\s+(?!type\b)[^'{]*'([^']+)'/gm)) found.push({ names: ['*'], from: match[1] });
  for (const match of text.matchAll(/^export\s+\*\s+from\s+'([^']+)'/gm)) found.push({ names: ['*'], from: match[1] });
  return found;
}

/** Whether a contracts module builds schemas: imports TypeBox, directly or through another module's value import. */
const buildsSchemas = new Map<string, boolean>();
function importsTypeBox(file: string, seen = new Set<string>()): boolean {
  if (buildsSchemas.has(file)) return buildsSchemas.get(file)!;
  if (seen.has(file)) return false;
  seen.add(file);
  const result = valueImports(source(file)).some(({ from }) => {
    if (from === 'typebox' || from.startsWith('typebox/')) return true;
    if (!from.startsWith('.')) return false;
    const target = join(dirname(file), from.replace(/\.js$/, '.ts'));
    return existsSync(target) && importsTypeBox(target, seen);
  });
  buildsSchemas.set(file, result);
  return result;
}

/** The module of the contracts that each name of `index.ts` comes from. */
function indexModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const { names, from } of valueImports(source(join(CONTRACTS, 'index.ts')))) {
    for (const name of names) modules.set(name, join(CONTRACTS, from.replace(/\.js$/, '.ts')));
  }
  return modules;
}

const CONTRACTS_INDEX = /^(@switchboard\/shared\/contracts|(\.\.\/)+contracts(\/index\.js)?)$/;

describe('contracts in the browser', () => {
  it('knows a schema module from a rules module', () => {
    // The test would pass vacuously if it saw no module as one that builds schemas.
    expect(importsTypeBox(join(CONTRACTS, 'type-builders.ts'))).toBe(true);
    expect(importsTypeBox(join(CONTRACTS, 'statuses.ts'))).toBe(true);
    expect(importsTypeBox(join(CONTRACTS, 'auth-rules.ts'))).toBe(false);
    expect(importsTypeBox(join(CONTRACTS, 'constants.ts'))).toBe(false);
  });

  it('gives the front ends only values of modules that build no schema', () => {
    const modules = indexModules();
    const offending: string[] = [];
    for (const dir of FRONT_ENDS) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        if (file.startsWith(CONTRACTS)) continue;
        for (const { names, from } of valueImports(source(file))) {
          const direct = from.startsWith('.') && /\/contracts\/[a-z-]+\.js$/.test(from) ? join(dirname(file), from.replace(/\.js$/, '.ts')) : undefined;
          if (!CONTRACTS_INDEX.test(from) && !direct) continue;
          for (const name of names) {
            const module = direct ?? modules.get(name);
            if (module && importsTypeBox(module)) offending.push(`${name} (${module.slice(CONTRACTS.length + 1)}) in ${file.slice(ROOT.length + 1)}`);
          }
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps every rules module free of TypeBox', () => {
    const rules = readdirSync(CONTRACTS).filter((name) => name.endsWith('-rules.ts'));
    expect(rules.length).toBeGreaterThan(1);
    expect(rules.filter((name) => importsTypeBox(join(CONTRACTS, name)))).toEqual([]);
  });
});
