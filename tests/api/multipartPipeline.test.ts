import { describe, expect, it } from 'vitest';
import { testContext } from './testApp.ts';
import { multipart } from './multipart.ts';

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
});
