import type { FastifyReply } from 'fastify';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { UPLOAD_PUBLICATION_REQUIRED_MESSAGE } from '../../../domain/validation/generated/contractTexts.js';
import type { Database } from '../../platform/db/database.ts';
import { MESSAGES } from '../../platform/http/httpError.ts';
import type { Outbox } from '../../platform/outbox/processor.ts';
import { checkFile, fileUrl, storeFile, type FilePart, type StoredExtension } from '../../platform/files/files.ts';
import type { PublicationFields } from './mapping.ts';
import { newCoverToken, TOKEN_COLUMNS } from './publicCovers.ts';
import { lockOwnCovers, updatePublication } from './repository.ts';
import { discardFiles, recordFileChanges, type UploadQuota } from '../../platform/files/storedFiles.ts';

/** The multipart body as the parser leaves it: text fields as strings, files as buffers. */
export type UploadBody = Record<string, unknown>;

export interface AcceptedCover {
  part: FilePart;
  ext: StoredExtension;
  bytes: Buffer;
}

export type CoverColumns = Partial<Record<FilePart | (typeof TOKEN_COLUMNS)[FilePart], string>>;

const COVER_PARTS: FilePart[] = ['visuelCouverture', 'quatriemeCouverture'];

/**
 * The ids a multipart upload names (`IdPublication`, and `IdPersonne` for the back office): multipart bodies
 * escape the contract's validators, so each is checked here. Answers 400 and undefined when one is missing.
 */
export function uploadIds<Field extends string>(
  body: UploadBody,
  fields: readonly Field[],
  reply: FastifyReply,
): Record<Field, number> | undefined {
  const ids = {} as Record<Field, number>;
  const errors: { Champ: string; Message: string }[] = [];
  for (const field of fields) {
    const raw = body[field];
    if (typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw)) ids[field] = Number(raw);
    else errors.push({ Champ: `/${field}`, Message: UPLOAD_PUBLICATION_REQUIRED_MESSAGE });
  }
  if (errors.length === 0) return ids;
  void reply.code(400).send({ Message: MESSAGES.invalidData, Errors: errors });
  return undefined;
}

/** Each file part judged by its bytes before anything is written: the accepted ones, or every refusal. */
export async function judgeCovers(
  body: UploadBody,
): Promise<{ accepted: AcceptedCover[] } | { errors: { Champ: string; Message: string }[] }> {
  const accepted: AcceptedCover[] = [];
  const errors: { Champ: string; Message: string }[] = [];
  for (const part of COVER_PARTS) {
    const value = body[part];
    if (value === undefined) continue;
    if (!Buffer.isBuffer(value)) {
      errors.push({ Champ: `/${part}`, Message: PUBLICATION_MESSAGES.notAFile });
      continue;
    }
    const verdict = await checkFile(part, value);
    if ('refusal' in verdict) errors.push({ Champ: `/${part}`, Message: verdict.refusal });
    else accepted.push({ part, ext: verdict.ext, bytes: value });
  }
  return errors.length > 0 ? { errors } : { accepted };
}

/**
 * Stores the accepted files under names the server chooses: the columns that point at them, with a new token for
 * each file's public link.
 */
export async function storeCovers(dataDir: string, idPublication: number, accepted: AcceptedCover[]) {
  const columns: CoverColumns = {};
  for (const file of accepted) {
    columns[file.part] = fileUrl(idPublication, await storeFile(dataDir, idPublication, file.ext, file.bytes));
    columns[TOKEN_COLUMNS[file.part]] = newCoverToken();
  }
  return columns;
}

export interface CoverSave {
  /** The publication's owner: the files count in that account's. */
  idCompte: number;
  idPublication: number;
  accepted: readonly AcceptedCover[];
  /** The states the publication may be in for the save to apply (any, when absent). */
  states?: readonly number[];
  /** The owner's quota, checked for the author's own uploads. */
  quota?: UploadQuota;
}

/**
 * Writes the accepted files, then, in one transaction, points the publication at them, counts them in the owner's
 * files (within the quota) and queues the removal of the files they replace. Whatever does not commit, the new
 * files are deleted at once. False when the publication is not (or no longer) the owner's in one of `states`.
 */
export async function saveCovers(
  deps: { db: Database; dataDir: string; outbox: Outbox },
  save: CoverSave,
): Promise<boolean> {
  if (save.accepted.length === 0) return true;
  const columns = await storeCovers(deps.dataDir, save.idPublication, [...save.accepted]);
  const added = save.accepted.map((file) => ({ adresse: columns[file.part] ?? '', octets: file.bytes.length }));
  let written = false;
  try {
    written = await deps.db.transaction(async (tx) => {
      const current = await lockOwnCovers(tx, save.idCompte, save.idPublication);
      if (!current) return false;
      if (!(await updatePublication(tx, save.idCompte, save.idPublication, columns, save.states))) return false;
      const removed = save.accepted.map((file) => current[file.part]);
      await recordFileChanges(tx, {
        idCompte: save.idCompte,
        added,
        removed,
        ...(save.quota ? { quota: save.quota } : {}),
      });
      return true;
    });
  } finally {
    if (!written)
      await discardFiles(
        deps.dataDir,
        added.map((file) => file.adresse),
      );
  }
  if (!written) return false;
  deps.outbox.kick();
  return true;
}

/** The step-5 form with the stored files' addresses (PublicationEtape5Fichiers). */
export function etape5Of(saved: PublicationFields) {
  return {
    IdPublication: saved.Id,
    IdTypeOuvrage: saved.IdTypeOuvrage,
    IdSujet: saved.IdSujet,
    Resume: saved.Resume,
    VisuelCouverture: saved.VisuelCouverture,
    QuatriemeCouverture: saved.QuatriemeCouverture,
  };
}
