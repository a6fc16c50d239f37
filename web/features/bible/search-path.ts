/** The search page's address for a query, its filters and page (defaults left out). */
export function bibleSearchPath(params: {
  q: string;
  testament?: string;
  book?: string;
  page?: number;
}): string {
  const query = new URLSearchParams({ q: params.q });
  if (params.testament) query.set('testament', params.testament);
  if (params.book) query.set('book', params.book);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  return `/bible/search?${query.toString()}`;
}
