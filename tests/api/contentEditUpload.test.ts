import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { contentEditHarness, type Contenu } from './contentEditHarness.ts';
import { TEST_TOKENS, useHarness } from './testApp.ts';
import { REFUSED_IMAGES } from './publicationsHarness.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/publication', import.meta.url));
const fixture = (name: string) => readFileSync(`${FIXTURES}/${name}`);
const PNG = fixture('couverture-500x800.png');
const JPEG = fixture('couverture-600x900.jpg');

const SAVE_FAILED = 'Erreur lors de la sauvegarde des modifications';

const h = useHarness(contentEditHarness);

function fichierOf(contenu: Contenu, id: number) {
  return contenu.ContenuElements.find((element) => element.Id === id)?.ContenuElementFichier;
}

function file(idElement: number, value: Buffer, filename = 'image.png', type = 'image/png') {
  return { name: String(idElement), value, filename, type };
}

describe('Contenu_Upload', () => {
  test('dépose un png et un jpeg, parties nommées par l’Id de l’élément ; images publiques, nosniff', async () => {
    const block = await h.block('upload');
    const before = await h.siteVersion();
    const response = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      file(block.image, PNG, '../../etc/passwd.png'),
      file(block.image2, JPEG, 'bandeau.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(h.shapeErrors('/BO/Contenu/Contenu_Upload', response.json())).toEqual([]);
    const saved = response.json() as Contenu;
    const image = fichierOf(saved, block.image);
    const bandeau = fichierOf(saved, block.image2);
    expect(image).toEqual({
      Data: expect.stringMatching(/^\/fichiers\/contenus\/[0-9a-f-]{36}\.png$/),
      TypeMime: 'image/png',
    });
    expect(bandeau).toEqual({
      Data: expect.stringMatching(/^\/fichiers\/contenus\/[0-9a-f-]{36}\.jpg$/),
      TypeMime: 'image/jpeg',
    });
    expect(fichierOf(await h.read(block.id), block.image)).toEqual(image);
    expect(await h.siteVersion()).toBe(before + 1);

    // Anyone may load it, as the public pages do: no token.
    const served = await h.app.inject({ method: 'GET', url: image!.Data });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await h.app.inject({ method: 'GET', url: bandeau!.Data });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.equals(JPEG)).toBe(true);

    for (const url of ['/fichiers/contenus/inconnu.png', '/fichiers/contenus/..%2F..%2Fetc%2Fpasswd']) {
      const missing = await h.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ Message: "Cette image n'existe pas." });
    }
  });

  test('une nouvelle image remplace l’ancienne, dont le fichier reste pour la version gardée ; SupprimerFichier retire l’image', async () => {
    const block = await h.block('remplacement');
    const first = fichierOf(
      (await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(block.image, PNG)])).json() as Contenu,
      block.image,
    );
    const firstName = first!.Data.split('/').pop()!;
    expect(await h.storedImages()).toContain(firstName);

    const second = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      file(block.image, JPEG, 'b.jpg', 'image/jpeg'),
    ]);
    expect(second.statusCode).toBe(200);
    const replacement = fichierOf(second.json() as Contenu, block.image);
    expect(replacement?.Data).not.toBe(first!.Data);
    // The version kept by the upload refers to the replaced file: it stays, for a restore.
    expect(await h.storedImages()).toContain(firstName);
    expect((await h.app.inject({ method: 'GET', url: first!.Data })).statusCode).toBe(200);

    const removed = await h.send('/BO/Contenu/Contenu_Update', {
      Id: block.id,
      ContenuElements: [{ Id: block.image, Valeur: null, SupprimerFichier: true }],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(fichierOf(removed.json() as Contenu, block.image)).toBeNull();
    expect(await h.storedImages()).toContain(replacement!.Data.split('/').pop());
  });

  test('refuse une image trop petite, un faux png, un webp, un pdf : 400, rien d’écrit', async () => {
    const block = await h.block('refus');
    const before = await h.siteVersion();
    const stored = await h.storedImages();
    for (const [name, message] of REFUSED_IMAGES) {
      const response = await h.upload([
        { name: 'IdContenu', value: String(block.id) },
        file(block.image2, PNG),
        file(block.image, fixture(name), 'x.png', 'image/png'),
      ]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        Message: SAVE_FAILED,
        Errors: [{ Champ: `/${block.image}`, Message: message }],
      });
    }
    const after = await h.read(block.id);
    expect(fichierOf(after, block.image)).toBeNull();
    expect(fichierOf(after, block.image2)).toBeNull();
    expect(await h.siteVersion()).toBe(before);
    expect(await h.storedImages()).toEqual(stored);
  });

  test('refuse un fichier de plus de 5 Mo (413) et plus de huit fichiers', async () => {
    const block = await h.block('volumineux');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await h.upload([{ name: 'IdContenu', value: String(block.id) }, file(block.image, big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ Message: 'La requête est trop volumineuse.' });
    const many = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      ...Array.from({ length: 9 }, () => file(block.image, PNG)),
    ]);
    expect(many.statusCode).toBe(413);
    expect(fichierOf(await h.read(block.id), block.image)).toBeNull();
  });

  test('une partie qui ne nomme pas une image de ce contenu, deux fichiers pour un élément, un champ texte : 400', async () => {
    const block = await h.block('parties');
    const other = await h.block('parties-autre');
    const response = await h.upload([
      { name: 'IdContenu', value: String(block.id) },
      file(block.texte, PNG),
      file(other.image, PNG),
      file(block.image, PNG),
      file(block.image, PNG),
      { name: String(block.image2), value: 'pas un fichier' },
      file(2_000_000_000, PNG),
      { name: 'autre', value: 'x' },
    ]);
    expect(response.statusCode).toBe(400);
    const notAnImage = 'Cette partie ne nomme pas un élément image de ce contenu.';
    expect(response.json()).toEqual({
      Message: SAVE_FAILED,
      Errors: expect.arrayContaining([
        { Champ: `/${block.texte}`, Message: notAnImage },
        { Champ: `/${other.image}`, Message: notAnImage },
        { Champ: '/2000000000', Message: notAnImage },
        { Champ: '/autre', Message: notAnImage },
        { Champ: `/${block.image}`, Message: 'Un seul fichier par élément image.' },
        { Champ: `/${block.image2}`, Message: 'Ce champ doit contenir un fichier.' },
      ]),
    });
    expect((response.json() as { Errors: unknown[] }).Errors).toHaveLength(6);
    expect(fichierOf(await h.read(other.id), other.image)).toBeNull();
  });

  test('sans IdContenu ou sans image : 400 ; contenu inconnu : 404 ; droits : 401, 403', async () => {
    const block = await h.block('upload-ids');
    const withoutId = await h.upload([file(block.image, PNG)]);
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json()).toEqual({
      Message: 'Les données envoyées sont invalides.',
      Errors: [{ Champ: '/IdContenu', Message: 'Champ obligatoire' }],
    });
    const empty = await h.upload([{ name: 'IdContenu', value: String(block.id) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      Message: SAVE_FAILED,
      Errors: [{ Champ: '', Message: "Aucune image n'a été envoyée." }],
    });
    const unknown = await h.upload([{ name: 'IdContenu', value: '2000000000' }, file(block.image, PNG)]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Ce contenu est introuvable.' });
    const customer = await h.upload(
      [{ name: 'IdContenu', value: String(block.id) }, file(block.image, PNG)],
      TEST_TOKENS.frontOffice,
    );
    expect(customer.statusCode).toBe(403);
    const anonymous = await h.upload(
      [{ name: 'IdContenu', value: String(block.id) }, file(block.image, PNG)],
      'jeton-inconnu',
    );
    expect(anonymous.statusCode).toBe(401);
    expect(fichierOf(await h.read(block.id), block.image)).toBeNull();
  });
});
