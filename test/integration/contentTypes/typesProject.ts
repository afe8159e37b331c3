// A throwaway TypeScript project for the generated types: a folder holding them and test files beside them,
// checked by the repository's native tsc (TypeScript 7 has no JS API) with the repository's compiler options.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import type { ContentType } from '../../../contract';
import { typeNameOf } from '../../../scripts/contentTypes/render';

export const REPOSITORY = resolve(__dirname, '../../..');
const TSC = join(REPOSITORY, 'node_modules/typescript/bin/tsc');

export interface TypesProject {
  dir: string;
  /** The site API's import path from the project's folder. */
  core: string;
  write(name: string, text: string): void;
  /** tsc's errors, each with its details (empty when the project compiles). */
  typecheck(): Promise<string[]>;
  remove(): void;
}

export function typesProject(): TypesProject {
  const dir = mkdtempSync(join(tmpdir(), 'content-types-'));
  const files: string[] = [];
  const core = relative(dir, join(REPOSITORY, 'src/app')).split(sep).join('/');
  return {
    dir,
    core,
    write(name, text) {
      writeFileSync(join(dir, name), text);
      if (!files.includes(name)) files.push(name);
    },
    async typecheck() {
      const config = {
        extends: join(REPOSITORY, 'tsconfig.json'),
        compilerOptions: { typeRoots: [join(REPOSITORY, 'node_modules/@types')], types: ['node'] },
        include: [],
        files,
      };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
      try {
        await promisify(execFile)(process.execPath, [TSC, '--noEmit', '--pretty', 'false', '-p', join(dir, 'tsconfig.json')], { cwd: dir });
        return [];
      } catch (error) {
        const stdout = (error as { stdout?: string }).stdout ?? '';
        if (!stdout.trim()) throw error;
        // An error's details follow it on indented lines: one entry an error.
        const errors: string[] = [];
        for (const line of stdout.split('\n')) {
          if (/^\s/.test(line) && errors.length > 0) errors[errors.length - 1] += ` ${line.trim()}`;
          else if (line.trim()) errors.push(line);
        }
        return errors;
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A file naming every content type and field of the pack's projects through the generated types: it compiles only when all are there. */
export function probeOf(packDir: string, projects: readonly string[]): string {
  const lines = ["import type * as Types from './contentTypes';"];
  let n = 0;
  for (const project of projects) {
    const contentTypes = JSON.parse(readFileSync(join(packDir, project, 'content-types.json'), 'utf8')) as ContentType[];
    for (const contentType of contentTypes) {
      const name = typeNameOf(contentType.id);
      lines.push(`export type P${n++} = Types.ContentTypes[${JSON.stringify(contentType.id)}];`);
      lines.push(`export const P${n++}: Types.${name}Entry['sys']['contentTypeId'] = ${JSON.stringify(contentType.id)};`);
      for (const field of contentType.fields) {
        lines.push(`export type P${n++} = Types.${name}Fields[${JSON.stringify(field.id)}];`);
        lines.push(`export type P${n++} = Types.${name}Entry[${JSON.stringify(field.id)}];`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
