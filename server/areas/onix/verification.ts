import { readFile } from 'node:fs/promises';
import { imageSize } from '../../../domain/publication/coverFiles.ts';
import { ONIX_REFUSALS } from '../../../domain/publication/onixExport.ts';
import {
  publicationChecks,
  verificationOf,
  type OnixRefusal,
  type VerificationPublication,
} from '../../../domain/publication/publicationChecks.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { storedFilePath } from '../../platform/files/files.ts';
import { findOwnFicheSource } from './ficheLibraireRepository.ts';
import { LANGUAGE_CODE_OF_LANGUE } from './languageCodes.ts';
import { missingForCatalogue } from './mapPublication.ts';
import type { OnixSource } from './source.ts';
import { eanValidatedElsewhere } from './verificationRepository.ts';

const REFUSAL_OF_MESSAGE = new Map(
  Object.entries(ONIX_REFUSALS).map(([key, message]) => [message as string, key as OnixRefusal]),
);

/** The height of the stored cover, read from its header; null when there is none or it cannot be read. */
export async function storedCoverHeight(dataDir: string, address: string | null): Promise<number | null> {
  const path = address === null ? undefined : storedFilePath(dataDir, address);
  if (path === undefined) return null;
  const format = path.endsWith('.png') ? 'png' : path.endsWith('.jpg') ? 'jpeg' : null;
  if (format === null) return null;
  try {
    return imageSize(new Uint8Array(await readFile(path)), format)?.height ?? null;
  } catch {
    // A file gone from the disk says nothing of the height; the cover's presence is judged on the publication.
    return null;
  }
}

async function verify(db: Queryable, dataDir: string, source: OnixSource): Promise<VerificationPublication> {
  // The shared EANs are a point of their own (EAN-DOUBLON), judged against this publication alone.
  const reasons = missingForCatalogue(source, { publicUrl: '' });
  const [coverHeight, eanElsewhere] = await Promise.all([
    storedCoverHeight(dataDir, source.VisuelCouverture),
    eanValidatedElsewhere(db, source.IdPublication, source.Ean),
  ]);
  const points = publicationChecks({
    publication: {
      IdDisponibilite: source.IdDisponibilite,
      PrixTTC: source.PrixTTCCentimes === null ? null : source.PrixTTCCentimes / 100,
      VisuelCouverture: source.VisuelCouverture,
      Resume: source.Resume,
      IdSujet: source.IdSujet,
    },
    coverHeight,
    eanElsewhere,
    brandWithoutGln: source.Marque !== null && !source.Marque.GencodEditeur?.trim(),
    languageCodes: source.IdsLangues.map((id) => LANGUAGE_CODE_OF_LANGUE[id]).filter((code) => code !== undefined),
    onixRefusals: reasons.map((reason) => REFUSAL_OF_MESSAGE.get(reason)).filter((key) => key !== undefined),
  });
  return verificationOf(points);
}

/**
 * The checks made before the account's publication is submitted (undefined for another account's, as for a missing
 * one): what the moderation and the catalogue would refuse, and warnings.
 */
export async function verifyOwnPublication(
  db: Queryable,
  dataDir: string,
  idCompte: number,
  id: number,
): Promise<VerificationPublication | undefined> {
  const source = await findOwnFicheSource(db, idCompte, id);
  return source === undefined ? undefined : verify(db, dataDir, source);
}
