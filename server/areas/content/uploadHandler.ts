import { CONTENT_LIMITS } from '../../../domain/content/limits.ts';
import { CONTENT_MESSAGES } from '../../../domain/content/messages.ts';
import { PUBLICATION_MESSAGES } from '../../../domain/publication/messages.ts';
import { TYPE_ELEMENT_CONTENU } from '../../../domain/referenceIds.ts';
import type { FieldError } from '../../../domain/validation/fieldErrors.ts';
import { UPLOAD_CONTENU_REQUIRED_MESSAGE } from '../../../domain/validation/generated/contractTexts.js';
import { catalogueChanged } from '../../platform/cache/catalogueCache.ts';
import type { OperationRoute } from '../../platform/http/contractRoutes.ts';
import type { AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError, MESSAGES } from '../../platform/http/httpError.ts';
import { checkImage, type ImageExtension } from '../../platform/files/files.ts';
import {
  contenuExists,
  elementsOf,
  keepVersion,
  lockContenu,
  raiseSiteVersion,
  updateElement,
} from './editRepository.ts';
import { editorOf } from './editor.ts';
import { discardContentImages, storeContentImage, type StoredImage } from './imageFiles.ts';
import { findContenuById } from './repository.ts';

const FIELDS = new Set(['Application_Key', 'IdContenu']);
const ID = /^[1-9][0-9]{0,9}$/;

interface AcceptedImage {
  idElement: number;
  ext: ImageExtension;
  bytes: Buffer;
}

/** Each file part judged by its name (an image element of the block) and its bytes, before anything is written. */
async function judgeParts(
  body: Record<string, unknown>,
  imageElementIds: ReadonlySet<number>,
): Promise<{ accepted: AcceptedImage[]; errors: FieldError[] }> {
  const accepted: AcceptedImage[] = [];
  const errors: FieldError[] = [];
  for (const [name, value] of Object.entries(body)) {
    if (FIELDS.has(name)) continue;
    const Champ = `/${name}`;
    if (!ID.test(name) || !imageElementIds.has(Number(name))) {
      errors.push({ Champ, Message: CONTENT_MESSAGES.notAnImageElement });
    } else if (Array.isArray(value)) {
      errors.push({ Champ, Message: CONTENT_MESSAGES.oneFilePerElement });
    } else if (!Buffer.isBuffer(value)) {
      errors.push({ Champ, Message: PUBLICATION_MESSAGES.notAFile });
    } else {
      const verdict = await checkImage(value);
      if ('refusal' in verdict) errors.push({ Champ, Message: verdict.refusal });
      else accepted.push({ idElement: Number(name), ext: verdict.ext, bytes: value });
    }
  }
  if (accepted.length === 0 && errors.length === 0) errors.push({ Champ: '', Message: CONTENT_MESSAGES.noImage });
  return { accepted, errors };
}

/**
 * Contenu_Upload: multipart, one file part per image element, named by the element's id (spec 1 §7). The
 * files are written first under names the server chooses, then the elements point at them in one
 * transaction that keeps the block as it was as a version and raises the site's version. The files they
 * replace stay, referred to by that version; the new ones are deleted if the transaction fails.
 */
export function contentUploadRoute({ db, config }: AppDependencies): OperationRoute {
  return {
    // More files than a cover upload takes: a block may show several images.
    config: {
      multipartOptions: {
        limits: { files: CONTENT_LIMITS.maxFilesPerUpload, parts: CONTENT_LIMITS.maxFilesPerUpload + 4 },
      },
    },
    handler: async (request, reply) => {
      const body = request.body as Record<string, unknown>;
      const rawId = body.IdContenu;
      if (typeof rawId !== 'string' || !ID.test(rawId)) {
        return reply.code(400).send({
          Message: MESSAGES.invalidData,
          Errors: [{ Champ: '/IdContenu', Message: UPLOAD_CONTENU_REQUIRED_MESSAGE }],
        });
      }
      const idContenu = Number(rawId);
      if (!(await contenuExists(db, idContenu))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      const images = new Set(
        [...(await elementsOf(db, idContenu)).values()]
          .filter((element) => element.idTypeContenuElement === TYPE_ELEMENT_CONTENU.image)
          .map((element) => element.id),
      );
      const { accepted, errors } = await judgeParts(body, images);
      if (errors.length > 0) return reply.code(400).send({ Message: CONTENT_MESSAGES.saveFailed, Errors: errors });

      const editor = await editorOf(db, request);
      const stored: { idElement: number; image: StoredImage }[] = [];
      try {
        for (const file of accepted) {
          stored.push({
            idElement: file.idElement,
            image: await storeContentImage(config.dataDir, file.ext, file.bytes),
          });
        }
        await db.transaction(async (tx) => {
          if (!(await lockContenu(tx, idContenu))) throw new HttpError(404, CONTENT_MESSAGES.notFound);
          // Read under the lock: another save may have changed the block since the check above.
          await keepVersion(tx, idContenu, await elementsOf(tx, idContenu), editor);
          for (const { idElement, image } of stored) {
            await updateElement(tx, idElement, { fichierData: image.url, fichierTypeMime: image.mediaType });
          }
          await raiseSiteVersion(tx);
        });
      } catch (error) {
        await discardContentImages(
          config.dataDir,
          stored.map(({ image }) => image.url),
        );
        throw error;
      }
      await catalogueChanged(db);
      const saved = await findContenuById(db, idContenu);
      if (!saved) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      return saved;
    },
  };
}
