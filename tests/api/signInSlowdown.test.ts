import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { echecsConnexion } from '../../server/platform/db/schema.ts';
import { purgeSignInFailures } from '../../server/platform/identity/signInSlowdown.ts';
import {
  ACCOUNT_SIGN_IN_BUDGET,
  accountSlowdownMessage,
  SIGN_IN_SLOWDOWN,
  signInSlowdownMessage,
} from '../../domain/identity/signInSlowdown.ts';
import { describeForm } from './oidcBrowser.ts';
import { portalForTests, registerConfirmed, startAuthorization, type AuthorizationStart } from './identityHarness.ts';

const setup = portalForTests();
const PASSWORD = 'Essai#2026';
const ATTACKER = '10.41.0.1';
const OWNER = '10.41.0.2';

/** Submits the sign-in form of `start` as if sent from `remoteAddress`, with the browser's cookies. */
async function submitFrom(start: AuthorizationStart, remoteAddress: string, email: string, password: string) {
  const action = describeForm(start.loginPage).action;
  if (!action) throw new Error('sign-in page without a form');
  const url = new URL(action, setup.portal.baseUrl).href;
  return setup.portal.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { cookie: start.browser.jar.header(url), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
    remoteAddress,
  });
}

function alertOf(body: string): string | undefined {
  return describeForm(body).alert;
}

describe('ralentissement de la connexion par compte et par adresse', () => {
  test('après des échecs, cette adresse attend pour ce compte ; le titulaire se connecte d’ailleurs ; un succès efface', async () => {
    const { portal, ctx } = setup;
    const email = await registerConfirmed(portal, ctx.db, 'lente', PASSWORD);
    const start = await startAuthorization(portal);

    for (let failure = 1; failure < SIGN_IN_SLOWDOWN.failuresBeforeWait; failure += 1) {
      const refused = await submitFrom(start, ATTACKER, email, 'Mauvais#2026');
      expect(refused.statusCode).toBe(401);
      expect(alertOf(refused.body)).toBe('Adresse e-mail ou mot de passe incorrect.');
    }
    const last = await submitFrom(start, ATTACKER, email, 'Mauvais#2026');
    expect(last.statusCode).toBe(401);
    expect(alertOf(last.body)).toBe(signInSlowdownMessage(SIGN_IN_SLOWDOWN.firstWaitMs));

    // Even the right password waits, from that address, without being checked.
    const waiting = await submitFrom(start, ATTACKER, email, PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(alertOf(waiting.body)).toBe(
      'Trop d’échecs de connexion pour ce compte depuis votre adresse : veuillez réessayer dans 1 minute.',
    );

    // The owner, from another address, is not slowed.
    const owner = await submitFrom(start, OWNER, email, PASSWORD);
    expect(owner.statusCode, owner.body).toBe(303);

    // Once the wait is over (moved into the past rather than waited for), the right password passes and clears the pair.
    await ctx.db
      .update(echecsConnexion)
      .set({ bloqueJusquA: sql`now() - interval '1 second'` })
      .where(eq(echecsConnexion.login, email));
    const again = await startAuthorization(portal);
    const accepted = await submitFrom(again, ATTACKER, email, PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(303);
    expect(await ctx.db.select().from(echecsConnexion).where(eq(echecsConnexion.login, email))).toEqual([]);
  });

  test('l’attente double à chaque nouvel échec, sans dépasser le plafond', async () => {
    const { portal, ctx } = setup;
    const email = await registerConfirmed(portal, ctx.db, 'doublee', PASSWORD);
    const start = await startAuthorization(portal);
    const address = '10.41.0.3';
    for (let failure = 0; failure < SIGN_IN_SLOWDOWN.failuresBeforeWait; failure += 1) {
      await submitFrom(start, address, email, 'Mauvais#2026');
    }
    const endWait = () =>
      ctx.db
        .update(echecsConnexion)
        .set({ bloqueJusquA: sql`now() - interval '1 second'` })
        .where(eq(echecsConnexion.login, email));
    await endWait();
    const second = await submitFrom(start, address, email, 'Mauvais#2026');
    expect(alertOf(second.body)).toBe(signInSlowdownMessage(2 * SIGN_IN_SLOWDOWN.firstWaitMs));
    // Many failures later (counted in the table rather than typed), the wait stops at its cap.
    await ctx.db.update(echecsConnexion).set({ echecs: 40 }).where(eq(echecsConnexion.login, email));
    await endWait();
    const capped = await submitFrom(start, address, email, 'Mauvais#2026');
    expect(alertOf(capped.body)).toBe(signInSlowdownMessage(SIGN_IN_SLOWDOWN.maxWaitMs));
    const [row] = await ctx.db.select().from(echecsConnexion).where(eq(echecsConnexion.login, email));
    const waitMs = (row?.bloqueJusquA?.getTime() ?? 0) - Date.now();
    expect(waitMs).toBeGreaterThan(SIGN_IN_SLOWDOWN.maxWaitMs - 60_000);
    expect(waitMs).toBeLessThanOrEqual(SIGN_IN_SLOWDOWN.maxWaitMs);
  });

  test('des échecs venus de nombreuses adresses font attendre le compte, d’où qu’on essaie, sans en fermer la porte au titulaire', async () => {
    const { portal, ctx } = setup;
    const email = await registerConfirmed(portal, ctx.db, 'visee', PASSWORD);
    const start = await startAuthorization(portal);
    // Each address stays under its own allowance: only the account's budget adds up.
    const spread = (index: number) => `10.42.${Math.floor(index / 3)}.${index % 3}`;
    for (let failure = 0; failure < ACCOUNT_SIGN_IN_BUDGET.failuresBeforeWait - 1; failure += 1) {
      const refused = await submitFrom(start, spread(failure), email, 'Devine#2026');
      expect(refused.statusCode).toBe(401);
      expect(alertOf(refused.body)).toBe('Adresse e-mail ou mot de passe incorrect.');
    }
    const last = await submitFrom(start, spread(99), email, 'Devine#2026');
    expect(alertOf(last.body)).toBe(accountSlowdownMessage(ACCOUNT_SIGN_IN_BUDGET.firstWaitMs));

    // From an address never seen, even the owner's right password waits, and is told of « Mot de passe oublié ? ».
    const owner = await submitFrom(start, '10.43.0.1', email, PASSWORD);
    expect(owner.statusCode).toBe(429);
    expect(alertOf(owner.body)).toBe(
      'Ce compte a reçu trop de tentatives de connexion : veuillez réessayer dans 1 minute, ou choisir un nouveau mot de passe avec « Mot de passe oublié ? ».',
    );
    expect(owner.body).toContain('Mot de passe oublié ?');

    // A delay, not a lock: once it has passed (moved into the past here), the owner signs in and the count is forgotten.
    await ctx.db
      .update(echecsConnexion)
      .set({ bloqueJusquA: sql`now() - interval '1 second'` })
      .where(eq(echecsConnexion.login, email));
    const again = await startAuthorization(portal);
    const accepted = await submitFrom(again, '10.43.0.1', email, PASSWORD);
    expect(accepted.statusCode, accepted.body).toBe(303);
    const left = await ctx.db.select().from(echecsConnexion).where(eq(echecsConnexion.login, email));
    expect(left.map((row) => row.adresse)).not.toContain('*');
  });

  test('la purge oublie les couples sans échec depuis un jour, pas une attente en cours', async () => {
    const { ctx } = setup;
    const login = 'purge@essais.example.org';
    const now = new Date();
    const old = new Date(now.getTime() - SIGN_IN_SLOWDOWN.forgetAfterMs - 1000);
    await ctx.db.insert(echecsConnexion).values([
      { login, adresse: '10.41.1.1', echecs: 2, dateMaj: old },
      { login, adresse: '10.41.1.2', echecs: 2, dateMaj: now },
      { login, adresse: '10.41.1.3', echecs: 9, dateMaj: old, bloqueJusquA: new Date(now.getTime() + 60_000) },
    ]);
    await purgeSignInFailures(ctx.db, now);
    const left = await ctx.db.select().from(echecsConnexion).where(eq(echecsConnexion.login, login));
    expect(left.map((row) => row.adresse).sort()).toEqual(['10.41.1.2', '10.41.1.3']);
    await ctx.db.delete(echecsConnexion).where(eq(echecsConnexion.login, login));
  });
});
