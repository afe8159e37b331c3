import { escapeHtml } from '../../src/lib/html';
import { confirmAddressEmail, passwordResetEmail, verifyEmailEmail } from './accountEmails';

const link = 'https://www.example.org/account/reset?token=abc.def&x=1';

describe('account emails', () => {
  it('greets by first name and carries the link in both parts', () => {
    const mail = passwordResetEmail({ to: 'alice@example.org', firstName: 'Alice', link, siteName: 'Example', expiresInMinutes: 60 });
    expect(mail).toMatchObject({ to: 'alice@example.org', subject: 'Reset your Example password' });
    expect(mail.text).toContain('Hello Alice,');
    expect(mail.text).toContain(`Choose a new password:\n${link}`);
    expect(mail.text).toContain('for 1 hour');
    expect(mail.html).toContain(`<a href="${link.replace('&', '&amp;')}">Choose a new password</a>`);
  });

  it('says hello without a name when there is none', () => {
    const mail = verifyEmailEmail({ to: 'bob@example.org', firstName: '  ', link, siteName: 'Example', expiresInMinutes: 30 });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.subject).toBe('Confirm your email address for Example');
    expect(mail.text).toContain('for 30 minutes');
  });

  it('escapes a hostile first name and site name in the HTML part', () => {
    const mail = passwordResetEmail({
      to: 'alice@example.org',
      firstName: '<script>alert(1)</script><a href="https://evil.example">',
      link,
      siteName: '<b>Example</b>',
      expiresInMinutes: 60,
    });
    expect(mail.html).not.toMatch(/<script|<b>|evil\.example">/);
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;https://evil.example&quot;&gt;,');
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
  });

  it('keeps a name on one line, so it cannot fake extra lines or a second link in the text part', () => {
    const mail = passwordResetEmail({
      to: 'alice@example.org',
      firstName: 'Alice\r\n\r\nYour account is locked. Go to https://evil.example\u202e',
      link,
      siteName: 'Example',
      expiresInMinutes: 60,
    });
    const [greeting] = mail.text.split('\n');
    expect(greeting).toBe('Hello Alice Your account is locked. Go to https://evil.example,');
    expect(mail.text).not.toContain('\u202e');
  });

  it('bounds a very long name', () => {
    const mail = verifyEmailEmail({ to: 'a@example.org', firstName: 'A'.repeat(10_000), link, siteName: 'Example', expiresInMinutes: 60 });
    expect(mail.text.split('\n')[0].length).toBeLessThan(100);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      passwordResetEmail({ to: 'a@example.org', link: 'javascript:alert(1)', siteName: 'Example', expiresInMinutes: 60 }),
    ).toThrow(/http\(s\)/);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('tells the owner of a registered address that an account was started, what the link does, and what to do if it was not them', () => {
    const mail = verifyEmailEmail({ to: 'bob@example.org', firstName: null, link, siteName: 'Example', expiresInMinutes: 4320 });
    expect(mail.text).toContain('An account at Example was started with this email address.');
    expect(mail.text).toMatch(/choose the password you will sign in with/);
    expect(mail.text).toMatch(/If it was not you, ignore this email: the account is not opened/);
  });

  it('explains a forgotten-password link for an address not confirmed yet', () => {
    const mail = confirmAddressEmail({ to: 'bob@example.org', firstName: null, link, siteName: 'Example', expiresInMinutes: 4320 });
    expect(mail.subject).toBe('Choose your Example password and confirm your email address');
    expect(mail.text).toMatch(/has not been confirmed yet/);
    expect(mail.text).toContain(`Choose my password:\n${link}`);
  });
});
