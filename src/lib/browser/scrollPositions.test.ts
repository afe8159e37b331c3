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
    expect(reloaded.get('a1')).toBe(1235);
    expect(reloaded.get('b2')).toBe(0);
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
    expect([reloaded.get('a1'), reloaded.get('b2')]).toEqual([undefined, 40]);
  });

  it('keep only the most recent entries', () => {
    const positions = createScrollPositions(memoryStorage());
    for (let i = 0; i <= SCROLL_POSITION_LIMIT; i++) positions.set(`k${i}`, i);
    positions.set('k1', 999); // used again: now the most recent
    positions.set('new', 5);
    expect(positions.get('k0')).toBeUndefined();
    expect(positions.get('k2')).toBeUndefined();
    expect(positions.get('k1')).toBe(999);
    expect(positions.get('new')).toBe(5);
  });

  it.each(['not json', '{"a":1}', '[["a","x"],[1,2],"b"]'])('ignore unreadable stored data (%p)', (stored) => {
    const positions = createScrollPositions(memoryStorage({ [SCROLL_STORAGE_KEY]: stored }));
    expect(positions.get('a')).toBeUndefined();
  });

  it('work without storage, or when storage refuses to write', () => {
    const none = createScrollPositions(null);
    none.set('a', 10);
    expect(() => none.save()).not.toThrow();
    expect(none.get('a')).toBe(10);
    const full = createScrollPositions({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
    full.set('a', 10);
    expect(() => full.save()).not.toThrow();
  });
});
