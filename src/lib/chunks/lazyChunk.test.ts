import { lazyChunk } from './lazyChunk';

describe('lazyChunk', () => {
  it('loads once, then answers synchronously', async () => {
    const importer = jest.fn(() => Promise.resolve({ page: 'login' }));
    const chunk = lazyChunk(importer);
    expect(chunk.get()).toBeUndefined();
    await Promise.all([chunk.load(), chunk.load()]);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunk.read()).toEqual({ page: 'login' });
  });

  it('suspends a render with the pending load until the module is there', async () => {
    const chunk = lazyChunk(() => Promise.resolve(42));
    let thrown: unknown;
    try {
      chunk.read();
    } catch (promise) {
      thrown = promise;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(chunk.read()).toBe(42);
  });

  it('tries again after a failed download', async () => {
    const importer = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('ok');
    const chunk = lazyChunk<string>(importer);
    await expect(chunk.load()).rejects.toThrow('offline');
    await expect(chunk.load()).resolves.toBe('ok');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('tells a listener once the module is there, or at once when it already is', async () => {
    const chunk = lazyChunk(() => Promise.resolve('pages'));
    const early = jest.fn();
    chunk.whenLoaded(early);
    expect(early).not.toHaveBeenCalled();
    await chunk.load();
    expect(early).toHaveBeenCalledWith('pages');
    const late = jest.fn();
    chunk.whenLoaded(late);
    expect(late).toHaveBeenCalledWith('pages');
    expect(early).toHaveBeenCalledTimes(1);
  });
});
