// Cycles between folders of the shipped code (e.g. layout → notifications → layout through a helper):
// each folder is a unit a reader should understand on its own, after what it imports.
// Tests are left out: a test sits beside the code it checks and imports test helpers that render the
// whole app, which closes a loop that is not part of the design.
const modules = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-circular',
      comment: 'No cycle between folders: move what both sides need to a folder they both import.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...modules.options,
    exclude: { path: `${modules.options.exclude.path}|\\.test\\.tsx?$|(^|/)test-utils/` },
  },
};
