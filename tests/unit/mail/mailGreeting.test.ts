import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { referencingMailOf } from '../../../domain/referencing/referencingMail.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import { accountDeletedMail } from '../../../server/areas/accountData/deletionMail.ts';
import { confirmationMail } from '../../../server/areas/accounts/confirmationMail.ts';
import { articleAvailableMail } from '../../../server/areas/articles/articleAvailableMail.ts';
import { contactAcknowledgementMail, contactMail } from '../../../server/areas/contact/contactMail.ts';
import { answerMail } from '../../../server/areas/moderation/answerMail.ts';
import { creditNoteMail } from '../../../server/areas/orders/creditNoteMail.ts';
import { paymentConfirmationMail } from '../../../server/areas/orders/paymentConfirmationMail.ts';
import { marqueMiseAJourMail } from '../../../server/areas/publications/marqueMail.ts';
import { subscriptionCancelledMail } from '../../../server/areas/subscriptions/subscriptionCancelledMail.ts';
import { convocationMail } from '../../../server/areas/trainings/convocationMail.ts';
import { passwordChangedMail } from '../../../server/platform/identity/passwordChangedMail.ts';
import { resetLinkMail } from '../../../server/platform/identity/passwordReset/resetLinkMail.ts';

type Marque = components['schemas']['Marque'];

interface Names {
  prenom: string;
  nom: string;
}

const MARIE: Names = { prenom: 'Marie', nom: 'Dupont' };
const URL = 'https://portail.example.org';
const CONTACT = {
  IdSujetContact: 2,
  Prenom: 'Marie',
  Nom: 'Dupont',
  Email: 'marie.dupont@example.org',
  Message: 'Où en est ma publication ?',
};
const MARQUE: Marque = {
  Id: 4,
  Libelle: 'Éditions du Goéland',
  Note: null,
  Data: { GencodEditeur: null },
  Adresse: {
    NumeroVoie: '3',
    IdTypeVoie: null,
    TypeVoieLibelle: 'rue',
    NomVoie: 'des Lices',
    ComplementsAdresse: null,
    ComplementsLocalisation: null,
    CodePostal: '35000',
    Ville: 'Rennes',
    IdLocalitePays: 74,
    Telephone: { Valeur: null, Indicatif: null },
    TelephonePortable: { Valeur: null, Indicatif: null },
    Email: { Valeur: null },
    SiteInternet: { Valeur: null },
  },
};

/** Each e-mail the portal sends to a person, built for Marie Dupont: its text. */
const TO_A_PERSON: Record<string, (person: Names) => string> = {
  'server/areas/accountData/deletionMail.ts': (p) =>
    accountDeletedMail({
      to: 'm@example.org',
      ...p,
      when: new Date('2026-11-20T10:00:00Z'),
      summary: { commandes: 1, publications: 0, abonnements: 0, messagesContact: 0 },
      publicUrl: URL,
    }).text,
  'server/areas/trainings/convocationMail.ts': (p) =>
    convocationMail({
      participant: { ...p, email: 'm@example.org' },
      acheteur: { prenom: 'Jean', nom: 'Martin' },
      libelle: 'Les fondamentaux de l’autoédition',
      session: { dateDebut: '2027-10-04', dateFin: '2027-10-05', lieu: 'En ligne', lien: null },
    }).text,
  'server/areas/accounts/confirmationMail.ts': (p) =>
    confirmationMail({ to: 'm@example.org', ...p, code: 'abc', publicUrl: URL }).text,
  'server/areas/articles/articleAvailableMail.ts': (p) =>
    articleAvailableMail({
      to: 'm@example.org',
      ...p,
      idCommande: 1,
      numeroCommande: 'C-1',
      idCommandeProduit: 2,
      libelle: 'Article',
      publicUrl: URL,
    }).text,
  'server/areas/contact/contactMail.ts': (p) =>
    contactAcknowledgementMail({ ...CONTACT, Prenom: p.prenom, Nom: p.nom }, 'Référencement', 9).text,
  'server/areas/moderation/answerMail.ts': (p) =>
    answerMail(
      URL,
      { id: 7, ean: '9782365120016', titre: 'Les Marées', login: 'm@example.org', ...p },
      { Accepte: true, RaisonsRefus: [], Commentaire: null, DateModeration: '2026-11-20T10:00:00Z' },
    ).text,
  'server/areas/orders/creditNoteMail.ts': (p) =>
    creditNoteMail({
      to: 'm@example.org',
      ...p,
      idCommande: 1,
      numeroCommande: 'C-1',
      totalTtcCentimes: 4900,
      avoir: { id: 3, numero: 'AV-1' },
      publicUrl: URL,
    }).text,
  'server/areas/orders/paymentConfirmationMail.ts': (p) =>
    paymentConfirmationMail({
      to: 'm@example.org',
      ...p,
      idCommande: 1,
      numeroCommande: 'C-1',
      lines: [{ libelle: 'Référencement', quantite: 1, montantTtcCentimes: 4900 }],
      totals: {
        montantProduitsTtcCentimes: 4900,
        montantReductionTtcCentimes: 0,
        codeReduction: null,
        totalHtCentimes: 4083,
        totalTvaCentimes: 817,
        totalTtcCentimes: 4900,
      },
      articles: [],
      facture: { id: 2, numero: 'F-1' },
      publicUrl: URL,
    }).text,
  'server/areas/subscriptions/subscriptionCancelledMail.ts': (p) =>
    subscriptionCancelledMail({
      to: 'm@example.org',
      ...p,
      idAbonnement: 1,
      libelle: 'Abonnement',
      numeroCommande: 'C-1',
      dateFin: '2027-01-31',
      dateResiliation: new Date('2026-11-28T09:00:00Z'),
      by: 'client',
      publicUrl: URL,
    }).text,
  'server/platform/identity/passwordChangedMail.ts': (p) =>
    passwordChangedMail({ to: 'm@example.org', ...p, when: new Date(), way: 'profil', publicUrl: URL }).text,
  'server/platform/identity/passwordReset/resetLinkMail.ts': (p) =>
    resetLinkMail({ to: 'm@example.org', ...p, token: 'tok', publicUrl: URL }).text,
  'domain/referencing/referencingMail.ts': (p) =>
    referencingMailOf({
      author: p,
      etat: 'referencee',
      titre: 'Les Marées',
      ean: '9782365120016',
      date: new Date(),
      messages: [],
      link: `${URL}/publication/7`,
    }).text,
};

/** The e-mails to a mailbox rather than a person (the support, the referencing provider): their text. */
const TO_A_MAILBOX: Record<string, () => string> = {
  'server/areas/contact/contactMail.ts': () => contactMail(CONTACT, 'Référencement', 'support@example.org', 9).text,
  'server/areas/publications/marqueMail.ts': () =>
    marqueMiseAJourMail('fournisseur@example.org', {
      id: 1,
      login: 'm@example.org',
      ean: '9782365120016',
      ancienne: MARQUE,
      nouvelle: MARQUE,
    }).text,
};

/** Every module that builds an e-mail: the `*Mail.ts` files of the server and the domain. */
function mailModules(): string[] {
  const root = join(import.meta.dirname, '../../..');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/Mail\.ts$/.test(name) && !/mailMessage\.ts$/i.test(name)) found.push(relative(root, path));
    }
  };
  walk(join(root, 'server'));
  walk(join(root, 'domain'));
  return found.sort();
}

describe('the greeting of every e-mail', () => {
  test('names the person by first and last name, with a plain « Bonjour, » when no name is known', () => {
    expect(mailGreeting(MARIE)).toBe('Bonjour Marie Dupont,');
    expect(mailGreeting({ prenom: '  Marie ', nom: ' de  La Tour ' })).toBe('Bonjour Marie de La Tour,');
    expect(mailGreeting({ prenom: 'Marie', nom: undefined })).toBe('Bonjour Marie,');
    expect(mailGreeting({ prenom: null, nom: '' })).toBe('Bonjour,');
    expect(mailGreeting()).toBe('Bonjour,');
  });

  test('every e-mail module is listed here, so that a new one cannot greet another way', () => {
    const listed = new Set([...Object.keys(TO_A_PERSON), ...Object.keys(TO_A_MAILBOX)]);
    expect(mailModules().filter((path) => !listed.has(path))).toEqual([]);
  });

  test.each(Object.entries(TO_A_PERSON))('%s begins with the person’s names', (_path, build) => {
    expect(build(MARIE).split('\n')[0]).toBe('Bonjour Marie Dupont,');
    expect(build({ prenom: 'Yann', nom: 'Le Goff' }).split('\n')[0]).toBe('Bonjour Yann Le Goff,');
  });

  test.each(Object.entries(TO_A_MAILBOX))('%s, to a mailbox, begins with the plain greeting', (_path, build) => {
    expect(build().split('\n')[0]).toBe('Bonjour,');
  });

  test('no e-mail module writes a greeting of its own', () => {
    const root = join(import.meta.dirname, '../../..');
    for (const path of mailModules()) {
      expect(readFileSync(join(root, path), 'utf8'), path).not.toMatch(/Bonjour/);
    }
  });

  test('an e-mail to someone whose name is unknown still greets', () => {
    const text = passwordChangedMail({
      to: 'staff@example.org',
      prenom: undefined,
      nom: undefined,
      when: new Date(),
      way: 'profil',
      publicUrl: URL,
    }).text;
    expect(text.split('\n')[0]).toBe('Bonjour,');
  });
});
