// One Babel config for webpack (client and server bundles) and jest.
// The client targets evergreen browsers; the server and tests target the running Node.
module.exports = (api) => {
  const caller = { target: 'node' };
  api.caller((c) => {
    if (c && c.target) caller.target = c.target;
    return c ? c.target : undefined;
  });
  const isWeb = caller.target === 'web';
  api.cache.using(() => `${isWeb}-${process.env.NODE_ENV}`);
  return {
    presets: [
      [
        '@babel/preset-env',
        isWeb
          ? { targets: 'chrome >= 109, firefox >= 115, safari >= 15.4, edge >= 109', bugfixes: true, modules: false }
          : { targets: { node: 'current' } },
      ],
      ['@babel/preset-react', { runtime: 'automatic', development: process.env.NODE_ENV === 'development' }],
      ['@babel/preset-typescript', { onlyRemoveTypeImports: false }],
    ],
    plugins: isWeb ? [require.resolve('./scripts/babel/serverOnlyPageParts')] : [],
  };
};
