import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { mailOutbox, messagesContact } from '../../server/platform/db/schema.ts';
import { createResponseChecker } from './contractShape.ts';
import { call, resetMutableTables, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
let check: ReturnType<typeof createResponseChecker>;
beforeAll(async () => {
  ctx = await testContext();
  check = createResponseChecker(ctx.document);
});
beforeEach(async () => {
  await resetMutableTables(ctx.db);
});

const PATH = '/Gestion/Gestion_Contact';

/** The rate limit counts per address: each test writes from its own. */
let nextAddress = 10;
function freshAddress(): string {
  nextAddress += 1;
  return `127.0.1.${nextAddress}`;
}

const VALID = {
  IdSujetContact: 2,
  Nom: 'Durand',
  Prenom: 'Alix',
  Email: 'alix.durand@example.org',
  Telephone: '+33 2 99 00 00 00',
  Societe: 'Éditions du Levant',
  Message: 'Bonjour,\nje voudrais référencer mon premier roman.',
};

function sortByChamp(errors: { Champ: string; Message: string }[]) {
  return [...errors].sort((a, b) => a.Champ.localeCompare(b.Champ));
}

describe('Gestion_Contact', () => {
  test('un message valide est enregistré puis confié au courrier du support', async () => {
    const response = await call(ctx.app, PATH, { values: VALID, remoteAddress: freshAddress() });
    expect(response.statusCode, response.body).toBe(200);
    expect(check(PATH, 200, response.json())).toEqual([]);
    expect((response.json() as { Message: string }).Message).toMatch(/message a bien été envoyé/);

    const stored = await ctx.db.select().from(messagesContact);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      idSujetContact: 2,
      nom: 'Durand',
      prenom: 'Alix',
      email: 'alix.durand@example.org',
      telephone: '+33 2 99 00 00 00',
      societe: 'Éditions du Levant',
      message: VALID.Message,
    });

    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, ctx.config.supportEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.replyTo).toBe('alix.durand@example.org');
    expect(mails[0]?.sujet).toContain("Référencement d'une publication");
    expect(mails[0]?.texte).toContain('je voudrais référencer mon premier roman.');
    // Without SMTP_URL the outbox is the mailbox: nothing was handed to a relay.
    expect(mails[0]?.dateEnvoi).toBeNull();
  });

  test('l’expéditeur reçoit un accusé de réception à son nom, qui reprend son message et dit quand il aura sa réponse', async () => {
    const response = await call(ctx.app, PATH, { values: VALID, remoteAddress: freshAddress() });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { Message: string }).Message).toContain('Un accusé de réception vous a été adressé');

    const [message] = await ctx.db.select().from(messagesContact);
    const acknowledgements = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.destinataire, 'alix.durand@example.org'));
    expect(acknowledgements).toHaveLength(1);
    const [acknowledgement] = acknowledgements;
    expect(acknowledgement?.sujet).toBe(
      "Nous avons bien reçu votre message «\u00a0Référencement d'une publication\u00a0»",
    );
    const texte = acknowledgement?.texte ?? '';
    expect(texte.startsWith('Bonjour Alix Durand,\n')).toBe(true);
    expect(texte).toContain(`votre message n°\u00a0${message?.id}`);
    expect(texte).toContain('Notre équipe vous répondra sous deux jours ouvrés.');
    expect(texte).toContain("Sujet\u00a0: Référencement d'une publication");
    expect(texte).toContain(VALID.Message);

    // The developer reads it in the outbox page, as the sender would in their mailbox.
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain('alix.durand@example.org');
    expect(page.body).toContain('Bonjour Alix Durand,');
  });

  test('les champs facultatifs peuvent manquer', async () => {
    const { Telephone: _t, Societe: _s, ...required } = VALID;
    const response = await call(ctx.app, PATH, { values: required, remoteAddress: freshAddress() });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await ctx.db.select().from(messagesContact);
    expect(stored?.telephone).toBeNull();
    expect(stored?.societe).toBeNull();
  });

  test('un formulaire vide répond 400 avec « Champ obligatoire » pour chaque champ requis', async () => {
    const response = await call(ctx.app, PATH, { values: {}, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { Message: string; Errors: { Champ: string; Message: string }[] };
    expect(check(PATH, 400, body)).toEqual([]);
    expect(body.Message).toBe('Les données envoyées sont invalides.');
    expect(sortByChamp(body.Errors)).toEqual(
      sortByChamp(
        ['/IdSujetContact', '/Nom', '/Prenom', '/Email', '/Message'].map((Champ) => ({
          Champ,
          Message: 'Champ obligatoire',
        })),
      ),
    );
    expect(await ctx.db.select().from(messagesContact)).toHaveLength(0);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });

  test('des champs mal remplis répondent 400 avec les messages du contrat', async () => {
    const response = await call(ctx.app, PATH, {
      values: {
        IdSujetContact: 0,
        Nom: '   ',
        Prenom: '',
        Email: 'pas-une-adresse',
        Telephone: 'abc',
        Message: 'x'.repeat(4001),
      },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { Errors: { Champ: string; Message: string }[] };
    expect(sortByChamp(body.Errors)).toEqual(
      sortByChamp([
        { Champ: '/IdSujetContact', Message: 'Champ obligatoire' },
        { Champ: '/Nom', Message: 'Champ obligatoire' },
        { Champ: '/Prenom', Message: 'Champ obligatoire' },
        { Champ: '/Email', Message: 'Saisie incorrecte' },
        { Champ: '/Telephone', Message: 'Saisie incorrecte' },
        { Champ: '/Message', Message: 'Le message ne doit pas dépasser 4000 caractères' },
      ]),
    );
  });

  test('un sujet qui n’existe pas est refusé sans rien enregistrer', async () => {
    const response = await call(ctx.app, PATH, {
      values: { ...VALID, IdSujetContact: 999 },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { Errors: { Champ: string }[] }).Errors).toEqual([
      { Champ: '/IdSujetContact', Message: 'Saisie incorrecte' },
    ]);
    expect(await ctx.db.select().from(messagesContact)).toHaveLength(0);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(0);
  });

  test('au-delà de 5 messages par minute depuis la même adresse, la réponse est 429 en français', async () => {
    const remoteAddress = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await call(ctx.app, PATH, { values: VALID, remoteAddress });
      expect(response.statusCode).toBe(200);
    }
    const refused = await call(ctx.app, PATH, { values: VALID, remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(check(PATH, 429, refused.json())).toEqual([]);
    expect(refused.json()).toEqual({
      Message: 'Trop de demandes en peu de temps : veuillez réessayer dans une minute.',
    });
    expect(await ctx.db.select().from(messagesContact)).toHaveLength(5);

    const otherAddress = await call(ctx.app, PATH, { values: VALID, remoteAddress: freshAddress() });
    expect(otherAddress.statusCode).toBe(200);
  });
});
