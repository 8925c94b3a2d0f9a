import type { FastifyReply } from 'fastify';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { brokenForeignKey, isUniqueViolation } from '../../platform/db/constraintViolations.ts';
import { HttpError, MESSAGES } from '../../platform/http/httpError.ts';

/** Foreign keys of the publication, by the field of the contract they check. */
const REFERENCE_FIELDS: Record<string, string> = {
  publications_id_marque_marques_id_fk: '/IdMarque',
  publications_id_format_formats_id_fk: '/IdFormat',
  publications_id_illustration_illustrations_id_fk: '/IdIllustration',
  publications_id_type_ouvrage_types_ouvrage_id_fk: '/IdTypeOuvrage',
  publications_id_sujet_sujets_id_fk: '/IdSujet',
  publications_id_disponibilite_disponibilites_id_fk: '/IdDisponibilite',
};

/** The field of a reference PostgreSQL refused (foreign_key_violation), `''` when it names none. */
function unknownReferenceField(error: unknown): string | undefined {
  // The account's EAN taken meanwhile by a simultaneous call: the same answer as the check before.
  if (isUniqueViolation(error, 'publications_id_compte_ean')) throw new HttpError(409, PUBLICATION_MESSAGES.eanTaken);
  const constraint = brokenForeignKey(error);
  return constraint === undefined ? undefined : (REFERENCE_FIELDS[constraint] ?? '');
}

/** Runs a write of the publication, answering a reference the database refuses as a refusal of its field. */
export async function withReferencesChecked<T>(
  reply: FastifyReply,
  write: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await write();
  } catch (error) {
    const Champ = unknownReferenceField(error);
    if (Champ === undefined) throw error;
    return reply.code(400).send({
      Message: MESSAGES.invalidData,
      Errors: [{ Champ, Message: PUBLICATION_MESSAGES.unknownReference }],
    });
  }
}
