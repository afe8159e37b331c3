// content:types against a Delivery API (CONTENSIS_URL): the same types as from the pack the API serves, and for
// bad input (a malformed content type, an unknown data type, an unreachable URL, refused credentials) a clear
// message and a non-zero exit, never a half-written file.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { run } from '../../../scripts/contentTypes/cli';
import { generateTypes } from '../../../scripts/contentTypes/generate';
import { STUB_CLIENT, STUB_TOKEN, stubDelivery, type StubDelivery } from './stubDelivery';
import { REPOSITORY } from './typesProject';

const DEMO = join(REPOSITORY, 'content/demo');
const PROJECTS = JSON.stringify([{ id: 'website', hostnames: ['www.example.org'] }, { id: 'intranet' }]);

let stub: StubDelivery;
let dir: string;
let outFile: string;

beforeEach(async () => {
  stub = await stubDelivery(DEMO, ['website', 'intranet']);
  dir = mkdtempSync(join(tmpdir(), 'content-types-out-'));
  outFile = join(dir, 'contentTypes.ts');
});
afterEach(async () => {
  await stub.close();
  rmSync(dir, { recursive: true, force: true });
});

async function contentTypes(env: NodeJS.ProcessEnv, argv: string[] = []) {
  let out = '';
  let err = '';
  const code = await run(['--out', outFile, ...argv], env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe('content:types from CONTENSIS_URL', () => {
  it('writes the same types as from the pack, reading each project and its content types', async () => {
    const result = await contentTypes({ CONTENSIS_URL: stub.url, PROJECTS, CONTENSIS_ACCESS_TOKEN: STUB_TOKEN });
    expect(result).toEqual({ code: 0, out: `Wrote ${outFile}\n`, err: '' });
    expect(readFileSync(outFile, 'utf8')).toBe(await generateTypes({ source: { pack: DEMO }, outFile }));
    expect(stub.requests).toEqual([
      'GET /api/delivery/projects/intranet',
      'GET /api/delivery/projects/intranet/contentTypes',
      'GET /api/delivery/projects/website',
      'GET /api/delivery/projects/website/contentTypes',
    ]);
  });

  it('with client credentials and one project (CONTENSIS_PROJECT), the types of that project', async () => {
    const env = {
      CONTENSIS_URL: stub.url,
      CONTENSIS_PROJECT: 'intranet',
      CONTENSIS_CLIENT_ID: STUB_CLIENT.clientId,
      CONTENSIS_CLIENT_SECRET: STUB_CLIENT.clientSecret,
    };
    expect((await contentTypes(env)).code).toBe(0);
    expect(readFileSync(outFile, 'utf8')).toBe(await generateTypes({ source: { pack: DEMO, projects: ['intranet'] }, outFile }));
    expect(stub.requests[0]).toBe('POST /authenticate/connect/token');
  });

  describe('bad input: a clear error, exit 1, and the file as it was', () => {
    const before = '// the types as they were\n';
    beforeEach(() => writeFileSync(outFile, before));
    afterEach(() => {
      expect(readFileSync(outFile, 'utf8')).toBe(before);
      expect(readdirSync(dir)).toEqual(['contentTypes.ts']);
    });
    const env = () => ({ CONTENSIS_URL: stub.url, PROJECTS, CONTENSIS_ACCESS_TOKEN: STUB_TOKEN });

    it('a malformed content type names the call and the field', async () => {
      stub.replaceContentTypes('website', [
        { id: 'event', entryTitleField: 'title', fields: [{ id: 'title', dataType: 'string' }, { id: 'price' }] },
      ]);
      const result = await contentTypes(env());
      expect(result.code).toBe(1);
      expect(result.err).toBe(
        `content:types: ${stub.url}/api/delivery/projects/website/contentTypes: [0].fields[1].dataType is required\n`,
      );
    });

    it('an answer that is not a list of content types', async () => {
      stub.replaceContentTypes('intranet', { items: [] });
      const result = await contentTypes(env());
      expect(result).toMatchObject({
        code: 1,
        err: `content:types: ${stub.url}/api/delivery/projects/intranet/contentTypes: must be an array\n`,
      });
    });

    it('an unknown data type names the content type and field', async () => {
      stub.replaceContentTypes('website', [
        {
          id: 'event',
          name: 'Event',
          entryTitleField: 'title',
          fields: [
            { id: 'title', dataType: 'string' },
            { id: 'price', dataType: 'money' },
          ],
        },
      ]);
      const result = await contentTypes(env());
      expect(result.code).toBe(1);
      expect(result.err).toContain(
        `content:types: ${stub.url}/api/delivery/projects/website/contentTypes: content type "event", field "price": unknown dataType "money" (known: string, stringArray,`,
      );
    });

    it('a refused access token', async () => {
      const result = await contentTypes({ ...env(), CONTENSIS_ACCESS_TOKEN: 'wrong' });
      expect(result).toEqual({
        code: 1,
        out: '',
        err: `content:types: ${stub.url}/api/delivery/projects/intranet: cannot read the project: The access token is not valid\n`,
      });
    });

    it('a project the instance does not have', async () => {
      const result = await contentTypes({ ...env(), PROJECTS: '[{"id":"nowhere"}]' });
      expect(result.err).toBe(`content:types: ${stub.url}/api/delivery/projects/nowhere: cannot read the project: Not found\n`);
      expect(result.code).toBe(1);
    });

    it('no project or no credentials configured', async () => {
      expect(await contentTypes({ CONTENSIS_URL: stub.url, CONTENSIS_ACCESS_TOKEN: STUB_TOKEN })).toMatchObject({
        code: 1,
        err: 'content:types: Set CONTENSIS_PROJECT (or PROJECTS, or --project) with CONTENSIS_URL\n',
      });
      expect(await contentTypes({ CONTENSIS_URL: stub.url, CONTENSIS_PROJECT: 'website' })).toMatchObject({
        code: 1,
        err: 'content:types: Set CONTENSIS_ACCESS_TOKEN, or CONTENSIS_CLIENT_ID and CONTENSIS_CLIENT_SECRET, with CONTENSIS_URL\n',
      });
    });

    it('an unreachable URL, from the command itself: its exit code is not 0', async () => {
      const url = stub.url;
      await stub.close();
      stub = await stubDelivery(DEMO, []);
      const failure = await promisify(execFile)(
        process.execPath,
        [join(REPOSITORY, 'node_modules/tsx/dist/cli.mjs'), join(REPOSITORY, 'scripts/contentTypes/cli.ts'), '--out', outFile],
        {
          cwd: REPOSITORY,
          env: { PATH: process.env.PATH, CONTENSIS_URL: url, CONTENSIS_PROJECT: 'website', CONTENSIS_ACCESS_TOKEN: STUB_TOKEN },
        },
      ).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toBe(
        `content:types: ${url}/api/delivery/projects/website: cannot read the project: Network request failed\n`,
      );
    });
  });
});
