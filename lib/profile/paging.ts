import { LIST_PAGE_SIZE, PAGE_LINKS_EITHER_SIDE, PAYMENT_HISTORY_PAGE_SIZE } from '@/lib/flags/constants';

/** "Page sizes: lists 10 with 4 page links each side; payment history 14" (§9), from the one constants module. */
export const PAGE_SIZE = LIST_PAGE_SIZE;
export { PAGE_LINKS_EITHER_SIDE, PAYMENT_HISTORY_PAGE_SIZE };

/**
 * The page numbers a pager links to: "4 page links each side" of the current page, within
 * 1..totalPages (the current page clamped into that range). No pages → none.
 */
export function pageWindow(page: number, totalPages: number, eitherSide: number = PAGE_LINKS_EITHER_SIDE): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const from = Math.max(1, current - eitherSide);
  const to = Math.min(total, current + eitherSide);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
