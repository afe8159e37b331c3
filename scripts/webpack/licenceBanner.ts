import webpack from 'webpack';

/** The comment the minimizer leaves where it took a script's licence comments out (to `<file>.LICENSE.txt`). */
const BANNER = /^\/\*! For license information please see [^*]*\*\/\n/;

/**
 * Scripts without the comment that names their licence file: the minimizer writes the libraries' licence comments
 * to `<script>.LICENSE.txt` beside each script, which the server serves, and a line naming that file would cost
 * every visitor its bytes on every page (about 60 bytes gzip a script, a random hash in each). Before the compile
 * hint's banner goes on (same stage, registered first) and before the content hash.
 */
export class LicenceBannerPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('LicenceBannerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LicenceBannerPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.js'))) {
            const asset = compilation.getAsset(name);
            const banner = BANNER.exec(asset?.source.source().toString() ?? '');
            if (!asset || !banner) continue;
            const source = new webpack.sources.ReplaceSource(asset.source);
            source.replace(0, banner[0].length - 1, '');
            compilation.updateAsset(name, source);
          }
        },
      );
    });
  }
}
