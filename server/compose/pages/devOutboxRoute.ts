import { parisDateTime } from '../../../domain/frenchDates.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { renderPage } from '../../platform/identity/ui/pages.ts';
import { escapeHtml } from '../../platform/ssr/htmlDocument.ts';
import { listRecentOutboxMails } from '../../platform/mail/outboxRepository.ts';

export const DEV_OUTBOX_PATH = '/dev/outbox';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** A message's text, escaped, with its addresses made into links (the confirmation link above all). */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * In embedded mail mode (no SMTP_URL) the outbox is the developer's mailbox: this page lists it,
 * newest first, so that a confirmation code can be read and followed. Registered only when
 * ServerConfig.devOutbox says so: outside production without a relay, or with DEV_OUTBOX=true.
 */
export function registerDevOutbox(app: FastifyInstance, options: { db: Database; publicUrl: string }): void {
  app.get(DEV_OUTBOX_PATH, async (_request, reply) => {
    const mails = await listRecentOutboxMails(options.db);
    const items = mails
      .map(
        (mail) => `<li>
<dl>
<dt>Date</dt><dd><time datetime="${mail.dateCreation.toISOString()}">${escapeHtml(parisDateTime(mail.dateCreation))}</time></dd>
<dt>Destinataire</dt><dd>${escapeHtml(mail.destinataire)}</dd>
<dt>Objet</dt><dd>${escapeHtml(mail.sujet)}</dd>
</dl>
<pre>${linkify(mail.texte)}</pre>
</li>`,
      )
      .join('\n');
    const body = `<h1>Boîte d’envoi (développement)</h1>
<p class="intro">Les e-mails que le portail aurait envoyés, du plus récent au plus ancien. Cette page n’existe qu’en développement sans relais SMTP, ou avec DEV_OUTBOX=true.</p>
${mails.length === 0 ? '<p>Aucun e-mail pour le moment.</p>' : `<ul class="courriels">\n${items}\n</ul>`}`;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage({ title: 'Boîte d’envoi', publicUrl: options.publicUrl, body, wide: true }));
  });
}
