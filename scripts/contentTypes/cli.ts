// Command line: npm run content:types -- [--out FILE] [--project ID] [--check]
import { relative, resolve } from 'node:path';
import { ContentTypesError } from './errors';
import { currentText, generateTypes, writeWhole, type TypesSource } from './generate';

const USAGE = `Usage: npm run content:types -- [--out FILE] [--project ID]... [--check]

Writes TypeScript types of the content types: those of the pack in CONTENT_DIR (default content/demo), or, with
CONTENSIS_URL, those a Contensis instance's Delivery API answers (CONTENSIS_PROJECT or PROJECTS name the projects,
CONTENSIS_ACCESS_TOKEN or CONTENSIS_CLIENT_ID and CONTENSIS_CLIENT_SECRET authorise).

  --out FILE     the file to write (default: SITE_DIR/contentTypes.ts, SITE_DIR defaulting to site)
  --project ID   only this project (repeat for more); default: every project of the pack, or of the configuration
  --check        write nothing; exit 1 when the file differs from what would be written`;

export class UsageError extends Error {}

export interface CliOptions {
  outFile: string;
  projects: string[];
  check: boolean;
}

export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  const options: CliOptions = { outFile: `${env.SITE_DIR?.trim() || 'site'}/contentTypes.ts`, projects: [], check: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--check') {
      options.check = true;
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (flag !== '--out' && flag !== '--project') throw new UsageError(`unknown argument "${arg}"`);
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--'))) throw new UsageError(`${flag} needs a value`);
    if (flag === '--out') options.outFile = value;
    else
      options.projects.push(
        ...value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      );
  }
  return options;
}

/** The project ids PROJECTS names (README's configuration table). */
function configuredProjects(env: NodeJS.ProcessEnv): string[] {
  const raw = env.PROJECTS?.trim();
  if (!raw) return env.CONTENSIS_PROJECT?.trim() ? [env.CONTENSIS_PROJECT.trim()] : [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ContentTypesError('PROJECTS must be a JSON list of projects, like [{"id":"website"}]');
  }
  if (!Array.isArray(parsed)) throw new ContentTypesError('PROJECTS must be a JSON list of projects, like [{"id":"website"}]');
  return parsed.map((project, index) => {
    const id: unknown = typeof project === 'object' && project !== null ? (project as { id?: unknown }).id : undefined;
    if (typeof id !== 'string' || !id.trim()) throw new ContentTypesError(`PROJECTS[${index}] has no "id"`);
    return id.trim();
  });
}

function timeoutOf(env: NodeJS.ProcessEnv): number {
  const raw = env.PLATFORM_TIMEOUT_MS?.trim();
  if (!raw) return 5000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new ContentTypesError(`PLATFORM_TIMEOUT_MS must be a whole number of milliseconds (got "${raw}")`);
  return value;
}

/** Where the content types come from: CONTENSIS_URL when set, else the pack in CONTENT_DIR. */
export function sourceOf(options: CliOptions, env: NodeJS.ProcessEnv): TypesSource {
  const url = env.CONTENSIS_URL?.trim();
  if (!url) return { pack: env.CONTENT_DIR?.trim() || 'content/demo', projects: options.projects };
  const clientId = env.CONTENSIS_CLIENT_ID?.trim();
  const clientSecret = env.CONTENSIS_CLIENT_SECRET?.trim();
  return {
    delivery: {
      rootUrl: url,
      projectIds: options.projects.length > 0 ? options.projects : configuredProjects(env),
      accessToken: env.CONTENSIS_ACCESS_TOKEN?.trim() || undefined,
      clientCredentials: clientId && clientSecret ? { clientId, clientSecret } : undefined,
      timeoutMs: timeoutOf(env),
    },
  };
}

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs the command; answers its exit code (0 written or up to date, 1 failed or out of date, 2 usage). */
export async function run(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output): Promise<number> {
  let options: CliOptions | 'help';
  try {
    options = parseArgs(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`content:types: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (options === 'help') {
    io.out(`${USAGE}\n`);
    return 0;
  }
  const fromHere = relative(process.cwd(), options.outFile);
  const shown = fromHere && !fromHere.startsWith('..') ? fromHere : resolve(options.outFile);
  try {
    const text = await generateTypes({
      source: sourceOf(options, env),
      outFile: options.outFile,
      warn: (message) => io.err(`content:types: warning: ${message}\n`),
    });
    const current = await currentText(options.outFile);
    if (options.check) {
      if (current === text) {
        io.out(`${shown} is up to date\n`);
        return 0;
      }
      io.err(`content:types: ${shown} is not what the content types give: run npm run content:types\n`);
      return 1;
    }
    if (current === text) {
      io.out(`${shown} is up to date\n`);
      return 0;
    }
    await writeWhole(options.outFile, text);
    io.out(`Wrote ${shown}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ContentTypesError) {
      io.err(`content:types: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) {
  run(process.argv.slice(2), process.env, { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`content:types failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
