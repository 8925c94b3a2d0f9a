import { post, type PostOptions } from '../../../lib/api/client.ts';

/** Submits a publication whose five steps are valid for moderation; answers it awaiting moderation. */
export function submitPublication(id: number, options?: PostOptions) {
  return post('/Publication/Publication_Submit', { Id: id }, options);
}
