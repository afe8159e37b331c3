// The browser bundle's page modules without what only the server reads: a `definePage({ ... })` call written in
// place loses its `description`, `indexable`, `noindex` and `notice` (the document's meta and indexing, a server log
// line), so neither they nor what only they import travel to every visitor. The server and the tests keep them.
// The browser never reads them: src/app/pageTitle.ts (description, indexing) and the search saga's notice run on the
// server's render only.
const SERVER_ONLY = new Set(['description', 'indexable', 'noindex', 'notice']);

module.exports = function serverOnlyPageParts() {
  return {
    name: 'server-only-page-parts',
    visitor: {
      CallExpression(path) {
        const { callee, arguments: args } = path.node;
        if (callee.type !== 'Identifier' || callee.name !== 'definePage' || args[0]?.type !== 'ObjectExpression') return;
        args[0].properties = args[0].properties.filter(
          (property) =>
            !(property.type === 'ObjectProperty' && !property.computed && SERVER_ONLY.has(property.key.name ?? property.key.value)),
        );
      },
    },
  };
};
