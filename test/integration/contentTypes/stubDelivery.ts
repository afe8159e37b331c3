// A stub of the Delivery API's project and content type calls (contensis-api.md §1.2, §1.3), answering a pack's
// content types as the local platform serves them, or whatever a test puts in their place.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Project } from '../../../contract';
import { readJsonFile } from '../../../platform/pack/jsonFile';
import { loadContentTypes } from '../../../platform/pack/loadContentTypes';
import { loadProjectInfo } from '../../../platform/pack/loadProjectInfo';

export const STUB_TOKEN = 'stub-access-token';
export const STUB_CLIENT = { clientId: 'stub-client', clientSecret: 'stub-secret', bearer: 'stub-bearer-jwt' };

export interface StubDelivery {
  url: string;
  /** Method and path of every request, in order. */
  requests: string[];
  /** Answers a project's content types with this JSON instead. */
  replaceContentTypes(projectId: string, body: unknown): void;
  close(): Promise<void>;
}

const error = (message: string) => JSON.stringify({ logId: 'stub', message, data: null, type: 'error' });

export async function stubDelivery(packDir: string, projectIds: readonly string[]): Promise<StubDelivery> {
  const projects = new Map<string, { project: Project; contentTypes: unknown }>();
  for (const id of projectIds) {
    const project = loadProjectInfo(readJsonFile(join(packDir, id, 'project.json'), 'project.json'), 'project.json', id);
    const file = join(packDir, id, 'content-types.json');
    projects.set(id.toLowerCase(), { project, contentTypes: loadContentTypes(readJsonFile(file, file), file, project) });
  }
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    requests.push(`${request.method} ${path}`);
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.method === 'POST' && path === '/authenticate/connect/token') {
      let form = '';
      request.on('data', (chunk: Buffer) => (form += chunk.toString()));
      request.on('end', () => {
        const fields = new URLSearchParams(form);
        const ok = fields.get('client_id') === STUB_CLIENT.clientId && fields.get('client_secret') === STUB_CLIENT.clientSecret;
        send(ok ? 200 : 400, JSON.stringify(ok ? { access_token: STUB_CLIENT.bearer, expires_in: 3600 } : { error: 'invalid_client' }));
      });
      return;
    }
    const authorised = request.headers.accesstoken === STUB_TOKEN || request.headers.authorization === `Bearer ${STUB_CLIENT.bearer}`;
    if (!authorised) return send(401, error('The access token is not valid'));
    const match = /^\/api\/delivery\/projects\/([^/]+)(\/contenttypes)?\/?$/i.exec(path);
    const found = match ? projects.get(decodeURIComponent(match[1]).toLowerCase()) : undefined;
    if (!match || !found) return send(404, error('Not found'));
    send(200, JSON.stringify(match[2] ? found.contentTypes : found.project));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    replaceContentTypes(projectId, body) {
      const found = projects.get(projectId.toLowerCase());
      if (found) found.contentTypes = body;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
