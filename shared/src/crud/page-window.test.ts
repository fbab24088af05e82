import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('offers every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and two either side of the page, with gaps between', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('shows as many numbers near either end, without a gap for a single page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(16, 20)).toEqual([1, 'gap', 14, 15, 16, 17, 18, 19, 20]);
  });
});
