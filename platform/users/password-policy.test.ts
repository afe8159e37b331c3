import { passwordProblems } from './password-policy';

const ada = { username: 'ada', email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('the password policy', () => {
  it('accepts a password of 8+ characters from three character classes', () => {
    expect(passwordProblems('Orchid-walk', ada)).toEqual([]);
    expect(passwordProblems('orchid-walk-7', ada)).toEqual([]);
    expect(passwordProblems('ORCHID7walk', ada)).toEqual([]);
  });

  it('refuses short passwords with one message', () => {
    expect(passwordProblems('Ab1!xyz', ada)).toEqual(['The password must be at least 8 characters long']);
  });

  it('refuses fewer than three character classes unless the password is a long passphrase', () => {
    expect(passwordProblems('orchidwalk', ada)).toHaveLength(1);
    expect(passwordProblems('orchidwalk', ada)[0]).toMatch(/three of/);
    expect(passwordProblems('Orchidwalkway', ada)).toHaveLength(1);
    expect(passwordProblems('purple orchids by the lake', ada)).toEqual([]);
    expect(passwordProblems('purpleorchidslake', ada)).toEqual([]);
  });

  it('refuses passwords containing the username, names or the email local part, case-insensitively', () => {
    for (const password of ['Ada-Rules-42', 'LOVELACE-day-1', 'my-lovelace-passphrase-is-long', 'x1-Ada.Lovelace']) {
      expect([password, passwordProblems(password, ada)]).toEqual([password, ['The password must not contain your name, username or email address']]);
    }
    // Name parts shorter than three characters are not checked ("Al" appears in many words), nor email domains.
    expect(passwordProblems('Algebra-Day-9', { firstName: 'Al' })).toEqual([]);
    expect(passwordProblems('Compiler-Day-1952', { username: 'grace@example.com', email: 'grace@example.com' })).toEqual([]);
  });

  it('refuses well-known passwords, also with digits and symbols around them', () => {
    for (const password of ['Password1!', 'Sunshine2024!', 'P@ssw0rd99', '1234567890', 'correct horse battery staple']) {
      expect(passwordProblems(password, ada)).toContain('This password is too common: choose one that is harder to guess');
    }
  });

  it('refuses passwords the hash would not take', () => {
    expect(passwordProblems(`Aa1-${'x'.repeat(2000)}`, ada)).toEqual(['The password must be at most 1024 characters long']);
  });
});
