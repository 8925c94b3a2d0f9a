import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../server/platform/db/schema.ts';
import { createMailer } from '../../server/platform/mail/mailer.ts';
import { laidOutMail } from '../../server/platform/mail/mailMessage.ts';
import { resetMutableTables, testContext, type TestContext } from './testApp.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});
beforeEach(async () => {
  await resetMutableTables(ctx.db);
});

const MESSAGE = { to: 'support@example.org', subject: 'Objet\r\nBcc: intrus@example.org', text: 'Corps du message' };

describe('courrier sortant', () => {
  test('sans relais, le message reste dans la boîte d’envoi', async () => {
    const mailer = createMailer({ db: ctx.db, from: 'portail@example.org', seller: ctx.config.seller });
    const id = await mailer.queue(ctx.db, MESSAGE);
    await mailer.deliver(id);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.dateEnvoi).toBeNull();
    // A subject stays on one line whatever was typed: no header can be injected through it.
    expect(row?.sujet).toBe('Objet Bcc: intrus@example.org');
  });

  test('avec un relais, le message est transmis et la date d’envoi notée', async () => {
    const sent: unknown[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const mailer = createMailer({ db: ctx.db, from: 'portail@example.org', seller: ctx.config.seller, transport });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: SendMailOptions) => {
      sent.push(mail);
      return original(mail);
    }) as typeof transport.sendMail;
    const id = await mailer.queue(ctx.db, MESSAGE);
    await mailer.deliver(id);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.dateEnvoi).toBeInstanceOf(Date);
    expect(row?.erreurEnvoi).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'support@example.org',
      from: 'portail@example.org',
      text: laidOutMail(MESSAGE, ctx.config.seller).text,
    });
  });

  test('chaque e-mail finit par l’identité du vendeur : société, siège, immatriculation, contact et médiateur', async () => {
    const seller = ctx.config.seller;
    const mailer = createMailer({ db: ctx.db, from: 'portail@example.org', seller });
    const id = await mailer.queue(ctx.db, MESSAGE);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const [body, footer] = row!.texte.split('\n-- \n');
    expect(body).toBe('Corps du message\n');
    expect(footer!.split('\n')).toEqual([
      'Portail de l’autoédition',
      `${seller.RaisonSociale}, ${seller.FormeJuridique} au capital de ${seller.Capital}`,
      `${seller.Adresse}, ${seller.CodePostal} ${seller.Ville}`,
      `${seller.Rcs} – SIREN ${seller.Siren} – TVA ${seller.NumeroTva}`,
      `Contact : ${seller.Email} – ${seller.Telephone}`,
      `Médiateur de la consommation : ${seller.Mediateur.Nom}, ${seller.Mediateur.Adresse}, ${seller.Mediateur.SiteWeb}`,
    ]);
  });

  test('un échec du relais est noté sur la ligne, sans faire échouer l’appel', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    transport.sendMail = (async () => {
      throw new Error('relais injoignable');
    }) as typeof transport.sendMail;
    const errors: unknown[] = [];
    const mailer = createMailer({
      db: ctx.db,
      from: 'portail@example.org',
      seller: ctx.config.seller,
      transport,
      onDeliveryError: (e) => errors.push(e),
    });
    const id = await mailer.queue(ctx.db, MESSAGE);
    await mailer.deliver(id);
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.dateEnvoi).toBeNull();
    expect(row?.erreurEnvoi).toBe('relais injoignable');
    expect(errors).toHaveLength(1);
  });
});
