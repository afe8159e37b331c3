import { addressKey, SignInThrottle } from './signInThrottle';

describe('the sign-in form throttle', () => {
  it('counts IPv4 (also IPv4-mapped) by address and IPv6 by its /64', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey(undefined)).toBe('unknown');
  });

  it('refuses past the limit until the window ends, then allows again', () => {
    let now = 0;
    const throttle = new SignInThrottle(() => now, [{ name: 'account', windowMs: 60_000, max: 2 }]);
    const attempt = () => throttle.consume({ ip: '203.0.113.7', account: 'Ada' });
    expect([attempt(), attempt()]).toEqual([{ allowed: true }, { allowed: true }]);
    now = 15_000;
    expect(attempt()).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now = 60_000;
    expect(attempt()).toEqual({ allowed: true });
  });
});
