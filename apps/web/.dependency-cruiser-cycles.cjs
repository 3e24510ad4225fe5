// No cycles between web features (ADR 031): each feature folder counts as one node, so a cycle
// through any of their files (static, dynamic or type imports) is caught, while a feature's own
// files may still refer to each other.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycles',
      comment: 'Two features depend on each other: move what both need to lib/ or components/, or turn one of the imports around.',
      severity: 'error',
      from: { path: '^src/features/' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, collapse: '^src/features/[^/]+/' },
};
