import { useMutation } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import type { ValuesOf } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { saveBlob } from '../../../lib/files/saveBlob.ts';

const DOWNLOAD = '/BO/Produit/Produit_FichierDownload' satisfies keyof paths;

/** An article's PDF as its buyers get it, asked for with the JSON envelope and the session's token, read as a blob. */
async function downloadArticleFile(id: number): Promise<Blob> {
  const values: ValuesOf<typeof DOWNLOAD> = { Id: id };
  const response = await fetchWithToken(`/api${DOWNLOAD}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values }),
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

/** Saves an article's PDF under the name its buyers see. */
export function useDownloadArticleFile(idProduit: number) {
  return useMutation({
    mutationFn: async (fileName: string) => saveBlob(await downloadArticleFile(idProduit), fileName),
  });
}
