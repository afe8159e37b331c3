// Content types of a real Contensis instance (CONTENSIS_URL), through the Delivery API's content type calls
// (contensis-api.md §1.2, §1.3) with the site's own delivery client, then validated by the same loader as a pack's.
import type { Project } from '../../contract';
import { loadContentTypes } from '../../platform/pack/loadContentTypes';
import { PackError } from '../../platform/pack/errors';
import { createDeliveryClient, describeDeliveryError, type DeliveryClient } from '../../src/lib/delivery';
import { ContentTypesError } from './errors';
import type { ProjectContentTypes } from './model';

export interface DeliverySource {
  rootUrl: string;
  projectIds: readonly string[];
  accessToken?: string;
  clientCredentials?: { clientId: string; clientSecret: string };
  timeoutMs: number;
}

async function call<T>(what: string, url: string, request: () => Promise<T | null>): Promise<T> {
  let answer: T | null;
  try {
    answer = await request();
  } catch (error) {
    throw new ContentTypesError(`${url}: cannot read the ${what}: ${describeDeliveryError(error).message}`);
  }
  if (answer === null) throw new ContentTypesError(`${url}: cannot read the ${what}: not found`);
  return answer;
}

async function readProject(client: DeliveryClient, rootUrl: string, projectId: string): Promise<ProjectContentTypes> {
  const base = `${rootUrl}/api/delivery/projects/${encodeURIComponent(projectId)}`;
  const project = await call<Project>('project', base, () => client.project.get());
  const primaryLanguage = typeof project.primaryLanguage === 'string' && project.primaryLanguage ? project.primaryLanguage : 'en-GB';
  const source = `${base}/contentTypes`;
  const raw = await call<unknown>('content types', source, () => client.contentTypes.list());
  try {
    const contentTypes = loadContentTypes(raw, source, {
      id: projectId,
      name: project.name,
      primaryLanguage,
      supportedLanguages: Array.isArray(project.supportedLanguages) ? project.supportedLanguages : [primaryLanguage],
    });
    return { projectId, primaryLanguage, source, contentTypes };
  } catch (error) {
    if (error instanceof PackError) throw new ContentTypesError(error.message);
    throw error;
  }
}

/** The content types of each project, one project after another (a handful of calls). */
export async function contentTypesFromDelivery(source: DeliverySource): Promise<ProjectContentTypes[]> {
  const rootUrl = source.rootUrl.replace(/\/+$/, '');
  if (!/^https?:\/\//.test(rootUrl)) throw new ContentTypesError(`CONTENSIS_URL must be an http(s) address (got "${source.rootUrl}")`);
  if (source.projectIds.length === 0) throw new ContentTypesError('Set CONTENSIS_PROJECT (or PROJECTS, or --project) with CONTENSIS_URL');
  if (!source.accessToken && !source.clientCredentials) {
    throw new ContentTypesError('Set CONTENSIS_ACCESS_TOKEN, or CONTENSIS_CLIENT_ID and CONTENSIS_CLIENT_SECRET, with CONTENSIS_URL');
  }
  const results: ProjectContentTypes[] = [];
  for (const projectId of [...source.projectIds].sort()) {
    const client = createDeliveryClient({
      rootUrl,
      projectId,
      ...(source.accessToken
        ? { accessToken: source.accessToken }
        : { clientType: 'client_credentials' as const, clientDetails: source.clientCredentials }),
      timeoutMs: source.timeoutMs,
      cache: false,
    });
    results.push(await readProject(client, rootUrl, projectId));
  }
  return results;
}
