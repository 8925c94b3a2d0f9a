import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import type { ResponseOf } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { boProductKeys } from './boProductKeys.ts';

const UPLOAD = '/BO/Produit/Produit_FichierUpload' satisfies keyof paths;

/** Sends an article's PDF as a multipart body, which the JSON client does not send; answers the product saved. */
export async function uploadArticleFile(idProduit: number, file: File): Promise<ResponseOf<typeof UPLOAD>> {
  const body = new FormData();
  body.set('Application_Key', APPLICATION_KEY);
  body.set('IdProduit', String(idProduit));
  body.set('fichier', file, file.name || 'article.pdf');
  const response = await fetchWithToken(`/api${UPLOAD}`, { method: 'POST', body });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as ResponseOf<typeof UPLOAD>;
  throw toApiError(response.status, payload);
}

/** Uploads or replaces an article's PDF; the list is read again either way. */
export function useUploadArticleFile(idProduit: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadArticleFile(idProduit, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boProductKeys.lists() }),
  });
}
