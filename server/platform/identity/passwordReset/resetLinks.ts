import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { comptes, reinitialisationsMotDePasse } from '../../db/schema.ts';
import { PASSWORD_RESET, type ResetLinkRefusal } from '../../../../domain/identity/passwordReset.ts';

/** What the e-mail carries: a selector that finds the row, a dot, and the secret only its digest is kept of. */
export interface ResetToken {
  selecteur: string;
  secret: string;
}

const TOKEN_FORM = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export function newResetToken(): ResetToken {
  return { selecteur: randomBytes(12).toString('base64url'), secret: randomBytes(32).toString('base64url') };
}

export function formatResetToken(token: ResetToken): string {
  return `${token.selecteur}.${token.secret}`;
}

export function parseResetToken(text: string): ResetToken | undefined {
  const match = TOKEN_FORM.exec(text.trim());
  return match?.[1] && match[2] ? { selecteur: match[1], secret: match[2] } : undefined;
}

function digestOf(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

/** The account a reset may be sent to: known and confirmed (an unconfirmed one could not sign in anyway). */
export async function findResettableAccount(
  db: Queryable,
  login: string,
): Promise<{ id: number; login: string; prenom: string; nom: string } | undefined> {
  const [row] = await db
    .select({
      id: comptes.id,
      login: comptes.login,
      prenom: comptes.prenom,
      nom: comptes.nom,
      confirme: comptes.confirme,
    })
    .from(comptes)
    .where(eq(comptes.login, login));
  return row?.confirme ? { id: row.id, login: row.login, prenom: row.prenom, nom: row.nom } : undefined;
}

/** Records a new link for the account; the links it had not used yet stop working. */
export async function insertResetLink(tx: Queryable, idCompte: number, token: ResetToken, now: Date): Promise<void> {
  await tx
    .update(reinitialisationsMotDePasse)
    .set({ dateRemplacement: now })
    .where(
      and(
        eq(reinitialisationsMotDePasse.idCompte, idCompte),
        isNull(reinitialisationsMotDePasse.dateUtilisation),
        isNull(reinitialisationsMotDePasse.dateRemplacement),
      ),
    );
  await tx.insert(reinitialisationsMotDePasse).values({
    selecteur: token.selecteur,
    idCompte,
    empreinte: digestOf(token.secret).toString('hex'),
    dateCreation: now,
    dateExpiration: new Date(now.getTime() + PASSWORD_RESET.validityMs),
  });
}

export type ResetLinkCheck =
  | { valid: true; idCompte: number; login: string; prenom: string; nom: string }
  | { valid: false; refusal: ResetLinkRefusal };

/**
 * Whether the link still opens the new-password page. `forUpdate` locks its row, so that two submissions of one
 * link cannot both set a password.
 */
export async function checkResetLink(
  db: Queryable,
  token: ResetToken,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ResetLinkCheck> {
  const query = db
    .select({ link: reinitialisationsMotDePasse, login: comptes.login, prenom: comptes.prenom, nom: comptes.nom })
    .from(reinitialisationsMotDePasse)
    .innerJoin(comptes, eq(comptes.id, reinitialisationsMotDePasse.idCompte))
    .where(eq(reinitialisationsMotDePasse.selecteur, token.selecteur));
  const [row] = options.forUpdate ? await query.for('update', { of: reinitialisationsMotDePasse }) : await query;
  const stored = Buffer.from(row?.link.empreinte ?? '', 'hex');
  const given = digestOf(token.secret);
  if (!row || stored.length !== given.length || !timingSafeEqual(stored, given)) {
    return { valid: false, refusal: 'unknown' };
  }
  const { link } = row;
  if (link.dateUtilisation) return { valid: false, refusal: 'used' };
  if (link.dateRemplacement) return { valid: false, refusal: 'replaced' };
  if (link.dateExpiration.getTime() <= now.getTime()) return { valid: false, refusal: 'expired' };
  return { valid: true, idCompte: link.idCompte, login: row.login, prenom: row.prenom, nom: row.nom };
}

export async function markResetLinkUsed(tx: Queryable, selecteur: string, now: Date): Promise<void> {
  await tx
    .update(reinitialisationsMotDePasse)
    .set({ dateUtilisation: now })
    .where(eq(reinitialisationsMotDePasse.selecteur, selecteur));
}

/** Forgets the links that expired more than a day ago: used, replaced or not, they open nothing any more. */
export async function purgeResetLinks(db: Queryable, now = new Date()): Promise<void> {
  await db
    .delete(reinitialisationsMotDePasse)
    .where(lt(reinitialisationsMotDePasse.dateExpiration, new Date(now.getTime() - PASSWORD_RESET.forgetAfterMs)));
}
