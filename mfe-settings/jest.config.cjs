const preset = require('../jest.preset.cjs')(__dirname);

// typebox (reached through @switchboard/shared/contracts) ships ESM-only `.mjs` files, which the
// preset's transform pattern does not cover, and needs TextEncoder, which jsdom lacks.
// @ant-design/icons' CommonJS build requires the ESM-only @ant-design/colors and fast-color.
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@ant-design/colors|@ant-design/fast-color)/)'],
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/jest.polyfills.cjs'],
};
