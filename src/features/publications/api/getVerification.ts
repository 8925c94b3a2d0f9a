import { post, type PostOptions, type ResponseOf } from '../../../lib/api/client.ts';

export type VerificationPublication = ResponseOf<'/Publication/Publication_Verifier'>;

/** The checks made before the publication is submitted: what blocks its submission, and warnings. */
export function getVerification(id: number, options?: PostOptions) {
  return post('/Publication/Publication_Verifier', { Id: id }, options);
}
