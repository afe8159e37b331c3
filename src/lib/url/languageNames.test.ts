import { languageName } from './languageNames';

it('names a language in itself, and in another language, by its language alone', () => {
  expect(languageName('cy')).toBe('Cymraeg');
  expect(languageName('en-GB')).toBe('English');
  expect(languageName('cy', 'en-GB')).toBe('Welsh');
  expect(languageName('fr-FR')).toBe('Français');
});

it('falls back to the code for a language the runtime cannot name', () => {
  expect(languageName('qq')).toBe('qq');
  expect(languageName('not a code')).toBe('not a code');
});
