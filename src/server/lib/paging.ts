import type { Page } from '@shared/schemas/paging';

/** OFFSET of a page (pages start at 1): `.limit(pageSize).offset(pageOffset(page, pageSize))`. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The one paged answer shape (src/shared/schemas/paging.ts). */
export function pageOf<T>(items: T[], total: number, page: number, pageSize: number): Page<T> {
  return { items, total, page, pageSize };
}
