/**
 * The page buttons to show: a window of at most `maxButtons` pages that
 * contains the current one, as centred as the edges allow.
 */
export function getPageNumbers(currentPage: number, totalPages: number, maxButtons: number): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const max = Math.max(1, Math.floor(maxButtons));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), total);
  let start = Math.max(1, current - Math.floor((max - 1) / 2));
  const end = Math.min(total, start + max - 1);
  start = Math.max(1, end - max + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function getTotalPages(total: number, pageSize: number): number {
  if (pageSize <= 0) return 0;
  return Math.ceil(Math.max(0, total) / pageSize);
}
