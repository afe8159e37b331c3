import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './security';
import { isCommonPassword, normalisePassword, passwordProblems } from './passwordPolicy';

const ada = { username: 'ada', email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('the password policy (OWASP ASVS 5.0)', () => {
  it('sets no composition rules: any 8 characters that are not common will do, spaces and other scripts too', () => {
    for (const password of ['lanternmoss', 'LANTERNMOSS', 'quiet lantern', 'ланцюжок', '7391 8264'])
      expect([password, passwordProblems(password)]).toEqual([password, []]);
  });

  it(`refuses fewer than ${PASSWORD_MIN_LENGTH} characters, counting characters rather than UTF-16 units`, () => {
    expect(passwordProblems('moss-7x')).toEqual([`Enter a password of at least ${PASSWORD_MIN_LENGTH} characters`]);
    expect(passwordProblems('🌿🌿🌿🌿🌿🌿🌿')).toHaveLength(1);
  });

  it(`takes 64 and up to ${PASSWORD_MAX_LENGTH} characters whole, and refuses longer ones rather than cutting them`, () => {
    expect(passwordProblems('x7 lantern moss '.repeat(4))).toEqual([]);
    expect(passwordProblems('a'.repeat(PASSWORD_MAX_LENGTH - 3) + 'x7z')).toEqual([]);
    expect(passwordProblems('x7z' + 'a'.repeat(PASSWORD_MAX_LENGTH))).toEqual([
      `Enter a password of at most ${PASSWORD_MAX_LENGTH} characters`,
    ]);
  });

  it('refuses passwords from the shipped list of common and breached passwords, whatever their case', () => {
    for (const password of ['Blink182', 'zaq12wsx', 'iloveyou2', 'Welcome123', 'QAZWSXEDC', 'football1']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
      expect(passwordProblems(password)[0]).toMatch(/too common/);
    }
    expect(isCommonPassword('quiet lantern harbour')).toBe(false);
  });

  it('also refuses a common password with digits and symbols around it', () => {
    expect(isCommonPassword('Sunshine2024!')).toBe(true);
  });

  it("refuses a password holding the user's name, username or email name", () => {
    expect(passwordProblems('lovelace garden walk', ada)).toEqual(['The password must not contain your name, username or email address']);
  });

  it('normalises Unicode (NFKC), so one password typed two ways is the same password', () => {
    expect(normalisePassword('cafe\u0301 lantern')).toBe(normalisePassword('caf\u00e9 lantern'));
    expect(isCommonPassword('ｐａｓｓｗｏｒｄ１')).toBe(true);
  });
});

describe('the common passwords list', () => {
  it('is loaded when a password is first checked, not when the policy is imported', () => {
    jest.isolateModules(() => {
      const loaded = jest.fn();
      jest.doMock('@zxcvbn-ts/language-common', () => {
        loaded();
        return jest.requireActual('@zxcvbn-ts/language-common');
      });
      const policy = jest.requireActual<typeof import('./passwordPolicy')>('./passwordPolicy');
      expect(loaded).not.toHaveBeenCalled();
      expect(policy.passwordProblems('Short1')).toHaveLength(1);
      expect(loaded).not.toHaveBeenCalled();
      expect(policy.isCommonPassword('Password1!')).toBe(true);
      expect(policy.isCommonPassword('quiet lantern harbour')).toBe(false);
      expect(loaded).toHaveBeenCalledTimes(1);
    });
  });
});
