import { useMutation, useQuery } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/generated/schema.d.ts';
import { type DELETION_CONFIRMATION_WORD } from '../../../../domain/identity/accountDeletion.ts';
import { dataExportFileName } from '../../../../domain/identity/dataExport.ts';
import { parisToday } from '../../../../domain/parisDay.ts';
import { post } from '../../../lib/api/client.ts';
import { APPLICATION_KEY, fetchWithToken, toApiError } from '../../../lib/api/fetchWithToken.ts';
import { saveBlob } from '../../../lib/files/saveBlob.ts';
import { postQueryOptions } from '../../../lib/api/postQueryOptions.ts';
import { accountKeys } from './accountKeys.ts';

const EXPORT = '/Compte/Compte_ExportDonnees' satisfies keyof paths;

/** The ZIP of the account's data: the JSON client reads JSON only, so the archive is asked for as a blob. */
export async function downloadMyData(): Promise<Blob> {
  const response = await fetchWithToken(`/api${EXPORT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/zip' },
    body: JSON.stringify({ Application_Key: APPLICATION_KEY, Values: {} }),
  });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => saveBlob(await downloadMyData(), dataExportFileName(parisToday())),
  });
}

/** Whether the account may be deleted now, and whether the sign-in is recent enough (Compte_GetSuppression). */
export function useSuppression(login: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...postQueryOptions(accountKeys.suppression(login), '/Compte/Compte_GetSuppression', {}),
    enabled,
    // The sign-in's age changes with time alone.
    staleTime: 0,
  });
}

export function useDeleteMyAccount() {
  return useMutation({
    // The server checks the word typed too (the contract's const).
    mutationFn: (typed: string) =>
      post('/Compte/Compte_Delete', { Confirmation: typed as typeof DELETION_CONFIRMATION_WORD }),
  });
}
