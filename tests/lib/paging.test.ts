import { PAGE_LINKS_EITHER_SIDE, PAGE_SIZE, PAYMENT_HISTORY_PAGE_SIZE, pageFromQuery, pageWindow } from '@/lib/profile/paging';

describe('"Page sizes: lists 10 with 4 page links each side; payment history 14"', () => {
  test('the sizes', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(PAGE_LINKS_EITHER_SIDE).toBe(4);
    expect(PAYMENT_HISTORY_PAGE_SIZE).toBe(14);
  });

  test('4 page links either side of the current page in the middle of a long list', () => {
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  test('near the ends the window stops at the first and the last page', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  test('another number of links either side', () => {
    expect(pageWindow(5, 9, 1)).toEqual([4, 5, 6]);
  });

  test('one page, no pages, and a page past the last', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(9, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
  });
});

describe('the page in the URL (?page=N), pages from 1', () => {
  test('a whole number of at least 1 is the page', () => {
    expect(pageFromQuery('1')).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('12')).toBe(12);
  });

  test('anything else opens page 1', () => {
    for (const bad of [undefined, '', '0', '-2', '2.5', 'abc', '3x', ' 3', '1e3', '9999999999']) expect(pageFromQuery(bad)).toBe(1);
    expect(pageFromQuery(['2', '3'])).toBe(1);
  });
});
