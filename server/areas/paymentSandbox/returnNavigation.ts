import type { SandboxOutcome } from './outcomes.ts';
import type { LyraFields } from '../payment/public.ts';

/**
 * How the browser goes back to the shop, as `vads_return_mode` asks: GET puts the signed result in the query string,
 * POST posts it (a form the buyer submits), anything else returns without it. No return URL at all: the sandbox
 * shows the result itself.
 */
export type ReturnNavigation =
  | { kind: 'redirect'; url: string }
  | { kind: 'post'; url: string; fields: Readonly<Record<string, string>> }
  | { kind: 'stay' };

function webUrl(text: string | undefined): URL | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The outcome's own URL (`vads_url_success`, `_refused`, `_cancel`, `_error`), else `vads_url_return`. */
export function returnUrlOf(form: LyraFields, outcome: SandboxOutcome): URL | undefined {
  return webUrl(form[outcome.returnUrlField]) ?? webUrl(form.vads_url_return);
}

export function returnNavigation(
  form: LyraFields,
  outcome: SandboxOutcome,
  signedReturnFields: Readonly<Record<string, string>>,
): ReturnNavigation {
  const url = returnUrlOf(form, outcome);
  if (!url) return { kind: 'stay' };
  if (form.vads_return_mode === 'POST') return { kind: 'post', url: url.href, fields: signedReturnFields };
  if (form.vads_return_mode === 'GET') {
    for (const [name, value] of Object.entries(signedReturnFields)) url.searchParams.append(name, value);
  }
  return { kind: 'redirect', url: url.href };
}
