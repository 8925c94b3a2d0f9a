import { catalogueChanged } from '../../platform/cache/catalogueCache.ts';
import { CONTENT_LIMITS } from '../../../domain/content/limits.ts';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError, MESSAGES } from '../../platform/http/httpError.ts';
import {
  contenuExists,
  elementsOf,
  existingElementIds,
  findVersion,
  keepVersion,
  listVersions,
  lockContenu,
  raiseSiteVersion,
  updateElement,
  type KeptFile,
  type VersionRecord,
} from './editRepository.ts';
import { editorOf } from './editor.ts';
import { planElementChanges } from './elementChanges.ts';
import { restoredColumns } from './restoredColumns.ts';
import { findContenuById } from './repository.ts';
import { contentUploadRoute } from './uploadHandler.ts';

type ContenuVersion = components['schemas']['ContenuVersion'];

type ContenuElementFichier = components['schemas']['ContenuElementFichier'];

function keptFileOf(file: KeptFile | null): ContenuElementFichier | null {
  if (!file || (file.TypeMime !== 'image/jpeg' && file.TypeMime !== 'image/png')) return null;
  return { Data: file.Data, TypeMime: file.TypeMime };
}

function toContenuVersion(row: VersionRecord): ContenuVersion {
  return {
    Id: row.id,
    IdContenu: row.idContenu,
    DateRemplacement: row.date.toISOString(),
    RemplacePar: row.login,
    // An image element shows its kept file, so that staff see what a restore brings back.
    ContenuElements: row.elements.map((element) =>
      element.Fichier === undefined
        ? { Id: element.Id, Valeur: element.Valeur }
        : { Id: element.Id, Valeur: element.Valeur, ContenuElementFichier: keptFileOf(element.Fichier) },
    ),
  };
}

/**
 * The back office's content calls. Every save runs in one transaction with its block locked: the block as
 * it was is kept as a version and the site's content version rises with the change itself.
 */
export function contentBoHandlers(dependencies: AppDependencies): HandlerMap {
  const { db } = dependencies;

  async function answer(idContenu: number) {
    const saved = await findContenuById(db, idContenu);
    if (!saved) throw new HttpError(404, CONTENT_MESSAGES.notFound);
    return saved;
  }

  return {
    BO_Contenu_Contenu_Update: async (request, reply) => {
      const { Id, ContenuElements } = valuesOf(request, 'Requete_ContenuUpdate');
      const editor = await editorOf(db, request);
      const outcome = await db.transaction(async (tx) => {
        if (!(await lockContenu(tx, Id))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
        const current = await elementsOf(tx, Id);
        const foreign = ContenuElements.map((change) => change.Id).filter((id) => !current.has(id));
        const existing = await existingElementIds(tx, foreign);
        if (foreign.some((id) => !existing.has(id))) throw new HttpError(404, CONTENT_MESSAGES.elementNotFound);
        const plan = planElementChanges(current, ContenuElements);
        if ('errors' in plan) return plan;
        await keepVersion(tx, Id, current, editor);
        for (const update of plan.updates) {
          await updateElement(tx, update.id, {
            valeur: update.valeur,
            ...(update.removesFile ? { fichierData: null, fichierTypeMime: null } : {}),
          });
        }
        await raiseSiteVersion(tx);
        return plan;
      });
      if ('errors' in outcome) return reply.code(400).send({ Message: MESSAGES.invalidData, Errors: outcome.errors });
      // A file taken off an element stays on the disk: the version just kept refers to it.
      await catalogueChanged(db);
      return answer(Id);
    },

    BO_Contenu_Contenu_Upload: contentUploadRoute(dependencies),

    BO_Contenu_Contenu_GetVersions: async (request) => {
      const { IdContenu } = valuesOf(request, 'Requete_ContenuGetVersions');
      if (!(await contenuExists(db, IdContenu))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      return (await listVersions(db, IdContenu, CONTENT_LIMITS.listedVersions)).map(toContenuVersion);
    },

    /**
     * A save like any other: what it replaces is kept in turn. The version's values come back, sanitised
     * again by today's rules, and so do its images (no file a version refers to is ever deleted).
     */
    BO_Contenu_Contenu_RestoreVersion: async (request) => {
      const { IdContenu, IdVersion } = valuesOf(request, 'Requete_ContenuRestoreVersion');
      const editor = await editorOf(db, request);
      await db.transaction(async (tx) => {
        if (!(await lockContenu(tx, IdContenu))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
        const version = await findVersion(tx, IdContenu, IdVersion);
        if (!version) throw new HttpError(404, CONTENT_MESSAGES.versionNotFound);
        const current = await elementsOf(tx, IdContenu);
        await keepVersion(tx, IdContenu, current, editor);
        for (const element of version.elements) {
          const stored = current.get(element.Id);
          if (stored) await updateElement(tx, element.Id, restoredColumns(stored, element));
        }
        await raiseSiteVersion(tx);
      });
      await catalogueChanged(db);
      return answer(IdContenu);
    },
  };
}
