import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../domain/publication/uploadLimits.ts';
import { coverFileErrors } from '../../../src/features/publications/components/covers/coverFileErrors.ts';

describe('coverFileErrors', () => {
  const refused = new Blob(['%PDF-1.4']);
  const cover = new Blob(['png']);
  const refusals = [{ Champ: '/quatriemeCouverture', Message: UPLOAD_MESSAGES.pdfAction }];

  it("puts the server's refusal of a part under the step's field while the refused file stays chosen", () => {
    const sent = { visuelCouverture: cover, quatriemeCouverture: refused };
    expect(coverFileErrors(refusals, sent, sent)).toEqual({ '/QuatriemeCouverture': UPLOAD_MESSAGES.pdfAction });
  });

  it('forgets it once another file is chosen, or the file removed', () => {
    const sent = { visuelCouverture: cover, quatriemeCouverture: refused };
    expect(coverFileErrors(refusals, sent, { ...sent, quatriemeCouverture: new Blob(['%PDF-1.7']) })).toEqual({});
    expect(coverFileErrors(refusals, sent, { ...sent, quatriemeCouverture: null })).toEqual({});
  });
});
