import { DEFAULT_APPLICATION_KEY } from '../../server/platform/config/config.ts';
import { SANDBOX_OUTCOME_PATH } from '../../server/areas/paymentSandbox/paths.ts';
import { VERSION_CGV } from '../../domain/order/checkoutRules.ts';
import { newRecord, recordFailure, type ScenarioRecord } from './latency.ts';

/** The basket line the flows edit: an article, which needs no publication nor session. */
export interface BasketLine {
  IdProduit: number;
  Quantite: number;
}

interface BasketAnswer {
  MessageErreur?: string | null;
}

const LINE_MAX = 10;

async function timed<T>(
  record: ScenarioRecord,
  what: string,
  call: () => Promise<Response>,
  read: (response: Response) => Promise<T>,
): Promise<T | undefined> {
  const started = performance.now();
  try {
    const response = await call();
    const value = await read(response);
    record.latenciesMs.push(performance.now() - started);
    return value;
  } catch (error) {
    record.latenciesMs.push(performance.now() - started);
    recordFailure(record, `${what} : ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function api(baseUrl: string, token: string, path: string, values: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ Application_Key: DEFAULT_APPLICATION_KEY, Values: values }),
  });
}

async function okJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

async function basketOk(response: Response): Promise<BasketAnswer> {
  const basket = await okJson<BasketAnswer>(response);
  if (basket.MessageErreur) throw new Error(`MessageErreur : ${basket.MessageErreur}`);
  return basket;
}

/** A deterministic stream of numbers in [0, 1), so that two runs make the same edits. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/**
 * Edits one customer's basket until `until`: each loop owns its products (two loops on one basket at once never
 * touch the same line, so the expected basket does not depend on their order), adds one, lowers one by one or
 * removes a line at random, and keeps what the basket must hold. Returns the expected lines.
 */
export async function editBasket(options: {
  baseUrl: string;
  token: string;
  products: number[];
  seed: number;
  until: number;
  record: ScenarioRecord;
}): Promise<Map<number, number>> {
  const { baseUrl, token, record } = options;
  const expected = new Map<number, number>();
  const next = random(options.seed);
  while (Date.now() < options.until) {
    const IdProduit = options.products[Math.floor(next() * options.products.length)] as number;
    const held = expected.get(IdProduit) ?? 0;
    const roll = next();
    let path: string;
    let values: BasketLine;
    let after: number;
    if (held === 0 || (roll < 0.6 && held < LINE_MAX)) {
      path = '/Panier/AddProduit';
      values = { IdProduit, Quantite: 1 };
      after = held + 1;
    } else if (held > 1 && roll < 0.85) {
      path = '/Panier/UpdateQuantiteMoins';
      values = { IdProduit, Quantite: held - 1 };
      after = held - 1;
    } else {
      path = '/Panier/RemoveProduit';
      values = { IdProduit, Quantite: held };
      after = 0;
    }
    const done = await timed(record, path, () => api(baseUrl, token, path, values), basketOk);
    // A call that failed may or may not have changed the basket: the check afterwards would then report it.
    if (done) {
      if (after === 0) expected.delete(IdProduit);
      else expected.set(IdProduit, after);
    }
  }
  return expected;
}

interface PlacedCommande {
  Id: number;
}

interface PaymentForm {
  Champs: Record<string, string>;
}

/**
 * Orders and pays until `until`, as a customer does: an article into the basket, the order placed with the
 * conditions accepted, a payment opened, then « Carte acceptée » on the sandbox's page, whose notification to
 * the portal pays the order. Returns the orders whose payment the sandbox accepted.
 */
export async function checkoutLoop(options: {
  baseUrl: string;
  token: string;
  product: number;
  until: number;
  record: ScenarioRecord;
}): Promise<number[]> {
  const { baseUrl, token, record } = options;
  const paid: number[] = [];
  while (Date.now() < options.until) {
    const added = await timed(
      record,
      'AddProduit',
      () => api(baseUrl, token, '/Panier/AddProduit', { IdProduit: options.product, Quantite: 1 }),
      basketOk,
    );
    if (!added) continue;
    const commande = await timed(
      record,
      'Commande_Create',
      () =>
        api(baseUrl, token, '/Commande/Commande_Create', {
          AccepteCGV: true,
          VersionCGV: VERSION_CGV,
          DemandeExecutionImmediate: true,
          RenonceDroitRetractation: true,
        }),
      (response) => okJson<PlacedCommande>(response),
    );
    if (!commande) continue;
    const form = await timed(
      record,
      'Paiement_Create',
      () => api(baseUrl, token, '/Paiement/Paiement_Create', { IdCommande: commande.Id }),
      (response) => okJson<PaymentForm>(response),
    );
    if (!form) continue;
    const accepted = await timed(
      record,
      'bac à sable, Carte acceptée',
      () =>
        fetch(`${baseUrl}${SANDBOX_OUTCOME_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...form.Champs, issue: 'accepted' }).toString(),
          redirect: 'manual',
        }),
      async (response) => {
        await response.body?.cancel();
        if (response.status !== 303 && response.status !== 200) throw new Error(`${response.status}`);
        return true;
      },
    );
    if (accepted) paid.push(commande.Id);
  }
  return paid;
}

export { newRecord };
