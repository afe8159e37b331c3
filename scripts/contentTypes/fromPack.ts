// Content types as the local platform reads them: every folder of the pack holding a project.json is a project,
// its content-types.json validated by the platform's own loader (platform/pack), so the types describe exactly what
// the platform serves.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PACK_FILES } from '../../contract';
import { readJsonFile } from '../../platform/pack/jsonFile';
import { loadContentTypes } from '../../platform/pack/loadContentTypes';
import { loadProjectInfo } from '../../platform/pack/loadProjectInfo';
import { PackError } from '../../platform/pack/errors';
import { ContentTypesError } from './errors';
import type { ProjectContentTypes } from './model';

/** The content types of a pack's projects (all, or those named), in project id order. */
export function contentTypesFromPack(packDir: string, only: readonly string[] = []): ProjectContentTypes[] {
  const dir = resolve(packDir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ContentTypesError(`${packDir} is not a content pack folder`);
  const folders = readdirSync(dir, { withFileTypes: true })
    .filter((item) => item.isDirectory() && existsSync(join(dir, item.name, PACK_FILES.project)))
    .map((item) => item.name)
    .sort();
  if (folders.length === 0) throw new ContentTypesError(`${packDir} holds no project (a folder with a project.json file)`);
  const wanted = only.map((id) => id.toLowerCase());
  const missing = wanted.filter((id) => !folders.some((folder) => folder.toLowerCase() === id));
  if (missing.length > 0) throw new ContentTypesError(`${packDir} has no project ${missing.join(', ')} (it has ${folders.join(', ')})`);
  const chosen = wanted.length > 0 ? folders.filter((folder) => wanted.includes(folder.toLowerCase())) : folders;
  // Files are named from the pack folder as given (content/demo/website/content-types.json), for messages.
  const shown = (folder: string, file: string) => join(packDir, folder, file);
  try {
    return chosen.map((folder) => {
      const projectFile = shown(folder, PACK_FILES.project);
      const project = loadProjectInfo(readJsonFile(join(dir, folder, PACK_FILES.project), projectFile), projectFile, folder);
      const source = shown(folder, PACK_FILES.contentTypes);
      const contentTypes = loadContentTypes(readJsonFile(join(dir, folder, PACK_FILES.contentTypes), source), source, project);
      return { projectId: project.id, primaryLanguage: project.primaryLanguage, source, contentTypes };
    });
  } catch (error) {
    if (error instanceof PackError) throw new ContentTypesError(error.message);
    throw error;
  }
}
