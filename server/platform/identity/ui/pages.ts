import { EMAIL_LABEL } from '../../../../domain/identity/messages.ts';
import { PASSWORD_RESET_TEXTS } from '../../../../domain/identity/passwordReset.ts';
import { IDENTITY_PATHS } from '../../../../domain/identity/paths.ts';
import { PASSWORD_RESET_PATHS } from '../passwordResetPaths.ts';
import { escapeHtml, htmlDocument } from '../../ssr/htmlDocument.ts';

/**
 * The HTML pages the server renders itself: the embedded provider's sign-in and sign-out pages, its
 * errors, and the development outbox. No inline script or style: the Content-Security-Policy forbids
 * them, so the pages link the stylesheet served beside them.
 */
export const UI_PATH = '/oidc/ui';
export const STYLESHEET_PATH = `${UI_PATH}/connexion.css`;
export const SIGN_OUT_SCRIPT_PATH = `${UI_PATH}/deconnexion.js`;

const PORTAL_NAME = 'Portail de l’autoédition';

export interface PageOptions {
  title: string;
  publicUrl: string;
  /** The page's content, already escaped. */
  body: string;
  wide?: boolean;
  scripts?: string[];
}

export function renderPage(options: PageOptions): string {
  return htmlDocument({
    title: options.title,
    siteName: PORTAL_NAME,
    stylesheet: STYLESHEET_PATH,
    header: `<header class="entete"><a href="${escapeHtml(options.publicUrl)}/">${PORTAL_NAME}</a></header>`,
    mainClass: `carte${options.wide ? ' large' : ''}`,
    main: options.body,
    scripts: options.scripts,
  });
}

export const SIGN_IN_MESSAGES = {
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  unconfirmed:
    'Votre compte n’est pas encore confirmé : ouvrez le lien de confirmation reçu par e-mail, puis connectez-vous.',
  missingFields: 'Saisissez votre adresse e-mail et votre mot de passe.',
  tooManyAttempts: 'Trop de tentatives de connexion en peu de temps : veuillez réessayer dans une minute.',
  expired:
    'Cette demande de connexion a expiré ou n’existe pas. Retournez sur le portail pour vous connecter de nouveau.',
  unavailable: 'La connexion est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const;

export interface SignInPageOptions {
  publicUrl: string;
  /** Where the form posts to. */
  action: string;
  email: string;
  error?: string;
}

/** The sign-in form: labelled fields, the error announced and tied to the fields it concerns. */
export function renderSignInPage(options: SignInPageOptions): string {
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="erreur-connexion"' : '';
  const error = options.error
    ? `<div class="erreur" id="erreur-connexion" role="alert"><p>${escapeHtml(options.error)}</p></div>\n`
    : '';
  const focusEmail = options.email === '' ? ' autofocus' : '';
  const focusPassword = options.email === '' ? '' : ' autofocus';
  return renderPage({
    title: 'Connexion',
    publicUrl: options.publicUrl,
    body: `<h1>Connexion</h1>
<p class="intro">Connectez-vous avec l’adresse e-mail et le mot de passe de votre compte.</p>
${error}<form method="post" action="${escapeHtml(options.action)}" novalidate>
<div class="champ">
<label for="email">${EMAIL_LABEL}</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(options.email)}"${invalid}${focusEmail}>
</div>
<div class="champ">
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
</div>
<p class="oubli"><a href="${PASSWORD_RESET_PATHS.request}">${PASSWORD_RESET_TEXTS.link}</a></p>
<button type="submit">Se connecter</button>
</form>
<p class="inscription">Pas encore de compte ? <a href="${escapeHtml(options.publicUrl)}${IDENTITY_PATHS.login}">Créer un compte</a></p>`,
  });
}

export function renderMessagePage(options: {
  publicUrl: string;
  title: string;
  message: string;
  detail?: string;
}): string {
  const detail = options.detail ? `\n<p class="detail">${escapeHtml(options.detail)}</p>` : '';
  return renderPage({
    title: options.title,
    publicUrl: options.publicUrl,
    body: `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>${detail}
<p><a href="${escapeHtml(options.publicUrl)}/">Retour au portail</a></p>`,
  });
}

/**
 * The sign-out confirmation. `form` is the provider's hidden form (its anti-forgery field); the
 * buttons submit it. When the portal proved the request with its ID token, a script presses the
 * button so that signing out takes one click, as with Keycloak.
 */
export function renderSignOutPage(options: { publicUrl: string; form: string; confirmAutomatically: boolean }): string {
  return renderPage({
    title: 'Déconnexion',
    publicUrl: options.publicUrl,
    body: `<h1>Déconnexion</h1>
<p class="intro">Voulez-vous vous déconnecter du ${PORTAL_NAME} ?</p>
${options.form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" id="bouton-deconnexion">Se déconnecter</button>
<button type="submit" form="op.logoutForm" class="secondaire">Rester connecté</button>`,
    scripts: options.confirmAutomatically ? [SIGN_OUT_SCRIPT_PATH] : [],
  });
}
