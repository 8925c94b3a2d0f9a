import { useMutation } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import { INVOICE_TEXTS } from '../../../../domain/order/invoiceTexts.ts';
import type { PostOptions, ValuesOf } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { saveBlob } from '../../../lib/files/saveBlob.ts';

const FACTURE_DOWNLOAD = '/Facture/Facture_Download' satisfies keyof paths;

/**
 * The Factur-X PDF of one of the customer's invoices. The JSON client reads JSON answers only: the PDF is asked
 * for with the same envelope and the session's token, and read as a blob.
 */
export async function downloadFacture(id: number, { signal }: PostOptions = {}): Promise<Blob> {
  const values: ValuesOf<typeof FACTURE_DOWNLOAD> = { Id: id };
  const response = await fetchWithToken(`/api${FACTURE_DOWNLOAD}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: values }),
    signal: signal ?? null,
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

export interface FactureToDownload {
  Id: number;
  Numero: string;
}

/** Where an invoice's PDF comes from: the customer's call by default, the back office's for an account's invoice. */
export type FetchInvoicePdf = (id: number) => Promise<Blob>;

/** Downloads an invoice's PDF and saves it as `<Numero>.pdf`. */
export function useDownloadFacture(fetchPdf: FetchInvoicePdf = downloadFacture) {
  return useMutation({
    mutationFn: async ({ Id, Numero }: FactureToDownload) => {
      saveBlob(await fetchPdf(Id), INVOICE_TEXTS.fileName(Numero));
    },
  });
}
