import type { components } from '../../openapi/generated/schema.d.ts';

export type Contenu = components['schemas']['Contenu'];
export type ContenuElement = components['schemas']['ContenuElement'];
export type ContenuVersion = components['schemas']['ContenuVersion'];
export type ContenuElementModification = components['schemas']['ContenuElementModification'];

/** What becomes of an image element's file on save. */
export type ImageDraft = { kind: 'keep' } | { kind: 'replace'; file: Blob } | { kind: 'remove' };

/** The block as the editor leaves it: the value of each text, FAQ and boolean element, the fate of each image. */
export interface ContentDraft {
  values: Record<number, string | null>;
  images: Record<number, ImageDraft>;
}

/** What one « Enregistrer » sends: the changed values (Contenu_Update), then the replaced images (Contenu_Upload). */
export interface ContentSave {
  idContenu: number;
  elements: ContenuElementModification[];
  images: { idElement: number; file: Blob }[];
}

export interface ContentEditContext {
  idContenu: number | null;
  /** The block as the server last answered it. */
  loaded: Contenu | null;
  draft: ContentDraft;
  /** The kept versions of the block, once listed. */
  versions: ContenuVersion[] | null;
  /** The version whose restoration waits for confirmation or is under way. */
  idVersion: number | null;
  /** The server's French explanation of the last failure, when it gave one. */
  error: string | null;
}

/** What the editor does, in the `contentEdit.` namespace. */
export type ContentEditEvent =
  /** An « Modifier » button of a block was pressed. */
  | { type: 'contentEdit.open'; idContenu: number }
  /** A text, FAQ or boolean element was changed. */
  | { type: 'contentEdit.valueChanged'; idElement: number; valeur: string | null }
  /** An image file was chosen (already checked by the browser) for an image element. */
  | { type: 'contentEdit.imageChosen'; idElement: number; file: Blob }
  /** « Supprimer l'image » pressed. */
  | { type: 'contentEdit.imageRemoved'; idElement: number }
  /** « Annuler » on an image's change: it keeps its stored file. */
  | { type: 'contentEdit.imageKept'; idElement: number }
  /** « Enregistrer » pressed (or « Réessayer » after a failure). */
  | { type: 'contentEdit.save' }
  /** « Fermer » pressed, or Escape. */
  | { type: 'contentEdit.close' }
  /** The changes are dropped on closing. */
  | { type: 'contentEdit.closeConfirmed' }
  /** The editor goes back to the draft instead of closing. */
  | { type: 'contentEdit.closeCancelled' }
  /** « Réessayer » after the block could not be read. */
  | { type: 'contentEdit.retry' }
  /** « Historique des versions » pressed. */
  | { type: 'contentEdit.historyOpened' }
  /** « Retour à l'édition » from the history. */
  | { type: 'contentEdit.historyClosed' }
  /** « Restaurer » pressed on a version. */
  | { type: 'contentEdit.restoreRequested'; idVersion: number }
  | { type: 'contentEdit.restoreConfirmed' }
  | { type: 'contentEdit.restoreCancelled' };

export interface IdContenuInput {
  idContenu: number;
}

export interface RestoreInput {
  idContenu: number;
  idVersion: number;
}

export interface ContentEditDependencies {
  api: {
    /** Contenu_Get. */
    load(idContenu: number, signal: AbortSignal): Promise<Contenu>;
    /** Contenu_Update with the changed values, then Contenu_Upload with the replaced images. */
    save(changes: ContentSave, signal: AbortSignal): Promise<Contenu>;
    /** Contenu_GetVersions. */
    versions(idContenu: number, signal: AbortSignal): Promise<ContenuVersion[]>;
    /** Contenu_RestoreVersion. */
    restore(idContenu: number, idVersion: number, signal: AbortSignal): Promise<Contenu>;
  };
}
