import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CONTENT_LIMITS } from '../../domain/content/limits.ts';
import { MAX_UPLOAD_FIELD_BYTES } from '../../server/platform/http/uploadBody.ts';
import { MAX_UPLOAD_BYTES } from '../../server/platform/files/files.ts';
import { MESSAGES } from '../../server/platform/http/httpError.ts';
import { APPLICATION_KEY, TEST_TOKENS, testContext } from './testApp.ts';
import { multipart, type Part } from './multipart.ts';

const UPLOAD_URLS = [
  '/api/Publication/Publication_FileUpload',
  '/api/BO/Publication/Publication_FileUpload',
  '/api/BO/Contenu/Contenu_Upload',
];

/** More files than any upload call takes (the content images take the most). */
const TOO_MANY_FILES = CONTENT_LIMITS.maxFilesPerUpload + 1;

const key: Part = { name: 'Application_Key', value: APPLICATION_KEY };
const file = (name: string, size = 100): Part => ({ name, value: Buffer.alloc(size, 1), filename: 'f.png' });
const form = multipart([key, { name: 'IdPublication', value: '1' }, file('visuelCouverture', 2000)]);

/** Malformed bodies and the answer each gets, whatever the upload call. */
const MALFORMED: { name: string; contentType: string; payload: Buffer; status: number; message: string }[] = [
  {
    name: 'a body cut short',
    contentType: form.contentType,
    payload: form.payload.subarray(0, form.payload.length - 500),
    status: 400,
    message: MESSAGES.malformedRequest,
  },
  {
    name: 'no boundary',
    contentType: 'multipart/form-data',
    payload: form.payload,
    status: 400,
    message: MESSAGES.malformedRequest,
  },
  {
    name: 'too many fields',
    ...bodyOf([key, ...Array.from({ length: 8 }, (_, i) => ({ name: `Champ${i}`, value: 'x' }))]),
    status: 413,
    message: MESSAGES.payloadTooLarge,
  },
  {
    name: 'too many files',
    ...bodyOf([key, ...Array.from({ length: TOO_MANY_FILES }, (_, i) => file(`f${i}`))]),
    status: 413,
    message: MESSAGES.payloadTooLarge,
  },
  {
    name: 'too many parts',
    ...bodyOf([key, file('a'), file('b'), ...Array.from({ length: 4 }, (_, i) => ({ name: `Champ${i}`, value: 'x' }))]),
    status: 413,
    message: MESSAGES.payloadTooLarge,
  },
  {
    name: 'a field too large',
    ...bodyOf([key, { name: 'IdPublication', value: '1'.repeat(MAX_UPLOAD_FIELD_BYTES + 1) }]),
    status: 413,
    message: MESSAGES.payloadTooLarge,
  },
  {
    name: 'a file too large',
    ...bodyOf([key, file('visuelCouverture', MAX_UPLOAD_BYTES + 1)]),
    status: 413,
    message: MESSAGES.payloadTooLarge,
  },
];

function bodyOf(parts: Part[]): { contentType: string; payload: Buffer } {
  return multipart(parts);
}

describe('multipart bodies', () => {
  const contextPromise = testContext();

  it('are refused at once on a call that takes no file', async () => {
    const body = multipart([{ name: 'Application_Key', value: 'x' }]);
    const response = await (
      await contextPromise
    ).app.inject({
      method: 'POST',
      url: '/api/Publication/Publication_GetAll',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toHaveProperty('Message');
  });

  describe.each(UPLOAD_URLS)('that are malformed, on %s,', (url) => {
    const token = url.startsWith('/api/BO/') ? TEST_TOKENS.backOffice : TEST_TOKENS.frontOffice;
    it.each(MALFORMED)(
      'are refused with a French message: $name',
      async ({ contentType, payload, status, message }) => {
        const { app } = await contextPromise;
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toEqual({ Message: message });
      },
    );
  });

  /**
   * A body that opens with `opening` then a file that never ends: the answer can only come from checks made before
   * the file is read.
   */
  async function endlessUpload(url: string, token: string, opening: Part[]) {
    const { app } = await contextPromise;
    const { contentType, payload } = multipart([...opening, file('visuelCouverture', 64 * 1024)]);
    const body = new PassThrough();
    // Everything but the end of the file and the closing boundary: the file part stays open for ever.
    body.write(payload.subarray(0, payload.length - 1024));
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    body.destroy();
    return { response };
  }

  describe.each(UPLOAD_URLS)('of an unknown caller, on %s,', (url) => {
    const token = url.startsWith('/api/BO/') ? TEST_TOKENS.backOffice : TEST_TOKENS.frontOffice;

    it('are not read when the bearer token is garbage', { timeout: 5000 }, async () => {
      const { response } = await endlessUpload(url, 'jeton-inconnu', [key]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Message: MESSAGES.authenticationRequired });
    });

    it('are not read when the bearer token is missing', { timeout: 5000 }, async () => {
      const { response } = await endlessUpload(url, '', [key]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Message: MESSAGES.authenticationRequired });
    });

    it('are not read past the application key when it is wrong', { timeout: 5000 }, async () => {
      const { response } = await endlessUpload(url, token, [{ name: 'Application_Key', value: 'mauvaise-cle' }]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Message: MESSAGES.invalidApplicationKey });
    });

    it('are not read past the first part when the application key does not come first', { timeout: 5000 }, async () => {
      const { response } = await endlessUpload(url, token, [{ name: 'IdPublication', value: '1' }, key]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Message: MESSAGES.invalidApplicationKey });
    });
  });
});
