import type { paths } from '../../../../openapi/generated/schema.d.ts';
import { ONIX_EXPORT_TEXTS as T } from '../../../../domain/publication/onixExportTexts.ts';
import type { SavedExport } from '../../../../machines/onixExport/types.ts';
import { post, type ValuesOf } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { saveBlob } from '../../../lib/files/saveBlob.ts';
import { parisToday } from '../../../../domain/parisDay.ts';

const PLAN = '/BO/Publication/Publication_ExportOnix_Plan' satisfies keyof paths;
const EXPORT = '/BO/Publication/Publication_ExportOnix' satisfies keyof paths;

function valuesFor(depuis: string | null): ValuesOf<typeof EXPORT> {
  return { Depuis: depuis };
}

/** How many validated publications the file would hold, and those it cannot hold with their reasons. */
export function planOnixExport(depuis: string | null, signal: AbortSignal) {
  return post(PLAN, valuesFor(depuis), { signal });
}

/** The name the server gives the file (`onix-<date>.xml`), else one for today. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? T.fileName(parisToday());
}

/**
 * The ONIX message, asked for with the same envelope and the session's token (the JSON client reads JSON answers
 * only), read as a blob and saved by the browser.
 */
export async function downloadOnixExport(depuis: string | null, signal: AbortSignal): Promise<SavedExport> {
  const response = await fetchWithToken(`/api${EXPORT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/xml' },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: valuesFor(depuis) }),
    signal,
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  const fileName = fileNameOf(response);
  saveBlob(await response.blob(), fileName);
  return { fileName };
}
