import { localOriginOf } from './localOrigin';

describe('the site’s own origin for the server render', () => {
  it('is loopback and the listening port when the server listens on every address', () => {
    expect(localOriginOf({ localAddress: '::ffff:10.1.2.3', localPort: 4321 }, '0.0.0.0')).toBe('http://127.0.0.1:4321');
    expect(localOriginOf({ localAddress: '2001:db8::5', localPort: 3000 }, '::')).toBe('http://127.0.0.1:3000');
  });

  it('is the address the connection reached when the server is bound to one (HOST)', () => {
    expect(localOriginOf({ localAddress: '10.1.2.3', localPort: 3000 }, '10.1.2.3')).toBe('http://10.1.2.3:3000');
    expect(localOriginOf({ localAddress: '::ffff:127.0.0.1', localPort: 3000 }, 'localhost')).toBe('http://127.0.0.1:3000');
    expect(localOriginOf({ localAddress: '::1', localPort: 3000 }, '::1')).toBe('http://[::1]:3000');
  });

  it('is unknown once the connection is gone', () => {
    expect(localOriginOf({ localAddress: undefined, localPort: undefined }, '0.0.0.0')).toBeUndefined();
    expect(localOriginOf({ localAddress: undefined, localPort: 3000 }, '10.1.2.3')).toBeUndefined();
  });
});
