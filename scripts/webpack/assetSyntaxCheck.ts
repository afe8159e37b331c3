import { transform } from 'lightningcss';
import webpack from 'webpack';

/** One thing wrong with a built file: where it is, and what a browser would do about it. */
export interface AssetProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** How `file:line:column: message` reads in a failed build. */
export function describeProblem({ file, line, column, message }: AssetProblem): string {
  return `${file}:${line}:${column}: ${message}`;
}

/**
 * What is wrong with a style sheet as a browser would read it. A browser drops a rule it cannot parse, silently, with
 * every declaration in it: a `//` line (a JavaScript comment, not a CSS one) glued to the next rule's selector takes
 * the `:root` rule, and with it every custom property, off every page. lightningcss parses as browsers do and reports
 * each rule it had to drop.
 */
export function styleSheetProblems(file: string, css: string): AssetProblem[] {
  const problems: AssetProblem[] = [];
  if (css.trimStart().startsWith('//')) {
    // Said on its own as well as through the parse error it causes: the likeliest source is a script-only banner.
    problems.push({
      file,
      line: 1,
      column: 1,
      message:
        "starts with a `//` line: a JavaScript comment (a banner or compile hint meant for scripts), which CSS reads as part of the first rule's selector",
    });
  }
  try {
    const { warnings } = transform({ filename: file, code: Buffer.from(css), errorRecovery: true, minify: false });
    for (const warning of warnings)
      problems.push({
        file,
        line: warning.loc.line,
        column: warning.loc.column,
        message: `${warning.message} (a browser drops this rule)`,
      });
  } catch (error) {
    // With error recovery on, only a sheet lightningcss cannot read at all comes here.
    const { loc, message } = error as { loc?: { line: number; column: number }; message: string };
    problems.push({ file, line: loc?.line ?? 1, column: loc?.column ?? 1, message });
  }
  return problems;
}

/** What is wrong with a built JSON file (the manifest the server reads at start-up). */
export function jsonProblems(file: string, text: string): AssetProblem[] {
  try {
    JSON.parse(text);
    return [];
  } catch (error) {
    return [{ file, line: 1, column: 1, message: `not valid JSON: ${(error as Error).message}` }];
  }
}

const CHECKS: [RegExp, (file: string, text: string) => AssetProblem[]][] = [
  [/\.css$/, styleSheetProblems],
  [/\.json$/, jsonProblems],
];

/**
 * Fails the build when an emitted style sheet (or JSON file) would not read cleanly in a browser. It runs after
 * every other asset stage (banners, minification, compression), on the bytes that are written to `dist/`: the ones
 * the server inlines into each page.
 */
export class AssetSyntaxCheckPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('AssetSyntaxCheckPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AssetSyntaxCheckPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            const check = CHECKS.find(([pattern]) => pattern.test(file))?.[1];
            if (!check) continue;
            for (const problem of check(file, source.source().toString())) {
              const error = new webpack.WebpackError(describeProblem(problem));
              error.file = file;
              compilation.errors.push(error);
            }
          }
        },
      );
    });
  }
}
