import { keyOfLine } from '../../../../domain/basket/lines.ts';
import type { BasketApi, BasketOperation, LineKey } from '../../../../machines/basket/types.ts';
import { post } from '../../../lib/api/client.ts';

function values(line: LineKey, Quantite: number) {
  return { IdProduit: line.IdProduit, Quantite, IdPublication: line.IdPublication, IdFormation: line.IdFormation };
}

async function save(operation: BasketOperation, signal: AbortSignal) {
  switch (operation.kind) {
    case 'add':
      return post('/Panier/AddProduit', values(operation.line, 1), { signal });
    case 'increase':
      return post('/Panier/UpdateQuantitePlus', values(operation.line, operation.Quantite), { signal });
    case 'decrease':
      return post('/Panier/UpdateQuantiteMoins', values(operation.line, operation.Quantite), { signal });
    case 'remove':
      return post('/Panier/RemoveProduit', values(operation.line, 1), { signal });
    case 'choosePublication':
      // One call, so that the line keeps its place in the basket.
      return post(
        '/Panier/UpdatePublication',
        {
          IdProduit: operation.line.IdProduit,
          IdPublication: operation.line.IdPublication,
          IdFormation: operation.line.IdFormation,
          IdPublicationChoisie: operation.IdPublication,
        },
        { signal },
      );
  }
}

/** The account's basket calls (spec 2 §7 Basket); each answers the whole basket. */
export const basketApi: BasketApi = {
  get: (signal) => post('/Panier/GetProduits', {}, { signal }),
  merge: (basket, signal) =>
    post(
      '/Panier/Fusion',
      {
        ListeProduits: basket.lines.map((line) => values(keyOfLine(line), line.Quantite)),
        CodeReduction: null,
      },
      { signal },
    ),
  save,
  applyCode: (code, signal) => post('/Panier/CheckAndApplyReductionCode', { CodeReduction: code }, { signal }),
  removeCode: (signal) => post('/Panier/RemoveReductionCode', {}, { signal }),
};
