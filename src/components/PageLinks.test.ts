import { pageWindow } from './PageLinks';

describe('pageWindow', () => {
  it('keeps the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(9, 20)).toEqual([0, null, 7, 8, 9, 10, 11, null, 19]);
    expect(pageWindow(1, 20)).toEqual([0, 1, 2, 3, null, 19]);
  });
});
