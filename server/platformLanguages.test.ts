import express from 'express';
import pino from 'pino';
import request from 'supertest';
import type { ProjectConfig } from '../src/features/routing';
import { platformLanguages, readProjectLanguages, type ProjectLanguages } from './platformLanguages';

const WELSH: ProjectLanguages = { primaryLanguage: 'en-GB', supportedLanguages: ['en-GB', 'cy'] };

/** An app whose page says the project's languages as they are when the page is made. */
function appWith(project: ProjectConfig, fetchLanguages: (id: string) => Promise<ProjectLanguages>, clock = { now: 0 }) {
  const app = express();
  app.use(
    platformLanguages({
      projectsFor: () => [project],
      fetchLanguages,
      logger: pino({ level: 'silent' }),
      retryAfterMs: 1000,
      refreshAfterMs: 60_000,
      now: () => clock.now,
    }),
  );
  app.get('/', (_req, res) => {
    res.json({ primary: project.primaryLanguage ?? null, supported: project.supportedLanguages ?? null });
  });
  return app;
}

const project = (extra: Partial<ProjectConfig> = {}): ProjectConfig => ({ id: 'website', hostnames: [], publicUri: '', ...extra });

describe('readProjectLanguages', () => {
  it("reads a Delivery API project's primary and supported languages", () => {
    expect(readProjectLanguages({ id: 'website', primaryLanguage: 'en-GB', supportedLanguages: ['en-GB', 'cy'] })).toEqual(WELSH);
  });

  it('puts the primary language among the supported ones and leaves out what is not a language code', () => {
    expect(readProjectLanguages({ primaryLanguage: 'fr-FR', supportedLanguages: ['en-GB', 7, '../x'] })).toEqual({
      primaryLanguage: 'fr-FR',
      supportedLanguages: ['fr-FR', 'en-GB'],
    });
  });

  it('refuses an answer without a primary language', () => {
    expect(() => readProjectLanguages({ supportedLanguages: ['cy'] })).toThrow(/no primaryLanguage/);
    expect(() => readProjectLanguages(null)).toThrow(/no primaryLanguage/);
  });
});

describe('platformLanguages', () => {
  it("gives the first page of a project without configured languages the platform's, asking once", async () => {
    const asked: string[] = [];
    const app = appWith(project(), async (id) => {
      asked.push(id);
      return WELSH;
    });
    const [first, second] = await Promise.all([request(app).get('/'), request(app).get('/')]);
    expect(first.body).toEqual({ primary: 'en-GB', supported: ['en-GB', 'cy'] });
    expect(second.body).toEqual({ primary: 'en-GB', supported: ['en-GB', 'cy'] });
    await request(app).get('/');
    expect(asked).toEqual(['website']);
  });

  it('never asks for a project whose languages PROJECTS gives', async () => {
    const fetchLanguages = jest.fn(async () => WELSH);
    const app = appWith(project({ primaryLanguage: 'fr-FR', supportedLanguages: ['fr-FR'] }), fetchLanguages);
    expect((await request(app).get('/')).body).toEqual({ primary: 'fr-FR', supported: ['fr-FR'] });
    expect(fetchLanguages).not.toHaveBeenCalled();
  });

  it('serves pages in the default language while the platform fails, and asks again after a pause', async () => {
    const clock = { now: 0 };
    let up = false;
    const fetchLanguages = jest.fn(async () => {
      if (!up) throw new Error('the platform answered 503');
      return WELSH;
    });
    const app = appWith(project(), fetchLanguages, clock);
    expect((await request(app).get('/')).status).toBe(200);
    expect((await request(app).get('/')).body).toEqual({ primary: null, supported: null });
    expect(fetchLanguages).toHaveBeenCalledTimes(1);
    up = true;
    clock.now = 1000;
    expect((await request(app).get('/')).body).toEqual({ primary: 'en-GB', supported: ['en-GB', 'cy'] });
  });

  it('keeps the languages it has when a later refresh fails, and takes a new language when one comes', async () => {
    const clock = { now: 0 };
    const answers: (ProjectLanguages | Error)[] = [WELSH, new Error('timeout'), { ...WELSH, supportedLanguages: ['en-GB', 'cy', 'ga'] }];
    const app = appWith(
      project(),
      async () => {
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      },
      clock,
    );
    await request(app).get('/');
    clock.now = 60_000;
    // The refresh happens behind this request, which goes on with what is known.
    expect((await request(app).get('/')).body).toEqual({ primary: 'en-GB', supported: ['en-GB', 'cy'] });
    await new Promise((resolve) => setImmediate(resolve));
    clock.now = 61_000;
    await request(app).get('/');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await request(app).get('/')).body).toEqual({ primary: 'en-GB', supported: ['en-GB', 'cy', 'ga'] });
  });
});
