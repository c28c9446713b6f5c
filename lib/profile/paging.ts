import { LIST_PAGE_SIZE, PAGE_LINKS_EITHER_SIDE, PAYMENT_HISTORY_PAGE_SIZE } from '@/lib/flags/constants';

/** "Page sizes: lists 10 with 4 page links each side; payment history 14" (account-management.md §9). */
export const PAGE_SIZE = LIST_PAGE_SIZE;
export { PAGE_LINKS_EITHER_SIDE, PAYMENT_HISTORY_PAGE_SIZE };

/**
 * The page numbers a pager shows: the current page and up to `eitherSide` pages before and after
 * it, within 1..totalPages. A page outside the range counts as the nearest end; no pages, no links.
 */
export function pageWindow(page: number, totalPages: number, eitherSide: number = PAGE_LINKS_EITHER_SIDE): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const first = Math.max(1, current - eitherSide);
  const last = Math.min(total, current + eitherSide);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * The page a list opens at from its URL (`?page=N`, pages from 1): a whole number of at least 1,
 * written as digits only; anything else (missing, '0', '-2', '2.5', 'abc', repeated) is page 1.
 */
export function pageFromQuery(value: string | string[] | undefined): number {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? n : 1;
}
