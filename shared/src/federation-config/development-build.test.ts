/**
 * @jest-environment node
 */
// `npm run dev` serves every app from a development build. Such builds name chunks after their modules,
// and a kit's provided chunk and its fallback once came out with one name and different content: every
// dev server failed with an asset conflict while production builds and all other tests stayed green.
// This compiles the smallest remote (it uses the same shared map and kits as every app) in development mode.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type WebpackStats = { hasErrors(): boolean; toJson(options: string): { errors?: Array<{ message: string }> } };
type Compiler = { run(callback: (error: Error | null, stats?: WebpackStats) => void): void; close(callback: () => void): void };

const ROOT = join(__dirname, '../../..');
const webpack = require(require.resolve('webpack', { paths: [join(ROOT, 'mfe-dashboard')] })) as (config: unknown) => Compiler;
const appConfig = require(join(ROOT, 'mfe-dashboard/webpack.config.js')) as (env: unknown, argv: { mode: string }) => Array<{ output?: object } & Record<string, unknown>>;

let outputDir: string;
beforeAll(() => {
  outputDir = mkdtempSync(join(tmpdir(), 'sb-dev-build-'));
  // Apps resolve @switchboard/shared from its build; `npm run test:unit` may run before any build.
  if (!['contracts', 'ui', 'antd-signed-in', 'antd-table', 'antd-date', 'antd-details'].every((sub) => existsSync(join(ROOT, `shared/dist/${sub}/index.js`)))) {
    execFileSync('npm', ['run', 'build', '--silent', '-w', '@switchboard/shared'], { cwd: ROOT, stdio: 'inherit' });
  }
}, 120_000);
afterAll(() => rmSync(outputDir, { recursive: true, force: true }));

it('builds a remote in development mode without errors, its shared kits and its standalone page included', async () => {
  // Never the app's own dist: the production build there is what the e2e suite serves.
  const configs = appConfig(undefined, { mode: 'development' }).map((config) => ({ ...config, output: { ...config.output, path: outputDir } }));
  const compiler = webpack(configs);
  const stats = await new Promise<WebpackStats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(resolve));
  expect((stats.toJson('errors-only').errors ?? []).map((error) => error.message)).toEqual([]);
  expect(stats.hasErrors()).toBe(false);
  const files = readdirSync(outputDir);
  // The container, then the page written beside it (its compilation does not clean the folder).
  expect(files).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'main.js']));
  expect(files.some((file) => file.includes('router-kit'))).toBe(true);
}, 240_000);
