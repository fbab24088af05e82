import { pageWide } from './page-wide.js';

it('makes one instance per name in the page', () => {
  const first = pageWide('test.thing', () => ({ made: 1 }));
  expect(pageWide('test.thing', () => ({ made: 2 }))).toBe(first);
  expect(pageWide('test.other', () => ({ made: 3 }))).not.toBe(first);
});

it('gives two copies of the ui modules (one bundled per app) the same theme store and the same antd providers', () => {
  // Each isolated registry stands for one app's bundle of the `ui` folder.
  type Ui = { theme: typeof import('./theme.js'); kit: typeof import('./kit-on-demand.js') };
  const load = (): Ui => {
    let loaded: Ui | undefined;
    jest.isolateModules(() => {
      loaded = { theme: jest.requireActual('./theme.js'), kit: jest.requireActual('./kit-on-demand.js') };
    });
    return loaded!;
  };
  const shell = load();
  const remote = load();
  expect(remote.theme.useThemeMode).toBe(shell.theme.useThemeMode);
  shell.theme.useThemeMode.getState().setTheme('dark');
  expect(remote.theme.useThemeMode.getState().theme).toBe('dark');
  // The providers' lazy chunk and its preload are the first copy's too.
  expect(remote.kit.preloadKit).toBe(shell.kit.preloadKit);
});
