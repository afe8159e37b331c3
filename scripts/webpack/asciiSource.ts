import { transform } from 'esbuild';
import webpack from 'webpack';

/** A character beyond ASCII (test with it; `replace` wants a global copy). */
const NON_ASCII = /[\u0080-\uffff]/;

/** The same script with every character beyond ASCII escaped. */
export async function asciiOnly(source: string): Promise<string> {
  const { code } = await transform(source, { loader: 'js', charset: 'ascii', target: 'node20' });
  return code.replace(new RegExp(NON_ASCII, 'g'), (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The server bundle in ASCII. V8 keeps a script's source for as long as the process lives (it compiles functions
 * when first called) and stores it as two bytes a character when one character is beyond Latin-1: a single `’` in a
 * comment made the 2 MB bundle 4 MB of every worker's heap. esbuild prints it again with every such character
 * escaped (`\u2019`), which means the same in a string, a template or a regular expression; it leaves comments as
 * they are, so what is left (only in comments then) is written as the same escape.
 */
export class AsciiSourcePlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('AsciiSourcePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AsciiSourcePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
            const source = compilation.getAsset(name)?.source.source().toString() ?? '';
            if (NON_ASCII.test(source)) compilation.updateAsset(name, new webpack.sources.RawSource(await asciiOnly(source)));
          }
        },
      );
    });
  }
}
