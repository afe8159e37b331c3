import { samplePack } from '../test-fixtures/samplePlatform';
import { restrictionStatus } from './access';
import { userCaller, type Caller } from './caller';

describe('restrictionStatus', () => {
  const client: Caller = { kind: 'client', groups: [], drafts: true };
  const anonymous: Caller = { kind: 'anonymous', groups: [], drafts: false };

  it('lets everyone see unrestricted content', () => {
    expect(restrictionStatus(null, anonymous)).toBe(0);
  });

  it('answers 401 to callers that are not users', () => {
    expect(restrictionStatus({ groups: null }, client)).toBe(401);
    expect(restrictionStatus({ groups: ['Members'] }, anonymous)).toBe(401);
  });

  it('answers 403 to users in none of the groups, matching names case-insensitively', () => {
    expect(restrictionStatus({ groups: null }, userCaller(null, []))).toBe(0);
    expect(restrictionStatus({ groups: ['Staff'] }, userCaller(null, ['Press']))).toBe(403);
    expect(restrictionStatus({ groups: ['Press', 'Staff'] }, userCaller(null, ['staff']))).toBe(0);
  });

  it('counts inherited groups of a user', () => {
    const security = samplePack().security;
    const editor = userCaller(security, ['g-editors']);
    expect(editor.groups.sort()).toEqual(['Editors', 'Members', 'Staff']);
    expect(restrictionStatus({ groups: ['Members'] }, editor)).toBe(0);
    expect(restrictionStatus({ groups: ['Press'] }, editor)).toBe(403);
  });
});
