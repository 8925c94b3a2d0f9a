import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { comptes, mailOutbox } from '../../server/platform/db/schema.ts';
import { ACCESS_TOKEN_TTL } from '../../server/platform/identity/embeddedProvider.ts';
import { decodeJwt } from './oidcBrowser.ts';
import {
  apiCall,
  DEMO,
  portalForTests,
  refresh,
  registerConfirmed,
  signIn,
  startAuthorization,
  changePassword,
} from './identityHarness.ts';

const setup = portalForTests();
const confirmedAccount = (password: string) => registerConfirmed(setup.portal, setup.ctx.db, 'sessions', password);

async function refusedRefresh(refreshToken: string): Promise<void> {
  const response = await refresh(setup.portal.baseUrl, refreshToken);
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBe('invalid_grant');
}

describe('un changement de mot de passe ferme les sessions du compte', () => {
  test('les jetons d’accès vivent cinq minutes', async () => {
    expect(ACCESS_TOKEN_TTL).toBe(5 * 60);
    const { tokens } = await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password);
    expect(tokens.expires_in).toBe(ACCESS_TOKEN_TTL);
    const { payload } = decodeJwt(tokens.access_token);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(ACCESS_TOKEN_TTL);
  });

  test('aucun jeton de rafraîchissement ni session du compte ne survit ; ceux des autres comptes restent', async () => {
    const email = await confirmedAccount('Essai#2026');
    const first = await signIn(setup.portal, email, 'Essai#2026');
    const second = await signIn(setup.portal, email, 'Essai#2026');
    const other = await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password);

    const changed = await changePassword(setup.portal, first.tokens.access_token, 'Essai#2026', 'Nouveau#2027');
    expect(changed.status).toBe(200);

    // The session that changed the password ends too: its owner signs in again with the new one.
    await refusedRefresh(first.tokens.refresh_token);
    await refusedRefresh(second.tokens.refresh_token);
    // Neither browser's provider session lets it in without the password any more.
    await startAuthorization(setup.portal, first.browser);
    await startAuthorization(setup.portal, second.browser);

    expect((await refresh(setup.portal.baseUrl, other.tokens.refresh_token)).status).toBe(200);
    const renewed = await signIn(setup.portal, email, 'Nouveau#2027');
    expect((await refresh(setup.portal.baseUrl, renewed.tokens.refresh_token)).status).toBe(200);
  });

  test('un mauvais mot de passe actuel ne ferme aucune session', async () => {
    const email = await confirmedAccount('Essai#2026');
    const { tokens } = await signIn(setup.portal, email, 'Essai#2026');
    const refused = await changePassword(setup.portal, tokens.access_token, 'Pas#Le2Bon', 'Nouveau#2027');
    expect(refused.status).toBe(400);
    expect((await refresh(setup.portal.baseUrl, tokens.refresh_token)).status).toBe(200);
  });
});

describe('un changement de mot de passe est confirmé par e-mail', () => {
  const mailsTo = (to: string) =>
    setup.ctx.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.destinataire, to), eq(mailOutbox.sujet, 'Votre mot de passe a été modifié')));

  test('quand, comment, et quoi faire si ce n’est pas soi ; un refus n’envoie rien', async () => {
    const email = await confirmedAccount('Essai#2026');
    const { tokens } = await signIn(setup.portal, email, 'Essai#2026');
    const refused = await changePassword(setup.portal, tokens.access_token, 'Pas#Le2Bon', 'Nouveau#2027');
    expect(refused.status).toBe(400);
    expect(await mailsTo(email)).toEqual([]);

    const changed = await changePassword(setup.portal, tokens.access_token, 'Essai#2026', 'Nouveau#2027');
    expect(changed.status).toBe(200);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail?.texte).toContain('Bonjour Alix Durand,');
    expect(mail?.texte).toMatch(
      new RegExp(
        `Le mot de passe de votre compte ${email} .* a été modifié le \\d{2}/\\d{2}/\\d{4} à \\d{2}:\\d{2} \\(heure de Paris\\)`,
      ),
    );
    expect(mail?.texte).toContain('depuis la page « Changer mon mot de passe » de votre profil');
    expect(mail?.texte).toContain('Toutes les sessions ouvertes sur votre compte ont été fermées');
    expect(mail?.texte).toContain('Si vous n’êtes pas à l’origine de cette modification');
    expect(mail?.texte).toContain('« Mot de passe oublié ? »');
  });
});

describe('une suppression de compte par le back office ferme ses sessions', () => {
  test('le jeton de rafraîchissement du compte supprimé est refusé', async () => {
    const email = await confirmedAccount('Essai#2026');
    const { tokens } = await signIn(setup.portal, email, 'Essai#2026');
    const [row] = await setup.ctx.db.select({ id: comptes.id }).from(comptes).where(eq(comptes.login, email));
    const admin = await signIn(setup.portal, DEMO.admin.email, DEMO.admin.password);
    const deleted = await apiCall(
      setup.portal.baseUrl,
      '/BO/Compte/Compte_Delete',
      { Id: row?.id },
      admin.tokens.access_token,
    );
    expect(deleted.status).toBe(200);
    await refusedRefresh(tokens.refresh_token);
  });
});
