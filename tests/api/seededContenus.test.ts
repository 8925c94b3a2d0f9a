import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { cgvTexte, mentionsLegalesTexte } from '../../server/compose/seed/data/contenus.ts';
import { contenuElements, contenuVersions } from '../../server/platform/db/schema.ts';
import { readSiteVersion } from '../../server/areas/content/editRepository.ts';
import { sanitizeElementValue } from '../../server/areas/content/sanitizeElementValue.ts';
import {
  SEED_UPDATE_EDITOR,
  sha256,
  SUPERSEDED_SEED_TEXTS,
  updateSeededContenus,
} from '../../server/compose/seed/updateSeededContenus.ts';
import { testContext, type TestContext } from './testApp.ts';

const CGV_TEXT = 5;
const MENTIONS_TEXT = 7;
const CGU = 3;
const OLD_SEEDED = '<h2>Article 1 – Objet</h2><p>Ancien texte des CGV, tel qu’une version passée l’avait semé.</p>';
const STAFF_EDITED = '<p>Texte des mentions légales écrit par l’équipe.</p>';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function stored(id: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ valeur: contenuElements.valeur })
    .from(contenuElements)
    .where(eq(contenuElements.id, id));
  return row?.valeur ?? null;
}

async function store(id: number, valeur: string): Promise<void> {
  await ctx.db.update(contenuElements).set({ valeur }).where(eq(contenuElements.id, id));
}

afterEach(async () => {
  await store(CGV_TEXT, sanitizeElementValue(1, cgvTexte)!);
  await store(MENTIONS_TEXT, sanitizeElementValue(1, mentionsLegalesTexte)!);
});

describe('les textes semés arrivent dans une base déjà remplie', () => {
  test('un texte resté tel que semé est remplacé, gardé comme version ; un texte modifié par l’équipe reste', async () => {
    await store(CGV_TEXT, OLD_SEEDED);
    await store(MENTIONS_TEXT, STAFF_EDITED);
    const before = await readSiteVersion(ctx.db);
    const superseded = new Map([
      [CGV_TEXT, [sha256(OLD_SEEDED)]],
      [MENTIONS_TEXT, [sha256('<p>Un autre texte semé autrefois.</p>')]],
    ]);

    expect(await updateSeededContenus(ctx.db, superseded)).toBe(1);

    expect(await stored(CGV_TEXT)).toBe(sanitizeElementValue(1, cgvTexte));
    expect(await stored(MENTIONS_TEXT)).toBe(STAFF_EDITED);
    expect((await readSiteVersion(ctx.db)).version).toBe(before.version + 1);
    const [kept] = await ctx.db
      .select()
      .from(contenuVersions)
      .where(eq(contenuVersions.idContenu, CGU))
      .orderBy(desc(contenuVersions.id))
      .limit(1);
    expect(kept?.login).toBe(SEED_UPDATE_EDITOR.login);
    expect(kept?.elements.find((element) => element.Id === CGV_TEXT)?.Valeur).toBe(OLD_SEEDED);

    // Once replaced, a second start changes nothing.
    expect(await updateSeededContenus(ctx.db, superseded)).toBe(0);
    expect((await readSiteVersion(ctx.db)).version).toBe(before.version + 1);
  });

  test('les textes de cette version ne sont pas remplacés : seuls les anciens textes semés sont listés', async () => {
    expect(await updateSeededContenus(ctx.db)).toBe(0);
    for (const [id, hashes] of SUPERSEDED_SEED_TEXTS) {
      expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
      expect(hashes).not.toContain(sha256((await stored(id))!));
    }
  });
});
