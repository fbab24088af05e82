// Every app receives antd through the shared kit (federation/antd-kit.js), which lists the
// components in use. A component imported from 'antd' but missing from the kit would be undefined
// at run time in the browser while passing every jest test, so this test reads all front-end sources.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const PACKAGES = ['shared', 'shell', 'mfe-tickets', 'mfe-settings', 'mfe-dashboard', 'mfe-hub'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value (not type-only) names imported from 'antd' in a source file. */
function antdImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'antd'/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

const kitSource = readFileSync(join(ROOT, 'shared/federation/antd-kit.js'), 'utf8');
const kitExports = new Set(
  (/export\s*\{([^}]*)\}/.exec(kitSource)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

it('lists every antd component the front ends import', () => {
  const missing = new Set<string>();
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(join(ROOT, pkg, 'src'))) {
      for (const name of antdImports(readFileSync(file, 'utf8'))) {
        if (!kitExports.has(name)) missing.add(`${name} (${file.slice(ROOT.length + 1)})`);
      }
    }
  }
  expect([...missing]).toEqual([]);
});

it('recognises the import forms the check relies on', () => {
  expect(antdImports("import { Button, App as AntdApp, type MenuProps } from 'antd';")).toEqual(['Button', 'App']);
  expect(antdImports("import type { ThemeConfig } from 'antd';")).toEqual([]);
  expect(kitExports.has('ConfigProvider')).toBe(true);
});
