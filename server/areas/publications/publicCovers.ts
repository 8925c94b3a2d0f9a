import { randomBytes } from 'node:crypto';
import { ETAT_PUBLICATION } from '../../../domain/referenceIds.ts';
import type { Queryable } from '../../platform/db/database.ts';
import type { publications } from '../../platform/db/schema.ts';
import { findByCoverToken } from './repository.ts';
import type { FilePart } from '../../platform/files/files.ts';

/**
 * A validated publication's covers have a public link for the catalogues that read the ONIX export:
 * `/fichiers/couvertures/{jeton}.{ext}`, where the token is 128 random bits drawn when the file is stored and kept
 * with the publication. Nobody can guess one, a replaced file's link leads nowhere, and the link answers only while
 * the publication is validated or referenced.
 */
export const PUBLIC_COVERS_PATH = '/fichiers/couvertures/';

/** The states in which a publication's covers are public: validated, and referenced (validated first). */
export const ETATS_COUVERTURES_PUBLIQUES: readonly number[] = [ETAT_PUBLICATION.validee, ETAT_PUBLICATION.referencee];

/** The column of each cover's token. */
export const TOKEN_COLUMNS = {
  visuelCouverture: 'jetonVisuelCouverture',
  quatriemeCouverture: 'jetonQuatriemeCouverture',
} as const satisfies Record<FilePart, keyof typeof publications.$inferSelect>;

/** A new token for a newly stored cover: 128 random bits in hexadecimal. */
export function newCoverToken(): string {
  return randomBytes(16).toString('hex');
}

const PUBLIC_NAME = /^([0-9a-f]{32})\.(jpg|png|pdf)$/;

/** The public link's path of a stored cover (its private address gives the extension), or null without both. */
export function publicCoverPath(address: string | null, token: string | null): string | null {
  if (address === null || token === null) return null;
  const ext = /\.(jpg|png|pdf)$/.exec(address)?.[1];
  return ext === undefined ? null : `${PUBLIC_COVERS_PATH}${token}.${ext}`;
}

/**
 * The publication and stored name of the cover a public name designates, if its publication is validated or referenced and the
 * name is exactly its current link; undefined for anything else (a guessed or old token, another extension).
 */
export async function findPublicCover(
  db: Queryable,
  name: string,
): Promise<{ idPublication: number; storedName: string } | undefined> {
  const [, token] = PUBLIC_NAME.exec(name) ?? [];
  if (token === undefined) return undefined;
  const row = await findByCoverToken(db, token, ETATS_COUVERTURES_PUBLIQUES);
  if (!row) return undefined;
  for (const part of ['visuelCouverture', 'quatriemeCouverture'] as const) {
    const address = row[part];
    if (publicCoverPath(address, row[TOKEN_COLUMNS[part]]) === `${PUBLIC_COVERS_PATH}${name}` && address !== null) {
      return { idPublication: row.id, storedName: address.slice(address.lastIndexOf('/') + 1) };
    }
  }
  return undefined;
}
