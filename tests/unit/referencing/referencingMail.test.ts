import { describe, expect, test } from 'vitest';
import { referencingMailOf } from '../../../domain/referencing/referencingMail.ts';

const base = {
  titre: 'Les Marées',
  ean: '9782365120104',
  date: new Date('2026-11-28T09:15:00Z'),
  link: 'https://portail.example.org/publication/12',
  author: { prenom: 'Camille', nom: 'Martin' },
};

const remark = { Code: 'CAT-RESUME-COURT', Gravite: 'W' as const, Message: 'Résumé court.', Etape: 5, Champ: 'Resume' };

describe('the author’s referencing e-mails', () => {
  test('each says the state, the date in Paris and the link to the publication', () => {
    for (const etat of ['transmise', 'referencee', 'referenceeAvecRemarques', 'rejetee'] as const) {
      const mail = referencingMailOf({ ...base, etat, messages: [remark] });
      expect(mail.text).toContain('Date\u00a0: le 28/11/2026 à 10:15 (heure de Paris)');
      expect(mail.text).toContain(base.link);
      expect(mail.text).toContain('État du référencement\u00a0: ');
    }
  });

  test('remarks and rejections list the messages with their step and field', () => {
    const rejected = referencingMailOf({ ...base, etat: 'rejetee', messages: [remark] });
    expect(rejected.subject).toBe('Votre publication «\u00a0Les Marées\u00a0» est rejetée par le catalogue');
    expect(rejected.text).toContain(
      '- Avertissement\u00a0: Résumé court. (étape 5 «\u00a0Sujet, résumé et couvertures\u00a0», champ «\u00a0Résumé\u00a0»)',
    );
    expect(rejected.text).toContain('«\u00a0Corriger\u00a0»');
    const withoutPlace = referencingMailOf({
      ...base,
      etat: 'referenceeAvecRemarques',
      messages: [{ ...remark, Etape: null, Champ: null }],
    });
    expect(withoutPlace.text).toContain('- Avertissement\u00a0: Résumé court.\n');
  });

  test('a referenced publication’s e-mail lists no message; an untitled one is named so', () => {
    const mail = referencingMailOf({ ...base, titre: '  ', etat: 'referencee', messages: [remark] });
    expect(mail.subject).toBe('Votre publication «\u00a0sans titre\u00a0» est référencée');
    expect(mail.text).not.toContain('Résumé court.');
  });
});
