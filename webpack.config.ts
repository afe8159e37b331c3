import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { AsciiSourcePlugin } from './scripts/webpack/asciiSource';
import { AssetSyntaxCheckPlugin } from './scripts/webpack/assetSyntaxCheck';
import { LicenceBannerPlugin } from './scripts/webpack/licenceBanner';

// Two bundles from one source tree: the browser bundle (hashed, immutable files plus a manifest the
// server reads) and the Node bundle (server + app + local platform; node_modules stay external).
const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
const root = __dirname;
/**
 * `npm run dev` (server/dev/): the browser bundle with hot module replacement and React Fast Refresh, its CSS
 * linked so that it can be swapped in place, and source maps webpack's eval wrapper would need a CSP exception for.
 * Never in a production build.
 */
const devServer = mode === 'development' && process.env.TRELLIS_DEV_SERVER === '1';
/** The site to build (its folder holds client.ts and server.ts): the demo's unless SITE_DIR names another. */
const siteDir = process.env.SITE_DIR?.replace(/\/+$/, '') || 'site';
/** Where the bundles go (`client/` and `server/` in it): dist/ unless DIST_DIR names another, so another site's build never replaces the demo's. */
const distDir = path.resolve(root, process.env.DIST_DIR?.trim() || 'dist');
const babelRule = (target: 'web' | 'node') => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'babel-loader',
    options: {
      caller: { name: 'webpack', target },
      ...(devServer && target === 'web' ? { plugins: [require.resolve('react-refresh/babel')] } : {}),
    },
  },
});
/** The dev server's event stream in the browser (server/dev/devServer.ts): updates, the overlay, reloads. */
const HOT_CLIENT = './scripts/dev/browser.js';
const extensions = ['.tsx', '.ts', '.jsx', '.js', '.json'];
const define = new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) });

/** A file of react-router's production build (its package.json exports only the development one). */
function reactRouterBuild(file: string): string {
  return path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production', file);
}

/** The entry points `entry` depends on (`dependOn`), deepest first. */
function dependedOn(entry: webpack.Compilation['entrypoints'] extends Map<string, infer E> ? E : never): (typeof entry)[] {
  const parents = [...entry.parentsIterable].filter((group): group is typeof entry => group.isInitial() && 'getEntrypointChunk' in group);
  return parents.flatMap((parent) => [...dependedOn(parent), parent]);
}

/** Writes `manifest.json`: the files each entry point loads, in order. */
class EntryManifestPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('EntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EntryManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const manifest: Record<string, { js: string[]; css: string[] }> = {};
          // A hot update's files (`npm run dev`) belong to one update, not to the pages' start.
          const isScript = (file: string) => file.endsWith('.js') && !file.endsWith('.hot-update.js');
          for (const [name, entry] of compilation.entrypoints) {
            // An entry that depends on another (`dependOn`) loads that one's files first.
            const files = [...dependedOn(entry).flatMap((parent) => parent.getFiles()), ...entry.getFiles()];
            manifest[name] = {
              js: files.filter(isScript),
              css: files.filter((f) => f.endsWith('.css')),
            };
          }
          // Named lazy chunks too (`chunk:account`): a page that needs one preloads it beside the entry.
          for (const chunk of compilation.chunks) {
            if (!chunk.name || compilation.entrypoints.has(chunk.name)) continue;
            const files = [...chunk.files];
            manifest[`chunk:${chunk.name}`] = { js: files.filter(isScript), css: files.filter((f) => f.endsWith('.css')) };
          }
          compilation.emitAsset('manifest.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

const client: Configuration = {
  name: 'client',
  mode,
  target: 'web',
  // React DOM is an entry of its own that `main` depends on: its script runs (and builds React DOM's module) in a
  // task of its own, before `main`'s, instead of both in one long task that holds up the page.
  entry: {
    react: ['react', 'react/jsx-runtime', 'react-dom', 'scheduler', './src/app/reactDom.ts'],
    main: { import: devServer ? [HOT_CLIENT, `./${siteDir}/client.ts`] : `./${siteDir}/client.ts`, dependOn: 'react' },
    // What a page that is there to be read runs at start instead: it loads the two above when the visitor first
    // reaches for a control (src/app/boot.ts).
    boot: './src/app/boot.ts',
    // The style cache service worker (server/styleCacheWorker.ts serves it at /sw.js); development links its styles.
    ...(mode === 'production' ? { styleCache: './src/app/styles/styleCacheWorker.ts' } : {}),
  },
  output: {
    path: path.join(distDir, 'client'),
    publicPath: '/static/',
    filename: mode === 'production' ? '[name].[contenthash:12].js' : '[name].js',
    chunkFilename: mode === 'production' ? '[name].[contenthash:12].js' : '[name].js',
    clean: true,
  },
  resolve: {
    extensions,
    // react-router's package exports only its development build (dev warnings on); the browser gets the production
    // build it ships beside it.
    // The ICU message formatter without its parser: pages carry their words parsed (src/lib/i18n/parseMessages.ts);
    // the parser a client-side navigation may need comes as an ES module too (a CommonJS one would keep all of tslib).
    alias: {
      '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      '@formatjs/icu-messageformat-parser/index.js$': '@formatjs/icu-messageformat-parser/lib/index.js',
      ...(mode === 'production'
        ? { 'react-router$': reactRouterBuild('index.mjs'), 'react-router/dom$': reactRouterBuild('dom-export.mjs') }
        : {}),
    },
  },
  module: {
    rules: [
      babelRule('web'),
      { test: /react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/, use: path.join(root, 'scripts/webpack/pureLibraryLoader.js') },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { url: false } }] },
    ],
  },
  plugins: [
    define,
    new MiniCssExtractPlugin({ filename: mode === 'production' ? '[name].[contenthash:12].css' : '[name].css' }),
    new EntryManifestPlugin(),
    ...(devServer ? [new webpack.HotModuleReplacementPlugin(), new ReactRefreshWebpackPlugin({ overlay: false })] : []),
    new LicenceBannerPlugin(),
    // V8's explicit compile hint: compile every function of the entry bundle while the script streams in, on a
    // background thread, instead of each on the main thread when first called (most of it runs as the page
    // starts). After minification, which would drop the comment, and before the content hash is computed. A `//`
    // line is JavaScript only: in a stylesheet it swallows the first rule, so the banner is limited to scripts.
    new webpack.BannerPlugin({
      banner: '//# allFunctionsCalledOnLoad',
      raw: true,
      entryOnly: true,
      test: /\.js$/,
      stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
    }),
    // Scripts and styles compressed once, at their best, beside each file (the server sends the one a browser
    // accepts: server/staticFiles.ts): no CPU per request, and the smallest files each format can make
    // (bench/README.md, Build choices).
    ...(mode === 'production'
      ? [
          new CompressionPlugin<zlib.BrotliOptions>({
            test: /\.(js|css)$/,
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            threshold: 0,
            minRatio: 1,
          }),
          new CompressionPlugin({
            test: /\.(js|css)$/,
            filename: '[path][base].gz',
            algorithm: 'gzip',
            compressionOptions: { level: 9 },
            threshold: 0,
            minRatio: 1,
          }),
        ]
      : []),
    // Last of all, on the bytes written to dist/: the build fails when a style sheet has a rule a browser would drop.
    new AssetSyntaxCheckPlugin(),
  ],
  // SOURCE_MAPS=1: production code with .map files beside it, for reading browser profiles by source.
  devtool:
    mode === 'production'
      ? process.env.SOURCE_MAPS === '1'
        ? 'source-map'
        : false
      : devServer
        ? 'cheap-module-source-map'
        : 'eval-cheap-module-source-map',
  performance: { hints: false },
  // Three compression passes make what every page loads a little smaller; `pure_getters`: reading a property has no
  // side effect (true of this code and its libraries), so unused library code that only reads properties is dropped
  // (bench/README.md, Build choices).
  optimization: {
    splitChunks: false,
    runtimeChunk: false,
    minimizeOptions: { javascript: { compress: { passes: 3, pure_getters: true } } },
  },
};

/**
 * Bundled into the server build: immer, and the one package that uses it (RTK). Immer's settings are module state,
 * and the server turns its auto-freeze off (src/lib/render/serverRender.ts); at run time Node would give RTK immer's
 * ES module and the server's own import its CommonJS copy, two modules with a setting each. And react-router (with
 * react-router-dom, which requires it): Node would load the development build its package exports.
 */
const SERVER_BUNDLED = ['immer', '@reduxjs/toolkit', 'react-router', 'react-router-dom'];
const bundledOnServer = (request: string) => SERVER_BUNDLED.some((name) => request === name || request.startsWith(`${name}/`));

const server: Configuration = {
  name: 'server',
  mode,
  target: 'node20',
  entry: { main: `./${siteDir}/server.ts` },
  output: { path: path.join(distDir, 'server'), filename: '[name].js', clean: true, library: { type: 'commonjs2' } },
  resolve: {
    extensions,
    alias:
      mode === 'production'
        ? { 'react-router$': reactRouterBuild('index.js'), 'react-router/dom$': reactRouterBuild('dom-export.js') }
        : {},
  },
  externalsPresets: { node: true },
  // Every bare import stays a runtime require of node_modules, except the packages bundled below.
  externals: [
    ({ request }, callback) =>
      request && /^[^./]/.test(request) && !bundledOnServer(request) ? callback(undefined, `commonjs ${request}`) : callback(),
  ],
  module: { rules: [babelRule('node'), { test: /\.(css|svg)$/, type: 'asset/source' }] },
  // One file: the browser's lazily loaded chunks (the HTML sanitiser, the route loader) are plain modules here.
  plugins: [
    define,
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ...(mode === 'production' ? [new AsciiSourcePlugin()] : []),
  ],
  // react-router's framework mode imports route modules by computed paths; this site's declarative router never does.
  ignoreWarnings: [{ module: /react-router[\\/]dist[\\/]/, message: /Critical dependency/ }],
  node: { __dirname: false, __filename: false },
  // The dev server runs the server bundle with --enable-source-maps: stack traces name the source files.
  devtool: devServer ? 'source-map' : false,
  optimization: { minimize: false },
};

export default [client, server];
