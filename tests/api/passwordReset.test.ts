import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { PASSWORD_RESET, PASSWORD_RESET_TEXTS } from '../../domain/identity/passwordReset.ts';
import { buildApp } from '../../server/compose/app.ts';
import {
  comptes,
  compteursLimites,
  echecsConnexion,
  mailOutbox,
  reinitialisationsMotDePasse,
} from '../../server/platform/db/schema.ts';
import { PASSWORD_RESET_PATHS } from '../../server/platform/identity/passwordResetPaths.ts';
import { purgeResetLinks } from '../../server/platform/identity/passwordReset/resetLinks.ts';
import { describeForm } from './oidcBrowser.ts';
import {
  apiCall,
  DEMO,
  newTestEmail,
  portalForTests,
  refresh,
  registerConfirmed,
  registrationValues,
  signIn,
  startAuthorization,
  submitSignIn,
} from './identityHarness.ts';

const setup = portalForTests();
// Each test registers and confirms its own accounts from the test's address: more in a minute than one address may.
beforeEach(async () => {
  await setup.ctx.db.delete(compteursLimites).where(like(compteursLimites.cle, '%/api/Compte/%'));
});
const PASSWORD = 'Essai#2026';
const NEW_PASSWORD = 'Nouveau#2027';

let nextAddress = 0;
/** Each request comes from its own source address unless told, so that the per-source limit stays out of the way. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.52.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function postForm(path: string, form: Record<string, string>, remoteAddress = freshAddress()) {
  return setup.portal.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress,
  });
}

const requestReset = (email: string, remoteAddress?: string) =>
  postForm(PASSWORD_RESET_PATHS.request, { email }, remoteAddress);

const openLink = (token: string) =>
  setup.portal.app.inject({ method: 'GET', url: `${PASSWORD_RESET_PATHS.newPassword}/${token}` });

const submitNewPassword = (token: string, password: string, confirmation = password) =>
  postForm(PASSWORD_RESET_PATHS.newPassword, { jeton: token, NouveauMotDePasse: password, Confirmation: confirmation });

async function mailsTo(to: string) {
  return setup.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.destinataire, to)).orderBy(desc(mailOutbox.id));
}

/** The token of the latest « Mot de passe oublié ? » e-mail sent to `to`. */
async function latestResetToken(to: string): Promise<string> {
  const link = new RegExp(`${PASSWORD_RESET_PATHS.newPassword}/([A-Za-z0-9_.-]+)`);
  for (const mail of await mailsTo(to)) {
    const token = link.exec(mail.texte)?.[1];
    if (token) return token;
  }
  throw new Error(`no reset e-mail for ${to}`);
}

/** The text of the page's status or alert box. */
function announced(html: string): string | undefined {
  return /role="(?:status|alert)"><p>([^<]+)<\/p>/.exec(html)?.[1];
}

async function confirmedAccount(prefix: string): Promise<string> {
  return registerConfirmed(setup.portal, setup.ctx.db, prefix, PASSWORD);
}

describe('« Mot de passe oublié ? » sur la page de connexion', () => {
  test('la page de connexion mène au formulaire de demande, qui demande l’adresse e-mail', async () => {
    const start = await startAuthorization(setup.portal);
    expect(start.loginPage).toContain(`<a href="${PASSWORD_RESET_PATHS.request}">Mot de passe oublié ?</a>`);
    const page = await setup.portal.app.inject({ method: 'GET', url: PASSWORD_RESET_PATHS.request });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const form = describeForm(page.body);
    expect(form.labels).toEqual([{ for: 'email', text: 'Adresse e-mail' }]);
    expect(form.inputs).toEqual([{ id: 'email', name: 'email', type: 'email' }]);
    expect(form.action).toBe(PASSWORD_RESET_PATHS.request);
    expect(form.buttons).toEqual(['Recevoir le lien']);
  });

  test('une adresse connue, inconnue ou non confirmée reçoit la même réponse ; seule la connue reçoit un e-mail', async () => {
    const known = await confirmedAccount('oubli-connu');
    const unknown = newTestEmail('oubli-inconnu');
    const unconfirmed = newTestEmail('oubli-non-confirme');
    const created = await apiCall(setup.portal.baseUrl, '/Compte/Compte_LoginCreate', registrationValues(unconfirmed));
    expect(created.status).toBe(200);
    const unconfirmedMailsBefore = (await mailsTo(unconfirmed)).length;

    const answers = [];
    for (const email of [known, unknown, unconfirmed]) {
      const started = Date.now();
      const answer = await requestReset(email.toUpperCase());
      answers.push({ status: answer.statusCode, body: answer.body, elapsed: Date.now() - started });
    }
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
      expect(answer.elapsed).toBeGreaterThanOrEqual(PASSWORD_RESET.minimumAnswerMs - 5);
    }
    expect(announced(answers[0]?.body ?? '')).toBe(PASSWORD_RESET_TEXTS.requestSent);

    const [mail] = await mailsTo(known);
    expect(mail?.sujet).toBe('Choisissez un nouveau mot de passe pour le Portail de l’autoédition');
    expect(mail?.texte).toContain('ouvrez ce lien dans les 30 minutes');
    expect(mail?.texte).toContain(`${setup.portal.baseUrl}${PASSWORD_RESET_PATHS.newPassword}/`);
    expect(await mailsTo(unknown)).toEqual([]);
    expect((await mailsTo(unconfirmed)).length).toBe(unconfirmedMailsBefore);

    // Only a digest of the secret is kept.
    const token = await latestResetToken(known);
    const [stored] = await setup.ctx.db
      .select()
      .from(reinitialisationsMotDePasse)
      .where(eq(reinitialisationsMotDePasse.selecteur, token.split('.')[0] ?? ''));
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[1]);
  });

  test('un corps que le formulaire n’envoie pas est refusé en français, sans rien envoyer', async () => {
    const email = await confirmedAccount('oubli-corps');
    const refused = await setup.portal.app.inject({
      method: 'POST',
      url: PASSWORD_RESET_PATHS.request,
      headers: { 'content-type': 'application/octet-stream' },
      payload: `email=${email}`,
      remoteAddress: freshAddress(),
    });
    expect(refused.statusCode).toBe(415);
    expect(describeForm(refused.body).alert).toBe(PASSWORD_RESET_TEXTS.unreadable);
    expect(await mailsTo(email)).toHaveLength(1); // the confirmation of the registration only
  });

  test('une adresse vide est signalée sur le champ', async () => {
    const answer = await requestReset('  ');
    expect(answer.statusCode).toBe(400);
    expect(describeForm(answer.body).alert).toBe(PASSWORD_RESET_TEXTS.emailMissing);
    expect(answer.body).toContain('aria-describedby="erreur-demande"');
  });
});

describe('le lien envoyé par e-mail', () => {
  test('ouvre le formulaire du nouveau mot de passe, sert une fois, puis la connexion se fait avec le nouveau', async () => {
    const email = await confirmedAccount('oubli-lien');
    await requestReset(email);
    const token = await latestResetToken(email);

    const page = await openLink(token);
    expect(page.statusCode).toBe(200);
    const form = describeForm(page.body);
    expect(form.labels).toEqual([
      { for: 'nouveau-mot-de-passe', text: 'Nouveau mot de passe' },
      { for: 'confirmation', text: 'Confirmation du nouveau mot de passe' },
    ]);
    expect(form.action).toBe(PASSWORD_RESET_PATHS.newPassword);
    expect(page.body).toContain('au moins 8 caractères');

    const done = await submitNewPassword(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(announced(done.body)).toBe(PASSWORD_RESET_TEXTS.done);
    expect(done.body).toContain(`<a href="${setup.portal.baseUrl}/login">Se connecter</a>`);

    const again = await submitNewPassword(token, 'Encore#2028');
    expect(again.statusCode).toBe(410);
    expect(announced(again.body)).toBe('Ce lien de réinitialisation a déjà servi : il ne fonctionne qu’une fois.');
    expect(again.body).toContain(`<a href="${PASSWORD_RESET_PATHS.request}">Demander un nouveau lien</a>`);
    expect((await openLink(token)).statusCode).toBe(410);

    const oldPassword = await submitSignIn(setup.portal, await startAuthorization(setup.portal), email, PASSWORD);
    expect(oldPassword.status).toBe(401);
    await signIn(setup.portal, email, NEW_PASSWORD);
  });

  test('un lien inconnu, ou dont le secret est faux, ne mène à rien', async () => {
    const email = await confirmedAccount('oubli-faux');
    await requestReset(email);
    const [selecteur] = (await latestResetToken(email)).split('.');
    for (const token of ['nimportequoi', `${selecteur}.${'A'.repeat(43)}`]) {
      const page = await openLink(token);
      expect(page.statusCode).toBe(404);
      expect(announced(page.body)).toBe(PASSWORD_RESET_TEXTS.linkRefused.unknown);
      expect((await submitNewPassword(token, NEW_PASSWORD)).statusCode).toBe(404);
    }
    await signIn(setup.portal, email, PASSWORD);
  });

  test('vaut 30 minutes', async () => {
    const email = await confirmedAccount('oubli-expire');
    await requestReset(email);
    const token = await latestResetToken(email);
    const selecteur = token.split('.')[0] ?? '';
    const [row] = await setup.ctx.db
      .select()
      .from(reinitialisationsMotDePasse)
      .where(eq(reinitialisationsMotDePasse.selecteur, selecteur));
    expect((row?.dateExpiration.getTime() ?? 0) - (row?.dateCreation.getTime() ?? 0)).toBe(30 * 60_000);

    const ageBy = (minutes: number) =>
      setup.ctx.db
        .update(reinitialisationsMotDePasse)
        .set({
          dateCreation: sql`${reinitialisationsMotDePasse.dateCreation} - make_interval(mins => ${minutes})`,
          dateExpiration: sql`${reinitialisationsMotDePasse.dateExpiration} - make_interval(mins => ${minutes})`,
        })
        .where(eq(reinitialisationsMotDePasse.selecteur, selecteur));
    await ageBy(29);
    expect((await openLink(token)).statusCode).toBe(200);
    await ageBy(1);
    const expired = await openLink(token);
    expect(expired.statusCode).toBe(410);
    expect(announced(expired.body)).toBe('Ce lien de réinitialisation a expiré : il n’est valable que 30 minutes.');
    expect((await submitNewPassword(token, NEW_PASSWORD)).statusCode).toBe(410);
    await signIn(setup.portal, email, PASSWORD);
  });

  test('un lien plus ancien ne vaut plus quand un nouveau a été demandé', async () => {
    const email = await confirmedAccount('oubli-ancien');
    await requestReset(email);
    const older = await latestResetToken(email);
    await requestReset(email);
    const newer = await latestResetToken(email);
    expect(newer).not.toBe(older);

    const refused = await submitNewPassword(older, NEW_PASSWORD);
    expect(refused.statusCode).toBe(410);
    expect(announced(refused.body)).toBe(PASSWORD_RESET_TEXTS.linkRefused.replaced);
    expect((await submitNewPassword(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('le nouveau mot de passe suit les règles de l’inscription ; un refus garde le lien valable', async () => {
    const email = await confirmedAccount('oubli-regles');
    await requestReset(email);
    const token = await latestResetToken(email);

    const short = await submitNewPassword(token, 'Co#1');
    expect(short.statusCode).toBe(400);
    expect(describeForm(short.body).alert).toBe(PASSWORD_RESET_TEXTS.formInvalid);
    expect(short.body).toContain('Le mot de passe doit contenir au moins 8 caractères');
    expect(short.body).toContain('aria-invalid="true" aria-describedby="nouveau-mot-de-passe-erreur');

    const percent = await submitNewPassword(token, 'Essai%#2027');
    expect(percent.body).toContain('Le caractère % n&#39;est pas autorisé dans le mot de passe');

    const mismatch = await submitNewPassword(token, NEW_PASSWORD, 'Autre#2027');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain(
      '<p class="erreur-champ" id="confirmation-erreur">Les mots de passe ne correspondent pas</p>',
    );

    expect((await submitNewPassword(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('après la réinitialisation', () => {
  test('aucune session ni jeton de rafraîchissement du compte ne survit ; ceux des autres comptes restent', async () => {
    const email = await confirmedAccount('oubli-sessions');
    const before = await signIn(setup.portal, email, PASSWORD);
    const other = await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password);

    await requestReset(email);
    expect((await submitNewPassword(await latestResetToken(email), NEW_PASSWORD)).statusCode).toBe(200);

    const refused = await refresh(setup.portal.baseUrl, before.tokens.refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');
    // The browser's provider session does not let it in without the new password either.
    await startAuthorization(setup.portal, before.browser);
    expect((await refresh(setup.portal.baseUrl, other.tokens.refresh_token)).status).toBe(200);
  });

  test('les échecs de connexion du compte sont oubliés, et un e-mail dit quand le mot de passe a changé', async () => {
    const email = await confirmedAccount('oubli-echecs');
    await setup.ctx.db.insert(echecsConnexion).values({
      login: email,
      adresse: '10.53.0.1',
      echecs: 6,
      bloqueJusquA: new Date(Date.now() + 60_000),
    });
    await requestReset(email);
    expect((await submitNewPassword(await latestResetToken(email), NEW_PASSWORD)).statusCode).toBe(200);
    expect(await setup.ctx.db.select().from(echecsConnexion).where(eq(echecsConnexion.login, email))).toEqual([]);

    const [mail] = await mailsTo(email);
    expect(mail?.sujet).toBe('Votre mot de passe a été modifié');
    expect(mail?.texte).toContain('Bonjour Alix Durand,');
    expect(mail?.texte).toMatch(/a été modifié le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    expect(mail?.texte).toContain('avec le lien « Mot de passe oublié ? »');
    expect(mail?.texte).toContain('Si vous n’êtes pas à l’origine de cette modification');
  });
});

describe('les liens anciens', () => {
  test('sont oubliés un jour après leur expiration ; les autres restent', async () => {
    const email = await confirmedAccount('oubli-purge');
    await requestReset(email);
    const older = (await latestResetToken(email)).split('.')[0] ?? '';
    await requestReset(email);
    const newer = (await latestResetToken(email)).split('.')[0] ?? '';
    await setup.ctx.db
      .update(reinitialisationsMotDePasse)
      .set({ dateExpiration: new Date(Date.now() - PASSWORD_RESET.forgetAfterMs - 60_000) })
      .where(eq(reinitialisationsMotDePasse.selecteur, older));
    await purgeResetLinks(setup.ctx.db);
    const left = await setup.ctx.db
      .select({ selecteur: reinitialisationsMotDePasse.selecteur })
      .from(reinitialisationsMotDePasse)
      .where(inArray(reinitialisationsMotDePasse.selecteur, [older, newer]));
    expect(left).toEqual([{ selecteur: newer }]);
  });
});

describe('le journal des requêtes', () => {
  test('garde le chemin du lien, jamais son secret', async () => {
    const email = await confirmedAccount('oubli-journal');
    await requestReset(email);
    const token = await latestResetToken(email);
    const lines: string[] = [];
    const app = buildApp({
      config: setup.portal.config,
      db: setup.ctx.db,
      document: setup.ctx.document,
      // A successful answer is logged at debug level.
      logger: { level: 'debug', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const page = await app.inject({ method: 'GET', url: `${PASSWORD_RESET_PATHS.newPassword}/${token}` });
      expect(page.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual([`${PASSWORD_RESET_PATHS.newPassword}/…`]);
    expect(lines.join('\n')).not.toContain(token.split('.')[1]);
  });
});

describe('limites des demandes', () => {
  test('par adresse e-mail, connue ou non, d’où qu’elles viennent : 429 en français, sans e-mail de plus', async () => {
    const known = await confirmedAccount('oubli-limite');
    const unknown = newTestEmail('oubli-limite-inconnu');
    for (const email of [known, unknown]) {
      for (let request = 1; request <= PASSWORD_RESET.perEmail.max; request += 1) {
        expect((await requestReset(email)).statusCode).toBe(200);
      }
      const limited = await requestReset(email);
      expect(limited.statusCode).toBe(429);
      expect(announced(limited.body)).toBe(PASSWORD_RESET_TEXTS.tooManyRequests);
    }
    expect(await mailsTo(known)).toHaveLength(PASSWORD_RESET.perEmail.max + 1); // with the confirmation e-mail
  });

  test('par adresse d’origine, quelles que soient les adresses e-mail demandées', async () => {
    const source = freshAddress();
    for (let request = 1; request <= PASSWORD_RESET.perSource.max; request += 1) {
      expect((await requestReset(newTestEmail('oubli-source'), source)).statusCode).toBe(200);
    }
    const limited = await requestReset(newTestEmail('oubli-source'), source);
    expect(limited.statusCode).toBe(429);
    expect(announced(limited.body)).toBe(PASSWORD_RESET_TEXTS.tooManyRequests);
    expect(
      await setup.ctx.db.select({ id: comptes.id }).from(comptes).where(like(comptes.login, 'oubli-source-%')),
    ).toEqual([]);
    expect(
      await setup.ctx.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(like(mailOutbox.destinataire, 'oubli-source-%'))),
    ).toEqual([]);
  });
});
