import { EMAIL_LABEL } from '../../../../domain/identity/messages.ts';
import { PASSWORD_HINT } from '../../../../domain/identity/password.ts';
import { PASSWORD_RESET_TEXTS, type ResetLinkRefusal } from '../../../../domain/identity/passwordReset.ts';
import { IDENTITY_PATHS } from '../../../../domain/identity/paths.ts';
import { PASSWORD_RESET_PATHS } from '../passwordResetPaths.ts';
import { renderPage } from './pages.ts';
import { escapeHtml } from '../../ssr/htmlDocument.ts';

const TEXTS = PASSWORD_RESET_TEXTS;

function errorBox(id: string, message: string): string {
  return `<div class="erreur" id="${id}" role="alert"><p>${escapeHtml(message)}</p></div>\n`;
}

function signInLink(publicUrl: string, text: string): string {
  return `<a href="${escapeHtml(publicUrl)}${IDENTITY_PATHS.login}">${escapeHtml(text)}</a>`;
}

/** The form that asks for the account's e-mail address. */
export function renderResetRequestPage(options: { publicUrl: string; email: string; error?: string }): string {
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="erreur-demande"' : '';
  return renderPage({
    title: TEXTS.requestTitle,
    publicUrl: options.publicUrl,
    body: `<h1>${TEXTS.requestTitle}</h1>
<p class="intro">${escapeHtml(TEXTS.requestIntro)}</p>
${options.error ? errorBox('erreur-demande', options.error) : ''}<form method="post" action="${PASSWORD_RESET_PATHS.request}" novalidate>
<div class="champ">
<label for="email">${EMAIL_LABEL}</label>
<input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(options.email)}"${invalid} autofocus>
</div>
<button type="submit">${TEXTS.requestButton}</button>
</form>
<p class="inscription">${signInLink(options.publicUrl, TEXTS.backToSignIn)}</p>`,
  });
}

/** The answer to every request, whatever the address: the same words, an e-mail sent or not. */
export function renderResetRequestedPage(publicUrl: string): string {
  return renderPage({
    title: TEXTS.requestTitle,
    publicUrl,
    body: `<h1>${TEXTS.requestTitle}</h1>
<div class="notice" role="status"><p>${escapeHtml(TEXTS.requestSent)}</p></div>
<p class="inscription">${signInLink(publicUrl, TEXTS.backToSignIn)}</p>`,
  });
}

/** The refusals of the new password, by field of the form (`NouveauMotDePasse`, `Confirmation`). */
export interface NewPasswordErrors {
  NouveauMotDePasse?: string;
  Confirmation?: string;
}

function passwordField(options: {
  id: string;
  name: keyof NewPasswordErrors;
  label: string;
  error: string | undefined;
  describedBy: string[];
  autofocus: boolean;
}): string {
  const errorId = `${options.id}-erreur`;
  const describedBy = [...(options.error ? [errorId] : []), ...options.describedBy];
  const described = describedBy.length > 0 ? ` aria-describedby="${describedBy.join(' ')}"` : '';
  const invalid = options.error ? ' aria-invalid="true"' : '';
  const error = options.error ? `\n<p class="erreur-champ" id="${errorId}">${escapeHtml(options.error)}</p>` : '';
  return `<div class="champ">
<label for="${options.id}">${escapeHtml(options.label)}</label>
<input id="${options.id}" name="${options.name}" type="password" autocomplete="new-password" required maxlength="128"${invalid}${described}${options.autofocus ? ' autofocus' : ''}>${error}
</div>`;
}

/** The form of the new password, under the same rules as registration and the profile's change. */
export function renderNewPasswordPage(options: {
  publicUrl: string;
  token: string;
  errors?: NewPasswordErrors;
}): string {
  const errors = options.errors ?? {};
  const hasErrors = errors.NouveauMotDePasse !== undefined || errors.Confirmation !== undefined;
  const hint = `<div class="indice" id="indice-mot-de-passe">
<p>${escapeHtml(PASSWORD_HINT.title)}</p>
<ul>
${PASSWORD_HINT.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}
</ul>
<p>${escapeHtml(PASSWORD_HINT.excluded)}</p>
</div>`;
  return renderPage({
    title: TEXTS.newPasswordTitle,
    publicUrl: options.publicUrl,
    body: `<h1>${TEXTS.newPasswordTitle}</h1>
<p class="intro">${escapeHtml(TEXTS.newPasswordIntro)}</p>
${hasErrors ? errorBox('erreur-formulaire', TEXTS.formInvalid) : ''}<form method="post" action="${PASSWORD_RESET_PATHS.newPassword}" novalidate>
<input type="hidden" name="jeton" value="${escapeHtml(options.token)}">
${passwordField({
  id: 'nouveau-mot-de-passe',
  name: 'NouveauMotDePasse',
  label: TEXTS.newPasswordLabel,
  error: errors.NouveauMotDePasse,
  describedBy: ['indice-mot-de-passe'],
  autofocus: !hasErrors || errors.NouveauMotDePasse !== undefined,
})}
${hint}
${passwordField({
  id: 'confirmation',
  name: 'Confirmation',
  label: TEXTS.confirmationLabel,
  error: errors.Confirmation,
  describedBy: [],
  autofocus: hasErrors && errors.NouveauMotDePasse === undefined,
})}
<button type="submit">${TEXTS.newPasswordButton}</button>
</form>`,
  });
}

export function renderPasswordResetDonePage(publicUrl: string): string {
  return renderPage({
    title: TEXTS.doneTitle,
    publicUrl,
    body: `<h1>${TEXTS.doneTitle}</h1>
<div class="notice" role="status"><p>${escapeHtml(TEXTS.done)}</p></div>
<p class="action">${signInLink(publicUrl, TEXTS.signIn)}</p>`,
  });
}

/** A link that no longer works: why, and the way to ask for a new one. */
export function renderResetLinkRefusedPage(publicUrl: string, refusal: ResetLinkRefusal): string {
  return renderPage({
    title: TEXTS.linkRefusedTitle,
    publicUrl,
    body: `<h1>${TEXTS.linkRefusedTitle}</h1>
${errorBox('erreur-lien', TEXTS.linkRefused[refusal])}<p class="action"><a href="${PASSWORD_RESET_PATHS.request}">${TEXTS.askAgain}</a></p>
<p class="inscription">${signInLink(publicUrl, TEXTS.backToSignIn)}</p>`,
  });
}

/** Too many requests or tries: said on a page, with the way back. */
export function renderResetTooManyPage(publicUrl: string): string {
  return renderPage({
    title: TEXTS.requestTitle,
    publicUrl,
    body: `<h1>${TEXTS.requestTitle}</h1>
${errorBox('erreur-limite', TEXTS.tooManyRequests)}<p class="inscription">${signInLink(publicUrl, TEXTS.backToSignIn)}</p>`,
  });
}
