import { describe, expect, test } from 'vitest';
import { Browser, decodeJwt, describeForm } from './oidcBrowser.ts';
import {
  apiCall,
  buildPortal,
  confirmationCodeFor,
  DEMO,
  newTestEmail,
  portalForTests,
  refresh,
  registrationValues,
  signIn,
  startAuthorization,
  submitSignIn,
  changePassword,
} from './identityHarness.ts';

const setup = portalForTests();

describe('configuration du navigateur et découverte', () => {
  test('/auth/config.json donne l’émetteur intégré, le client et les rôles', async () => {
    const response = await fetch(`${setup.portal.baseUrl}/auth/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      issuer: `${setup.portal.baseUrl}/oidc`,
      clientId: 'portail',
      roles: { frontOffice: 'frontoffice', backOffice: 'backoffice' },
    });
  });

  test('le document de découverte est servi sous /oidc, sur l’hôte du portail', async () => {
    const response = await fetch(`${setup.portal.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${setup.portal.baseUrl}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${setup.portal.baseUrl}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${setup.portal.baseUrl}/oidc/token`);
    expect(discovery.end_session_endpoint).toBe(`${setup.portal.baseUrl}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('la page de connexion', () => {
  test('est en français, ses champs ont leurs étiquettes, et elle renvoie vers l’inscription du portail', async () => {
    const { loginPage, loginPageUrl } = await startAuthorization(setup.portal);
    expect(new URL(loginPageUrl).origin).toBe(setup.portal.baseUrl);
    expect(new URL(loginPageUrl).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    expect(loginPage).toContain('<html lang="fr">');
    const form = describeForm(loginPage);
    expect(form.labels).toEqual([
      { for: 'email', text: 'Adresse e-mail' },
      { for: 'password', text: 'Mot de passe' },
    ]);
    expect(form.inputs).toEqual([
      { id: 'email', name: 'email', type: 'email' },
      { id: 'password', name: 'password', type: 'password' },
    ]);
    expect(form.buttons).toEqual(['Se connecter']);
    expect(loginPage).toContain(`<a href="${setup.portal.baseUrl}/login">Créer un compte</a>`);
    // No inline script or style: the stylesheet is a file of the setup.portal's origin.
    expect(loginPage).not.toMatch(/<script|<style|style="/);
    expect(form.stylesheets).toEqual(['/oidc/ui/connexion.css']);
  });

  test('porte la politique de sécurité du contenu, et sa feuille de style est servie', async () => {
    const start = await startAuthorization(setup.portal);
    const page = await start.browser.request(start.loginPageUrl);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const css = await fetch(`${setup.portal.baseUrl}/oidc/ui/connexion.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
  });

  test('un mauvais mot de passe affiche une erreur en français, l’adresse restant saisie', async () => {
    const start = await startAuthorization(setup.portal);
    const response = await submitSignIn(setup.portal, start, DEMO.auteur.email, 'Mauvais#2026');
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(describeForm(page).alert).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(page).toContain(`value="${DEMO.auteur.email}"`);
    expect(page).toContain('aria-describedby="erreur-connexion"');
  });

  test('une adresse inconnue reçoit la même erreur, sans dire si le compte existe', async () => {
    const start = await startAuthorization(setup.portal);
    const response = await submitSignIn(setup.portal, start, 'personne@example.org', 'Portail#2026');
    expect(response.status).toBe(401);
    expect(describeForm(await response.text()).alert).toBe('Adresse e-mail ou mot de passe incorrect.');
  });

  test('des champs vides sont signalés', async () => {
    const start = await startAuthorization(setup.portal);
    const response = await submitSignIn(setup.portal, start, '', '');
    expect(response.status).toBe(400);
    expect(describeForm(await response.text()).alert).toBe('Saisissez votre adresse e-mail et votre mot de passe.');
  });

  test('une interaction inconnue ou expirée répond par une page française', async () => {
    const response = await new Browser().request(`${setup.portal.baseUrl}/oidc/interaction/inconnue`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Cette demande de connexion a expiré ou n’existe pas.');
  });
});

describe('le parcours complet : code d’autorisation et PKCE', () => {
  test('les jetons ont la forme de ceux de Keycloak', async () => {
    const { tokens, browser } = await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password);
    // The provider's session cookie goes to the provider only, never to the API or the pages.
    expect(browser.jar.header(`${setup.portal.baseUrl}/oidc/auth`)).toMatch(/(^|; )_session=/);
    expect(browser.jar.header(`${setup.portal.baseUrl}/api/Compte/Compte_Get`)).not.toMatch(/_session=/);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token).toBeTruthy();
    const access = decodeJwt(tokens.access_token);
    expect(access.header.alg).toBe('RS256');
    expect(access.payload).toMatchObject({
      iss: `${setup.portal.baseUrl}/oidc`,
      aud: 'urn:portail:api',
      azp: 'portail',
      client_id: 'portail',
      preferred_username: 'auteur@example.org',
      given_name: 'Camille',
      realm_access: { roles: ['frontoffice'] },
      resource_access: { portail: { roles: ['frontoffice'] } },
    });
    expect(Number(access.payload.exp) - Number(access.payload.iat)).toBe(300);
    const id = decodeJwt(tokens.id_token);
    expect(id.payload).toMatchObject({
      aud: 'portail',
      preferred_username: 'auteur@example.org',
      given_name: 'Camille',
    });
  });

  test('un code ne sert qu’une fois, et jamais sans le vérificateur PKCE', async () => {
    const start = await startAuthorization(setup.portal);
    const posted = await submitSignIn(setup.portal, start, DEMO.auteur.email, DEMO.auteur.password);
    const { url } = await start.browser.follow(start.loginPageUrl, start.redirectUri, posted);
    const code = new URL(url).searchParams.get('code') ?? '';
    const exchange = (verifier: string) =>
      fetch(`${setup.portal.baseUrl}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: start.redirectUri,
          client_id: 'portail',
          code_verifier: verifier,
        }),
      });
    expect((await exchange('x'.repeat(43))).status).toBe(400);
    expect((await exchange(start.verifier)).status).toBe(200);
    expect((await exchange(start.verifier)).status).toBe(400);
  });

  test('l’API : 401 sans jeton, 403 sans le rôle, 200 avec', async () => {
    const auteur = (await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password)).tokens.access_token;
    const admin = (await signIn(setup.portal, DEMO.admin.email, DEMO.admin.password)).tokens.access_token;
    expect((await apiCall(setup.portal.baseUrl, '/BO/Gestion/Module_GetAll', {})).status).toBe(401);
    expect((await apiCall(setup.portal.baseUrl, '/BO/Gestion/Module_GetAll', {}, `${auteur}x`)).status).toBe(401);
    const forbidden = await apiCall(setup.portal.baseUrl, '/BO/Gestion/Module_GetAll', {}, auteur);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ Message: 'Accès refusé.' });
    expect((await apiCall(setup.portal.baseUrl, '/BO/Gestion/Module_GetAll', {}, admin)).status).toBe(200);
    // A front-office call refuses the back office's token, and the other way round.
    expect((await apiCall(setup.portal.baseUrl, '/Compte/Compte_Get', {}, admin)).status).toBe(403);
    const compte = await apiCall(setup.portal.baseUrl, '/Compte/Compte_Get', {}, auteur);
    expect(compte.status).toBe(200);
    expect(await compte.json()).toMatchObject({ Login: 'auteur@example.org', Prenom: 'Camille' });
    // Both roles read their own first name.
    for (const [token, login, prenom] of [
      [auteur, 'auteur@example.org', 'Camille'],
      [admin, 'admin@example.org', 'Dominique'],
    ] as const) {
      const personne = await apiCall(
        setup.portal.baseUrl,
        '/Authentification/Authentification_GetPersonneByLogin',
        { Login: login },
        token,
      );
      expect(await personne.json()).toEqual({ Login: login, Prenom: prenom });
    }
  });

  test('le jeton de rafraîchissement tourne : l’ancien ne sert plus', async () => {
    const { tokens } = await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password);
    const renewed = await refresh(setup.portal.baseUrl, tokens.refresh_token);
    expect(renewed.status).toBe(200);
    const next = (await renewed.json()) as { access_token: string; refresh_token: string; expires_in: number };
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.expires_in).toBe(300);
    expect(decodeJwt(next.access_token).payload).toMatchObject({
      preferred_username: 'auteur@example.org',
      aud: 'urn:portail:api',
    });
    expect((await apiCall(setup.portal.baseUrl, '/Compte/Compte_Get', {}, next.access_token)).status).toBe(200);

    const replayed = await refresh(setup.portal.baseUrl, tokens.refresh_token);
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as { error: string }).error).toBe('invalid_grant');
  });

  test('la déconnexion (RP-initiated logout) ferme la session et invalide le jeton de rafraîchissement', async () => {
    const { tokens, browser } = await signIn(setup.portal, DEMO.auteur.email, DEMO.auteur.password);
    const endSession = `${setup.portal.baseUrl}/oidc/session/end?${new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${setup.portal.baseUrl}/`,
      client_id: 'portail',
    })}`;
    const confirmPage = await browser.request(endSession);
    expect(confirmPage.status).toBe(200);
    const html = await confirmPage.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Se déconnecter');
    expect(html).toContain('<script src="/oidc/ui/deconnexion.js"></script>');
    expect(html).not.toMatch(/<script>|<style/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const done = await browser.request(new URL(action, setup.portal.baseUrl).href, { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${setup.portal.baseUrl}/`);

    expect((await refresh(setup.portal.baseUrl, tokens.refresh_token)).status).toBe(400);
    // The session is gone: the next authorisation asks for the password again.
    await startAuthorization(setup.portal, browser);
  });
});

describe('compte non confirmé et changement de mot de passe', () => {
  test('un compte ne se connecte qu’une fois confirmé, puis change son mot de passe', async () => {
    const email = newTestEmail('connexion');
    const created = await apiCall(
      setup.portal.baseUrl,
      '/Compte/Compte_LoginCreate',
      registrationValues(email, 'Essai#2026'),
    );
    expect(created.status).toBe(200);

    const before = await startAuthorization(setup.portal);
    const refused = await submitSignIn(setup.portal, before, email, 'Essai#2026');
    expect(refused.status).toBe(403);
    expect(describeForm(await refused.text()).alert).toBe(
      'Votre compte n’est pas encore confirmé : ouvrez le lien de confirmation reçu par e-mail, puis connectez-vous.',
    );
    // The wrong password still reads as wrong: « unconfirmed » is said only to the account's owner.
    const wrong = await submitSignIn(setup.portal, before, email, 'Autre#2026');
    expect(wrong.status).toBe(401);

    const code = await confirmationCodeFor(setup.ctx.db, email);
    expect((await apiCall(setup.portal.baseUrl, '/Compte/Compte_LoginConfirmation', { Code: code })).status).toBe(200);

    const { tokens } = await signIn(setup.portal, email, 'Essai#2026');
    expect(decodeJwt(tokens.access_token).payload).toMatchObject({ preferred_username: email, given_name: 'Alix' });

    const wrongOld = await changePassword(setup.portal, tokens.access_token, 'Pas#Le2Bon', 'Nouveau#2027');
    expect(wrongOld.status).toBe(400);
    expect(await wrongOld.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [{ Champ: '/AncienMotDePasse', Message: 'Mot de passe actuel incorrect' }],
    });
    const changed = await changePassword(setup.portal, tokens.access_token, 'Essai#2026', 'Nouveau#2027');
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ Message: 'Votre mot de passe a été modifié.' });

    const old = await startAuthorization(setup.portal);
    expect((await submitSignIn(setup.portal, old, email, 'Essai#2026')).status).toBe(401);
    await signIn(setup.portal, email, 'Nouveau#2027');
  });
});

describe('redémarrage', () => {
  test('clés, sessions et jetons survivent à un redémarrage sur la même base', async () => {
    const { tokens, browser } = await signIn(setup.portal, DEMO.admin.email, DEMO.admin.password);
    const port = new URL(setup.portal.baseUrl).port;
    await setup.portal.app.close();

    // The same setup.portal started again: a new process on the same database.
    const restarted = buildPortal(setup.ctx.db, setup.ctx.document, Number(port));
    try {
      await restarted.app.ready();
      const host = `127.0.0.1:${port}`;
      const modules = await restarted.app.inject({
        method: 'POST',
        url: '/api/BO/Gestion/Module_GetAll',
        headers: { host, authorization: `Bearer ${tokens.access_token}` },
        payload: { Application_Key: setup.ctx.config.applicationKey },
      });
      expect(modules.statusCode).toBe(200);

      const renewed = await restarted.app.inject({
        method: 'POST',
        url: '/oidc/token',
        headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token,
          client_id: 'portail',
        }).toString(),
      });
      expect(renewed.statusCode, renewed.body).toBe(200);

      // The browser's session cookie still signs it in: the authorisation goes straight back to the setup.portal.
      const authorize = await restarted.app.inject({
        method: 'GET',
        url: `/oidc/auth?${new URLSearchParams({
          client_id: 'portail',
          response_type: 'code',
          redirect_uri: `${restarted.baseUrl}/auth/callback`,
          scope: 'openid profile email',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
          prompt: 'none',
        })}`,
        headers: { host, cookie: browser.jar.header(`${restarted.baseUrl}/oidc/auth`) },
      });
      expect(authorize.statusCode).toBe(303);
      const location = new URL(String(authorize.headers.location), restarted.baseUrl);
      expect(location.pathname).toBe('/auth/callback');
      expect(location.searchParams.get('code')).toBeTruthy();
    } finally {
      await restarted.app.close();
    }
  });
});
