import type { CatalogueConfig } from '../../platform/config/catalogue.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { OnixSender } from '../onix/public.ts';
import { intakeClient, type IntakeClient } from './intakeClient.ts';

export interface DeliveryLog {
  error(details: object, message: string): void;
}

/** What preparing, sending and acknowledging deliveries need. */
export interface DeliveryDeps {
  db: Database;
  catalogue: CatalogueConfig;
  /** The portal's origin, for the record references and the covers' links. */
  publicUrl: string;
  sender: OnixSender;
  intake: IntakeClient;
  now: () => Date;
  log: DeliveryLog;
  /** Tells the authors each move of their publications' referencing. */
  mailer: Mailer;
}

export interface DeliveryDepsOptions {
  db: Database;
  catalogue: CatalogueConfig;
  publicUrl: string;
  sender: OnixSender;
  intake?: IntakeClient;
  now?: () => Date;
  log?: DeliveryLog;
  mailer: Mailer;
}

const consoleLog: DeliveryLog = { error: (details, message) => console.error(message, details) };

export function deliveryDeps(options: DeliveryDepsOptions): DeliveryDeps {
  return {
    ...options,
    intake: options.intake ?? intakeClient(options.catalogue),
    now: options.now ?? (() => new Date()),
    log: options.log ?? consoleLog,
  };
}
