/** Number of pages for `total` items at `pageSize` per page (at least 1 when there are items). */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(Math.max(0, total) / pageSize) : 0;
}

/** A list's 1-based `page` (an out-of-range one is clamped to the last), its items and the count of pages. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), Math.max(1, pages));
  return { pages, page: current, items: items.slice((current - 1) * pageSize, current * pageSize) };
}

/** The items of 1-based `page`; an out-of-range page is clamped to the last one. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return paginate(items, page, pageSize).items;
}
