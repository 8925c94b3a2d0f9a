import { describe, expect, test, vi } from 'vitest';
import { BO_WIZARD_CREATE_ERROR, boWizardApi } from '../../../src/features/adminPublications/api/boWizardApi.ts';
import type { BoPublication } from '../../../src/features/adminPublications/api/getBoPublication.ts';
import { boWizardPath } from '../../../src/features/adminPublications/hooks/useBoWizardActor.ts';
import { mockApi, sentValues } from '../testUtils.tsx';
import { BO_PUBLICATION, OWNER } from './adminPublicationFixtures.ts';

vi.mock('../../../src/lib/api/client.ts', async () => (await import('../testUtils.tsx')).apiClientMock);

const GET = '/BO/Publication/Publication_Get';
const UPDATE = '/BO/Publication/Publication_Update';
const UPDATE_LIBRE = '/BO/Publication/Publication_UpdateLibre';
// The publication as the wizard holds it: without its owner.
const { IdPersonne, Login, Prenom, Nom, ...PUBLICATION } = BO_PUBLICATION;
const signal = new AbortController().signal;

describe("the back office's wizard calls", () => {
  test("reads the owner's publication, handing the wizard the publication without its owner", async () => {
    mockApi({ [GET]: () => BO_PUBLICATION });
    const loaded = await boWizardApi(IdPersonne, vi.fn()).get(PUBLICATION.Id, signal);
    expect(sentValues(GET)).toEqual([{ Id: PUBLICATION.Id, IdPersonne: OWNER.IdPersonne }]);
    expect(loaded).toEqual(PUBLICATION);
    expect(loaded).not.toHaveProperty('Login');
  });

  test.each([
    ['update', UPDATE],
    ['updateLibre', UPDATE_LIBRE],
  ] as const)('%s saves through %s with the owner id and tells what was saved', async (kind, path) => {
    const saved = { ...BO_PUBLICATION, Titre: 'Le Jardin retrouvé' } satisfies BoPublication;
    mockApi({ [path]: () => saved });
    const onSaved = vi.fn();
    const answer = await boWizardApi(IdPersonne, onSaved)[kind](
      { ...PUBLICATION, Titre: 'Le Jardin retrouvé' },
      signal,
    );
    expect(sentValues(path)).toEqual([{ ...PUBLICATION, Titre: 'Le Jardin retrouvé', IdPersonne: OWNER.IdPersonne }]);
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(answer).toEqual({ ...PUBLICATION, Titre: 'Le Jardin retrouvé' });
  });

  test('never creates a publication, and submits nothing at the end', async () => {
    mockApi({});
    const api = boWizardApi(IdPersonne, vi.fn());
    await expect(api.create({ Ean: '9782365120012', IdsLangues: [20] }, signal)).rejects.toThrow(
      BO_WIZARD_CREATE_ERROR,
    );
    await expect(api.submit(PUBLICATION, signal)).resolves.toBe(PUBLICATION);
    expect(sentValues(UPDATE)).toEqual([]);
  });
});

describe("the back office's wizard addresses", () => {
  test('a step stays under /admin/publication/{idpersonne}/{id}/edit/, the end leads to the detail', () => {
    expect(boWizardPath(42, { id: 7, step: 3 })).toBe('/admin/publication/42/7/edit/3');
    expect(boWizardPath(42, { id: 7, step: 'fin' })).toBe('/admin/publication/42/7');
    expect(boWizardPath(42, { id: null, step: 1 })).toBe('/admin/publications');
  });
});
