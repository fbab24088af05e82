const preset = require('../jest.preset.cjs')(__dirname);

// typebox (reached through @switchboard/shared/contracts) ships ESM-only `.mjs` files, which the
// preset's transform pattern does not cover, and needs TextEncoder, which jsdom lacks.
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'],
};
