/**
 * How long a registration waits for its confirmation: past it, the confirmation code no longer confirms and the
 * unconfirmed account is removed the next time its e-mail address is looked up or registered, so that the address is free again.
 */
export const REGISTRATION_VALIDITY_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The creation date before which an unconfirmed registration has expired. */
export function registrationExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - REGISTRATION_VALIDITY_DAYS * DAY_MS);
}
