import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';

// jsdom gives no fetch of its own and Node's Request refuses a relative URL: resolve it as a browser would.
const NodeRequest = globalThis.Request;
class BrowserLikeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

let client: typeof import('../../src/lib/api/client.ts');
let tokens: typeof import('../../src/lib/api/accessToken.ts');
let errors: typeof import('../../src/lib/api/apiError.ts');

beforeAll(async () => {
  vi.stubGlobal('Request', BrowserLikeRequest);
  vi.stubEnv('VITE_APPLICATION_KEY', 'cle-de-test');
  client = await import('../../src/lib/api/client.ts');
  tokens = await import('../../src/lib/api/accessToken.ts');
  errors = await import('../../src/lib/api/apiError.ts');
});

afterEach(() => {
  vi.restoreAllMocks();
  tokens.setAccessToken(null);
});

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

describe('post', () => {
  test('posts the { Application_Key, Values } envelope to the path under /api and resolves with the payload', async () => {
    const fetch = answer(200, [{ Id: 1, Libelle: 'Autre' }]);
    await expect(client.post('/StaticData/Get_SujetContact', {})).resolves.toEqual([{ Id: 1, Libelle: 'Autre' }]);
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/StaticData/Get_SujetContact');
    expect(await request.json()).toEqual({ Application_Key: 'cle-de-test', Values: {} });
    expect(request.headers.get('Authorization')).toBeNull();
  });

  test('adds the bearer token while one is held', async () => {
    const fetch = answer(200, { Id: 1, Nom: 'CGU', IdTypeContenu: 1, ContenuElements: [] });
    tokens.setAccessToken('jeton');
    await client.post('/Contenu/Contenu_GetByName', { Name: 'CGU' });
    expect((fetch.mock.calls[0]![0] as Request).headers.get('Authorization')).toBe('Bearer jeton');
  });

  test('rejects with the French Message and the field Errors of a refusal', async () => {
    answer(400, {
      Message: 'Certaines valeurs sont incorrectes.',
      Errors: [{ Champ: '/Email', Message: 'Saisie incorrecte' }],
    });
    const error = await client
      .post('/Gestion/Gestion_Contact', { IdSujetContact: 1, Nom: 'a', Prenom: 'b', Email: 'c', Message: 'd' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ApiError);
    expect(error).toMatchObject({
      message: 'Certaines valeurs sont incorrectes.',
      status: 400,
      errors: [{ Champ: '/Email', Message: 'Saisie incorrecte' }],
    });
  });

  test('speaks French when the answer is not the contract error shape or the network fails', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(client.post('/Rubrique/Rubrique_GetAll', {})).rejects.toThrow(
      'Le service est momentanément indisponible',
    );

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await client.post('/Rubrique/Rubrique_GetAll', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: expect.stringContaining('momentanément indisponible') });
    expect(errors.errorMessage(new Error('boom'))).toBe('Une erreur inattendue est survenue. Veuillez réessayer.');
  });
});
