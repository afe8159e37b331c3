import { chooseProject, projectLanguages } from './project';

const projects = [
  { id: 'website', hostnames: ['www.example.org', 'example.org'], publicUri: 'https://www.example.org' },
  { id: 'intranet', hostnames: ['intranet.example.org'], publicUri: 'https://intranet.example.org' },
];

describe('chooseProject', () => {
  it('chooses by hostname, case-insensitively', () => {
    expect(chooseProject(projects, 'INTRANET.example.org').id).toBe('intranet');
    expect(chooseProject(projects, 'example.org').id).toBe('website');
  });

  it('uses the p parameter on localhost, else the first project', () => {
    expect(chooseProject(projects, 'localhost', 'intranet').id).toBe('intranet');
    expect(chooseProject(projects, '127.0.0.1', 'nope').id).toBe('website');
    expect(chooseProject(projects, 'localhost').id).toBe('website');
  });

  it('ignores p on a public host', () => {
    expect(chooseProject(projects, 'www.example.org', 'intranet').id).toBe('website');
  });

  it('falls back to the first project for an unknown host', () => {
    expect(chooseProject(projects, 'unknown.example.net').id).toBe('website');
  });
});

describe('projectLanguages', () => {
  it('shows the fallback language alone for a project without languages', () => {
    expect(projectLanguages(projects[0], 'en-GB')).toMatchObject({ primary: 'en-GB', supported: ['en-GB'], prefixes: {} });
  });

  it('prefixes the other languages by default, or gives them hosts that choose the project', () => {
    const bilingual = { ...projects[0], primaryLanguage: 'en-GB', supportedLanguages: ['en-GB', 'cy'] };
    expect(projectLanguages(bilingual, 'fr').prefixes).toEqual({ cy: 'cy' });
    const hosted = { ...bilingual, languages: { cy: { hostnames: ['www.example.cymru'] } } };
    expect(projectLanguages(hosted, 'fr').hostnames).toEqual({ cy: ['www.example.cymru'] });
    expect(chooseProject([projects[1], hosted], 'www.example.cymru').id).toBe('website');
  });
});
