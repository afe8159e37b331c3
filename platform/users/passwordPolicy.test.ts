import { passwordProblems } from './passwordPolicy';

const ada = { username: 'ada', email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' };

// The policy itself is tested in contract/passwordPolicy.test.ts; these are the platform's uses of it.
describe("the platform's password policy", () => {
  it('accepts any 8 characters that are not common, with no composition rules', () => {
    expect(passwordProblems('orchidwalk', ada)).toEqual([]);
    expect(passwordProblems('purple orchids by the lake', ada)).toEqual([]);
  });

  it('refuses short, common and personal passwords, case-insensitively', () => {
    expect(passwordProblems('Ab1!xyz', ada)).toEqual(['Enter a password of at least 8 characters']);
    expect(passwordProblems('Password1!', ada)[0]).toMatch(/too common/);
    expect(passwordProblems('LOVELACE-day-1', ada)).toEqual(['The password must not contain your name, username or email address']);
    // Name parts shorter than three characters are not checked ("Al" appears in many words), nor email domains.
    expect(passwordProblems('Algebra-Day-9', { firstName: 'Al' })).toEqual([]);
    expect(passwordProblems('Compiler-Day-1952', { username: 'grace@example.com', email: 'grace@example.com' })).toEqual([]);
  });

  it('refuses passwords over the maximum rather than cutting them', () => {
    expect(passwordProblems(`Aa1-${'x'.repeat(2000)}`, ada)).toEqual(['Enter a password of at most 256 characters']);
  });
});
