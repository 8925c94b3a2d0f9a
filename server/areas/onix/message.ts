import type { OnixRelease } from '../../../domain/publication/onixRelease.ts';
import type { OnixHeader } from './model.ts';
import { element, escapeXml, textElement as t } from './xml.ts';

/** The reference-tag namespace of each release. */
export const ONIX_NAMESPACE: Readonly<Record<OnixRelease, string>> = {
  '3.0': 'http://ns.editeur.org/onix/3.0/reference',
  '3.1': 'http://ns.editeur.org/onix/3.1/reference',
};

/** A moment as ONIX's SentDateTime: YYYYMMDDTHHMMSSZ, in UTC. */
export function sentDateTime(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The message's opening: the XML declaration, the ONIXMessage element and its Header. */
export function messageStart(header: OnixHeader, release: OnixRelease = '3.1'): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<ONIXMessage release="${release}" xmlns="${escapeXml(ONIX_NAMESPACE[release])}">\n` +
    element(
      'Header',
      element(
        'Sender',
        t('SenderName', header.SenderName),
        t('TelephoneNumber', header.TelephoneNumber),
        t('EmailAddress', header.EmailAddress),
      ),
      t('SentDateTime', header.SentDateTime),
      t('DefaultLanguageOfText', 'fre'),
      t('DefaultCurrencyCode', 'EUR'),
    ) +
    '\n'
  );
}

/** What a message holds in place of product records when it has none. */
export const NO_PRODUCT = '<NoProduct/>\n';

export const MESSAGE_END = '</ONIXMessage>\n';
