import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { AssetSyntaxCheckPlugin, jsonProblems, styleSheetProblems } from '../../scripts/webpack/assetSyntaxCheck';

// The site's tokens, first in the style sheet the build writes into every page: a rule a browser drops fails the build.
const SITE_CSS = fs.readFileSync(path.join(__dirname, '..', '..', 'site', 'styles', 'tokens.css'), 'utf8');
const OLD_BANNER = '//# allFunctionsCalledOnLoad\n';

describe('styleSheetProblems', () => {
  it('finds nothing wrong with the site style sheet', () => {
    expect(SITE_CSS).toMatch(/:root\s*\{/);
    expect(styleSheetProblems('main.css', SITE_CSS)).toEqual([]);
  });

  it('refuses the style sheet with the V8 compile hint banner in front of its :root rule', () => {
    const problems = styleSheetProblems('main.1.css', OLD_BANNER + SITE_CSS);
    expect(problems.map(({ file, line }) => `${file}:${line}`)).toEqual(['main.1.css:1', 'main.1.css:1']);
    expect(problems[0].message).toMatch(/JavaScript comment/);
    expect(problems[1].message).toMatch(/selector.*drops this rule/);
  });

  it('names the line of each rule a browser would drop, and keeps reading after it', () => {
    const css = ':root{--ink:#123}\n.a{color:var(--ink)}\n.b:unknown-thing(){color:red}\n.c{display:flex}\n..d{color:red}\n.e{margin:0}\n';
    const problems = styleSheetProblems('x.css', css);
    expect(problems.map(({ line }) => line)).toEqual([3, 5]);
  });

  it('refuses a JSON file a banner was put in front of', () => {
    expect(jsonProblems('manifest.json', '{"main":{}}')).toEqual([]);
    expect(jsonProblems('manifest.json', `${OLD_BANNER}{"main":{}}`)).toEqual([
      { file: 'manifest.json', line: 1, column: 1, message: expect.stringMatching(/not valid JSON/) },
    ]);
  });
});

/** Builds a one-file app importing the site style sheet, with the given banner settings, and returns the build's errors. */
async function buildWithBanner(banner: ConstructorParameters<typeof webpack.BannerPlugin>[0] & object): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trellis-asset-check-'));
  fs.writeFileSync(path.join(dir, 'site.css'), SITE_CSS);
  fs.writeFileSync(path.join(dir, 'entry.js'), "import './site.css';\ndocument.title = 'x';\n");
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    module: {
      rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { url: false } }] }],
    },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].css' }), new webpack.BannerPlugin(banner), new AssetSyntaxCheckPlugin()],
  });
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    return stats.toJson({ all: false, errors: true }).errors?.map((error) => error.message) ?? [];
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('AssetSyntaxCheckPlugin in a build', () => {
  const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING;

  it("fails the build that put the compile hint banner on the entry chunk's style sheet, naming file and line", async () => {
    const errors = await buildWithBanner({ banner: OLD_BANNER.trim(), raw: true, entryOnly: true, stage });
    expect(errors).toEqual([
      expect.stringContaining('main.css:1:1: starts with a `//` line'),
      expect.stringContaining('main.css:1:1: Invalid empty selector'),
    ]);
  });

  it('passes the build whose banner goes on scripts only', async () => {
    expect(await buildWithBanner({ banner: OLD_BANNER.trim(), raw: true, entryOnly: true, test: /\.js$/, stage })).toEqual([]);
  });
});
