import type { TPagination } from '../../contract/common';

/** `getNextPageParam` for the API's paged lists: the page after the last one loaded, or none after the last page. */
export function nextPageParam(lastPage: { pagination: TPagination }): number | undefined {
  const { current_page, last_page } = lastPage.pagination;
  return current_page < last_page ? current_page + 1 : undefined;
}
