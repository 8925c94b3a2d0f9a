import { useMutation } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import type { PostOptions, ValuesOf } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { saveBlob } from '../../../lib/files/saveBlob.ts';

const ARTICLE_DOWNLOAD = '/Commande/Commande_Article_Download' satisfies keyof paths;

export type ArticleToDownload = ValuesOf<typeof ARTICLE_DOWNLOAD>;

const FILE_NAME = /filename="([^"]+)"/;

/**
 * A bought article's PDF and the name the server gives it. The JSON client reads JSON answers only: the PDF is asked
 * for with the same envelope and the session's token, and read as a blob.
 */
export async function downloadArticle(
  values: ArticleToDownload,
  { signal }: PostOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetchWithToken(`/api${ARTICLE_DOWNLOAD}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values }),
    signal: signal ?? null,
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'article.pdf';
  return { blob: await response.blob(), fileName };
}

/** Downloads an article's PDF and hands it to the browser under the server's name for it. */
export function useDownloadArticle() {
  return useMutation({
    mutationFn: async (values: ArticleToDownload) => {
      const { blob, fileName } = await downloadArticle(values);
      saveBlob(blob, fileName);
    },
  });
}
