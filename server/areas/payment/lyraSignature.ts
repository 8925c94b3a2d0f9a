import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a Lyra payment form or notification: `vads_*` values, and `signature` once signed. */
export type LyraFields = Readonly<Record<string, string>>;

const VADS_PREFIX = 'vads_';

/**
 * The Lyra form protocol's signature (PayZen, Systempay, Sogecommerce): the values of the `vads_*` fields sorted
 * by field name, joined with `+`, followed by `+` and the key, as HMAC-SHA-256 keyed with that same key, in Base64.
 */
export function lyraSignature(fields: LyraFields, key: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.startsWith(VADS_PREFIX))
    .sort()
    .map((name) => fields[name]);
  return createHmac('sha256', key)
    .update([...values, key].join('+'), 'utf8')
    .digest('base64');
}

/** The fields with their `signature` added. */
export function signLyraFields(fields: LyraFields, key: string): Record<string, string> {
  return { ...fields, signature: lyraSignature(fields, key) };
}

/** Whether `fields.signature` is the one the key gives (compared in constant time). */
export function hasValidLyraSignature(fields: LyraFields, key: string): boolean {
  const given = Buffer.from(fields.signature ?? '', 'utf8');
  const expected = Buffer.from(lyraSignature(fields, key), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
