import { afterEach, describe, expect, test } from 'vitest';
import { toast, toastQueue } from '../../src/components/toast/toastQueue.ts';

afterEach(() => {
  for (const shown of toastQueue.visibleToasts) toastQueue.close(shown.key);
});

const messages = () => toastQueue.visibleToasts.map((shown) => `${shown.content.variant}: ${shown.content.message}`);

describe('notifications', () => {
  test('the same news again replaces the first one instead of piling up', () => {
    toast.success('Modifications enregistrées');
    toast.success('Modifications enregistrées');
    toast.success('Modifications enregistrées');
    expect(messages()).toEqual(['success: Modifications enregistrées']);
  });

  test('different news stay side by side', () => {
    toast.success('Modifications enregistrées');
    toast.error('Modifications enregistrées');
    toast.success('Votre article a été ajouté au panier');
    expect(messages()).toHaveLength(3);
  });
});
