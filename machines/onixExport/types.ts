import type { components } from '../../openapi/generated/schema.d.ts';

export type PlanExportOnix = components['schemas']['PlanExportOnix'];

export interface OnixExportContext {
  /** The « modifiées depuis le » day (YYYY-MM-DD), or null for the whole export. */
  depuis: string | null;
  /** The plan for `depuis`, once the server has answered it. */
  plan: PlanExportOnix | null;
  /** The name of the file last saved. */
  fileName: string | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/** What the back-office user does, in the `onixExport.` namespace. */
export type OnixExportEvent =
  /** The day was changed or cleared: what was read for the previous one is forgotten. */
  | { type: 'onixExport.sinceChanged'; depuis: string | null }
  /** « Préparer l'export » pressed, or « Réessayer » after the plan could not be read. */
  | { type: 'onixExport.plan' }
  /** « Télécharger le fichier ONIX » pressed. */
  | { type: 'onixExport.download' };

export interface DepuisInput {
  depuis: string | null;
}

/** A saved download: the file's name. */
export interface SavedExport {
  fileName: string;
}

export interface OnixExportDependencies {
  api: {
    /** Publication_ExportOnix_Plan. */
    plan(depuis: string | null, signal: AbortSignal): Promise<PlanExportOnix>;
    /** Publication_ExportOnix, saved by the browser. */
    download(depuis: string | null, signal: AbortSignal): Promise<SavedExport>;
  };
}
