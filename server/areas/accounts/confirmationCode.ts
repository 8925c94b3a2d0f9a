import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';

/** 24 random bytes: 32 URL-safe characters, short enough to type, far too many to guess. */
export function newConfirmationCode(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps of a code: reading the table confirms nothing. */
export function confirmationCodeDigest(code: string): string {
  return createHash('sha256').update(code.trim()).digest('hex');
}

export function confirmationLink(publicUrl: string, code: string): string {
  return `${publicUrl}${IDENTITY_PATHS.accountConfirmation}/${encodeURIComponent(code)}`;
}
