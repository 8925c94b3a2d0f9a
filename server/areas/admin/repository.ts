import { asc } from 'drizzle-orm';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { Database } from '../../platform/db/database.ts';
import { modulesAdmin } from '../../platform/db/schema.ts';

/** Every module, the invisible ones included: the back office decides what to show from Visible. */
export async function listModules(db: Database): Promise<components['schemas']['Module'][]> {
  return db
    .select({
      Id: modulesAdmin.id,
      Libelle: modulesAdmin.libelle,
      Link: modulesAdmin.link,
      Iconclassname: modulesAdmin.iconclassname,
      Rang: modulesAdmin.rang,
      Visible: modulesAdmin.visible,
    })
    .from(modulesAdmin)
    .orderBy(asc(modulesAdmin.rang), asc(modulesAdmin.id));
}
