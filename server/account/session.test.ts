import { toSignedInUser } from './session';

const user = { id: 'u1', username: 'kim', email: 'Kim@Zengenti.com', firstName: 'Kim', lastName: '', status: { suspended: false, locked: false } };

describe('toSignedInUser', () => {
  it('marks staff by the configured email domain, whatever its case, and nobody when none is configured', () => {
    expect(toSignedInUser(user, [], 'zengenti.com').isZengentiStaff).toBe(true);
    expect(toSignedInUser({ ...user, email: 'kim@zengenti.com.evil.example' }, [], 'zengenti.com').isZengentiStaff).toBe(false);
    expect(toSignedInUser(user, [], null).isZengentiStaff).toBe(false);
  });

  it('keeps groups as id and name only', () => {
    const groups = [{ id: 'g1', name: 'Members', type: 'contensis' as const, description: 'x', userCount: 3 }];
    expect(toSignedInUser(user, groups, null).groups).toEqual([{ id: 'g1', name: 'Members' }]);
  });
});
