import { useMutation } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import { ADMIN_DELIVERY_TEXTS as T } from '../../../../domain/referencing/deliveryTexts.ts';
import type { ValuesOf } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { saveBlob } from '../../../lib/files/saveBlob.ts';

const FICHIER = '/BO/Livraison/Livraison_Fichier' satisfies keyof paths;

/** The name the server gives the file (`livraison-<Id>.xml`), else the same built here. */
function fileNameOf(response: Response, id: number): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? T.detail.fileName(id);
}

/**
 * The ONIX message of a delivery as it was sent, asked for with the same envelope and the session's token (the JSON
 * client reads JSON answers only), read as a blob and saved by the browser.
 */
export async function downloadLivraisonFichier(id: number): Promise<void> {
  const values: ValuesOf<typeof FICHIER> = { Id: id };
  const response = await fetchWithToken(`/api${FICHIER}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/xml' },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values }),
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  saveBlob(await response.blob(), fileNameOf(response, id));
}

export function useDownloadLivraisonFichier() {
  return useMutation({ mutationFn: downloadLivraisonFichier });
}
