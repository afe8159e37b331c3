import { createScrollPositions, SCROLL_POSITION_LIMIT, SCROLL_STORAGE_KEY } from './scrollPositions';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('scroll positions', () => {
  it('remember each entry’s position and survive a reload through storage', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.set('a1', 1234.6);
    positions.set('b2', 0);
    positions.save();
    const reloaded = createScrollPositions(storage);
    expect(reloaded.get('a1')).toEqual({ y: 1235 });
    expect(reloaded.get('b2')).toEqual({ y: 0 });
    expect(reloaded.get('c3')).toBeUndefined();
  });

  it('forget an entry on request, and the reload after does not see it', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.set('a1', 300);
    positions.set('b2', 40);
    positions.forget('a1');
    positions.save();
    const reloaded = createScrollPositions(storage);
    expect([reloaded.get('a1'), reloaded.get('b2')]).toEqual([undefined, { y: 40 }]);
  });

  it('keep only the most recent entries', () => {
    const positions = createScrollPositions(memoryStorage());
    for (let i = 0; i <= SCROLL_POSITION_LIMIT; i++) positions.set(`k${i}`, i);
    positions.set('k1', 999); // used again: now the most recent
    positions.set('new', 5);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k2')).toBeUndefined();
    expect(positions.get('k1')).toEqual({ y: 999 });
    expect(positions.get('new')).toEqual({ y: 5 });
  });

  it.each(['not json', '{"a":1}', '[["a","x"],[1,2],"b"]', '[["a",{"y":"1"}]]', '[["a",null]]'])(
    'ignore unreadable stored data (%p)',
    (stored) => {
      const positions = createScrollPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: stored }));
      expect(positions.get('a')).toBeUndefined();
    },
  );

  it('keep what was at the top of the screen with the position, through a reload', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.set('a1', 2400);
    positions.setAnchor('a1', { path: [0, 3, 1], tag: 'LI', top: -12.5, y: 2450 });
    positions.save();
    expect(createScrollPositions(storage).get('a1')).toEqual({ y: 2450, anchor: { path: [0, 3, 1], tag: 'LI', top: -12.5, y: 2450 } });
  });

  it('drop the anchor once the entry has scrolled on since it was measured', () => {
    const positions = createScrollPositions(memoryStorage());
    positions.setAnchor('a1', { path: [2], tag: 'P', top: 0, y: 600 });
    positions.set('a1', 600.2); // the same place: still good
    expect(positions.get('a1')?.anchor).toBeDefined();
    positions.set('a1', 900);
    expect(positions.get('a1')).toEqual({ y: 900 });
  });

  it.each([
    ['a path too deep', { path: Array.from({ length: 40 }, () => 0), tag: 'P', top: 0, y: 5 }],
    ['a negative index', { path: [-1], tag: 'P', top: 0, y: 5 }],
    ['no tag', { path: [1], top: 0, y: 5 }],
  ])('keep the offset but not an unreadable stored anchor (%s)', (_, anchor) => {
    const positions = createScrollPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: JSON.stringify([['a', { y: 5, anchor }]]) }));
    expect(positions.get('a')).toEqual({ y: 5 });
  });

  it('work without storage, or when storage refuses to write', () => {
    const none = createScrollPositions(null);
    none.set('a', 10);
    expect(() => none.save()).not.toThrow();
    expect(none.get('a')).toEqual({ y: 10 });
    const full = createScrollPositions({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    full.set('a', 10);
    expect(() => full.save()).not.toThrow();
  });
});
