import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { DATA_EXPORT_FILES, dataExportReadme } from '../../../domain/identity/dataExport.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { storedFilePath } from '../../platform/files/files.ts';
import { findCompteById, toCompte } from '../accounts/public.ts';
import { findInvoicesOf, invoicePdfOf } from '../invoices/public.ts';
import { readCommandesOf } from '../orders/public.ts';
import { listPublicationsOf, publicationView } from '../publications/public.ts';

type Compte = components['schemas']['Compte'];
type Commande = components['schemas']['Commande'];

/** Readable JSON: indented, UTF-8. */
function json(value: unknown): Uint8Array {
  return strToU8(`${JSON.stringify(value, null, 2)}\n`);
}

/** The profile's address and the billing addresses the orders recorded, each once with the orders that used it. */
function addressesOf(compte: Compte, commandes: readonly Commande[]) {
  const facturation = new Map<string, { Adresse: unknown; Commandes: string[] }>();
  for (const commande of commandes) {
    const adresse = commande.Facturation.Adresse;
    if (!adresse) continue;
    const key = JSON.stringify(adresse);
    const entry = facturation.get(key) ?? { Adresse: adresse, Commandes: [] };
    entry.Commandes.push(commande.Numero);
    facturation.set(key, entry);
  }
  return { AdresseDuProfil: compte.Adresse, AdressesDeFacturation: [...facturation.values()] };
}

/**
 * The account's data in one ZIP (RGPD art. 15 and 20): its profile, addresses, orders, the invoices' very PDFs,
 * its publications and the files it uploaded, with a README in French. Undefined when the account does not exist.
 */
export async function accountArchive(
  db: Queryable,
  dataDir: string,
  idCompte: number,
): Promise<Uint8Array | undefined> {
  const record = await findCompteById(db, idCompte);
  if (!record) return undefined;
  const compte = toCompte(record);
  const commandes = await readCommandesOf(db, idCompte);
  const factures = await findInvoicesOf(db, idCompte);
  const publications = [];
  for (const row of await listPublicationsOf(db, idCompte)) publications.push(await publicationView(db, row));

  const files: Record<string, Uint8Array> = {
    [DATA_EXPORT_FILES.compte]: json(compte),
    [DATA_EXPORT_FILES.adresses]: json(addressesOf(compte, commandes)),
    [DATA_EXPORT_FILES.commandes]: json(commandes),
    [DATA_EXPORT_FILES.publications]: json(publications),
  };
  for (const facture of factures) {
    const { fileName, pdf } = await invoicePdfOf(facture);
    files[`${DATA_EXPORT_FILES.facturesFolder}/${fileName}`] = pdf;
  }
  for (const publication of publications) {
    for (const address of [publication.VisuelCouverture, publication.QuatriemeCouverture]) {
      const path = address ? storedFilePath(dataDir, address) : undefined;
      if (!path) continue;
      const bytes = await readFile(path).catch(() => undefined);
      if (bytes) files[`${DATA_EXPORT_FILES.publicationsFolder}/${publication.Id}/${basename(path)}`] = bytes;
    }
  }
  files[DATA_EXPORT_FILES.readme] = strToU8(
    dataExportReadme({
      login: compte.Login,
      when: new Date(),
      factures: factures.length,
      publications: publications.length,
    }),
  );
  // PDFs and images are already compressed; the JSON and the README are deflated.
  return zipSync(files, { level: 6, mtime: new Date() });
}
