import { HttpError } from './errors.ts';
import type { ReadReply } from './read-routes.ts';

/** Sets X-WP-Total / X-WP-TotalPages and refuses a page past the last, as WordPress does. */
export function setPagingHeaders(reply: ReadReply, total: number, perPage: number, page: number) {
  const totalPages = Math.ceil(total / perPage);
  if (page > 1 && page > totalPages) {
    throw new HttpError(
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
  }
  reply.header('x-wp-total', String(total));
  reply.header('x-wp-totalpages', String(totalPages));
}
