import { describe, expect, test } from 'vitest';
import {
  readAcknowledgement,
  retryDelayMs,
  scheduledSlot,
  statutOfRecord,
} from '../../server/areas/deliveries/rules.ts';
import { readCatalogueSchedule } from '../../server/platform/config/catalogue.ts';

const at = (iso: string) => new Date(iso);

describe('the daily slot of the schedule', () => {
  const sixInParis = readCatalogueSchedule('06:00');

  test('is today’s 06:00 in Paris once it has passed, yesterday’s before', () => {
    // Winter: Paris is UTC+1.
    expect(scheduledSlot(sixInParis, at('2026-11-28T05:00:00Z'))).toEqual(at('2026-11-28T05:00:00Z'));
    expect(scheduledSlot(sixInParis, at('2026-11-28T17:45:00Z'))).toEqual(at('2026-11-28T05:00:00Z'));
    expect(scheduledSlot(sixInParis, at('2026-11-28T04:59:59Z'))).toEqual(at('2026-11-27T05:00:00Z'));
    // Summer: UTC+2.
    expect(scheduledSlot(sixInParis, at('2026-07-01T04:30:00Z'))).toEqual(at('2026-07-01T04:00:00Z'));
    expect(scheduledSlot(sixInParis, at('2026-07-01T03:59:00Z'))).toEqual(at('2026-06-30T04:00:00Z'));
    // Late evening in UTC is already the next day in Paris.
    expect(scheduledSlot(sixInParis, at('2026-11-28T23:30:00Z'))).toEqual(at('2026-11-28T05:00:00Z'));
  });

  test('follows the changes of offset', () => {
    // 29 March 2026: clocks go forward at 02:00; 06:00 that day is 04:00 UTC, the day before's was 05:00 UTC.
    expect(scheduledSlot(sixInParis, at('2026-03-29T03:59:00Z'))).toEqual(at('2026-03-28T05:00:00Z'));
    expect(scheduledSlot(sixInParis, at('2026-03-29T04:00:00Z'))).toEqual(at('2026-03-29T04:00:00Z'));
    // 25 October 2026: clocks go back; 06:00 is 05:00 UTC again.
    expect(scheduledSlot(sixInParis, at('2026-10-25T04:30:00Z'))).toEqual(at('2026-10-24T04:00:00Z'));
    expect(scheduledSlot(sixInParis, at('2026-10-25T05:00:00Z'))).toEqual(at('2026-10-25T05:00:00Z'));
    // Just after midnight on the day clocks go forward.
    const halfPastMidnight = readCatalogueSchedule('00:30');
    expect(scheduledSlot(halfPastMidnight, at('2026-03-28T23:00:00Z'))).toEqual(at('2026-03-27T23:30:00Z'));
    expect(scheduledSlot(halfPastMidnight, at('2026-03-28T23:30:00Z'))).toEqual(at('2026-03-28T23:30:00Z'));
  });

  test('of an interval is its last multiple; off has none', () => {
    expect(scheduledSlot(readCatalogueSchedule('15m'), at('2026-11-28T10:44:59Z'))).toEqual(at('2026-11-28T10:30:00Z'));
    expect(scheduledSlot(readCatalogueSchedule('off'), at('2026-11-28T10:44:59Z'))).toBeNull();
  });
});

test('uploads are retried after a delay doubled at each failure', () => {
  expect([1, 2, 3, 4].map((tentatives) => retryDelayMs(60_000, tentatives))).toEqual([
    60_000, 120_000, 240_000, 480_000,
  ]);
});

describe('the reading of an acknowledgement', () => {
  const info = { Code: 'CAT-INFO', Gravite: 'I', Message: 'Noté.', Etape: null, Champ: null } as const;
  const warning = { ...info, Gravite: 'W' } as const;

  test('rejects a record 03, notes remarks beyond information, accepts the rest', () => {
    expect(statutOfRecord('03', [])).toBe('rejetee');
    expect(statutOfRecord('00', [info])).toBe('referencee');
    expect(statutOfRecord('02', [info, warning])).toBe('referenceeAvecRemarques');
    expect(statutOfRecord('00', [])).toBe('referencee');
  });

  test('rejects a product the acknowledgement leaves out', () => {
    const reading = readAcknowledgement(
      {
        IdDepot: 'D1',
        MessageStatus: '02',
        Records: [{ RecordReference: 'a', RecordStatus: '00', Details: [] }],
      },
      ['a', 'b'],
    );
    expect(reading.products.get('a')).toEqual({ Statut: 'referencee', Messages: [] });
    expect(reading.products.get('b')).toMatchObject({
      Statut: 'rejetee',
      Messages: [{ Code: 'PORTAIL-SANS-REPONSE', Message: 'Le catalogue n’a rien répondu pour ce produit.' }],
    });
  });
});
