// Compiles the api's `src` and `test` to JavaScript once per test pass, so each test file's process runs
// plain modules instead of compiling TypeScript on load through a loader hook (about a second of CPU per
// file, and a pass starts ~80 of them). The copy stands beside `api/` at the same depth, so paths a
// module finds from its own place (`../..` is the repository) stay true; its `node_modules` is the
// api's, so it resolves the same packages. Source maps are inline: a failure points at the TypeScript.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { transformFile } from '@swc/core';

/** Where the copies go: `<repository>/.api-tests-<random>/`, ignored by git and the linters. */
const PREFIX = '.api-tests-';

/** Every TypeScript module under `dir` (declaration files hold no code). */
function typeScriptFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compiles `apiDir`'s `src` and `test` into a new directory beside it; resolves with that directory and
 * a `remove()` that deletes it. TypeScript's own settings for the api (`verbatimModuleSyntax`,
 * ES2022 class fields) are what the options below say.
 */
export async function compileForTests(apiDir) {
  const out = mkdtempSync(join(dirname(apiDir), PREFIX));
  const remove = () => rmSync(out, { recursive: true, force: true });
  try {
    const files = [...typeScriptFiles(join(apiDir, 'src')), ...typeScriptFiles(join(apiDir, 'test'))];
    await Promise.all(
      files.map(async (file) => {
        const { code } = await transformFile(file, {
          swcrc: false,
          configFile: false,
          sourceMaps: 'inline',
          module: { type: 'es6' },
          jsc: { parser: { syntax: 'typescript' }, target: 'es2022', transform: { verbatimModuleSyntax: true, useDefineForClassFields: true } },
        });
        const target = join(out, relative(apiDir, file)).replace(/\.ts$/, '.js');
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, code);
      }),
    );
    writeFileSync(join(out, 'package.json'), '{ "type": "module" }\n');
    symlinkSync(join(apiDir, 'node_modules'), join(out, 'node_modules'), 'dir');
    return { dir: out, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
