import pg from 'pg';

/** Order states that mean « paid »: Payée, En cours, Terminée. */
const PAID_STATES = [3, 7, 8];
const DRAIN_TIMEOUT_MS = 60_000;

export interface IntegrityInput {
  databaseUrl: string;
  /** The orders whose payment the sandbox accepted during the run. */
  acceptedOrders: number[];
  /** What each edited basket must hold, by login: product → quantity. */
  expectedBaskets: Map<string, Map<number, number>>;
}

export interface IntegrityReport {
  failures: string[];
  facts: string[];
}

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

/** Waits until every outbox row (invoice, e-mail, subscriptions…) is done; the number still waiting after the bound. */
async function waitForDrainedOutbox(client: pg.Client): Promise<number> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  for (;;) {
    const [row] = await rows<{ n: number }>(
      client,
      'select count(*)::int as n from evenements_sortants where date_traitement is null',
    );
    const waiting = row?.n ?? 0;
    if (waiting === 0 || Date.now() > deadline) return waiting;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * After the load: nothing lost, nothing doubled. The outbox is drained; each order the sandbox accepted is paid;
 * each paid order has exactly one invoice and no other order has one; each series' numbers run from 1 with no
 * gap and its counter stops at the last; each edited basket holds exactly what its edits left.
 */
export async function checkIntegrity(input: IntegrityInput): Promise<IntegrityReport> {
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  const failures: string[] = [];
  const facts: string[] = [];
  try {
    const waiting = await waitForDrainedOutbox(client);
    if (waiting > 0)
      failures.push(`boîte d'envoi : ${waiting} événements encore à traiter après ${DRAIN_TIMEOUT_MS / 1000} s`);
    else facts.push("boîte d'envoi vidée");

    const paid = await rows<{ id: number; factures: number }>(
      client,
      `select c.id, (select count(*)::int from factures f where f.id_commande = c.id and f.id_paiement is null) as factures
         from commandes c where c.id_etat_commande = any($1)`,
      [PAID_STATES],
    );
    const paidIds = new Set(paid.map((row) => row.id));
    const notPaid = input.acceptedOrders.filter((id) => !paidIds.has(id));
    if (notPaid.length > 0)
      failures.push(
        `${notPaid.length} commandes acceptées par le bac à sable ne sont pas payées (${notPaid.slice(0, 5).join(', ')}…)`,
      );
    const accepted = new Set(input.acceptedOrders);
    const unexpected = paid.filter((row) => !accepted.has(row.id));
    if (unexpected.length > 0)
      failures.push(`${unexpected.length} commandes payées sans paiement accepté pendant le test`);
    const wrongInvoices = paid.filter((row) => row.factures !== 1);
    if (wrongInvoices.length > 0) {
      failures.push(
        `${wrongInvoices.length} commandes payées sans exactement une facture (${wrongInvoices
          .slice(0, 5)
          .map((row) => `${row.id} : ${row.factures}`)
          .join(', ')})`,
      );
    }
    const [orphans] = await rows<{ n: number }>(
      client,
      `select count(*)::int as n from factures f join commandes c on c.id = f.id_commande
        where f.id_paiement is null and not (c.id_etat_commande = any($1))`,
      [PAID_STATES],
    );
    if ((orphans?.n ?? 0) > 0) failures.push(`${orphans?.n} factures de commandes non payées`);
    facts.push(`${paid.length} commandes payées, ${paid.length - wrongInvoices.length} avec exactement une facture`);

    const series = await rows<{
      serie: string;
      n: number;
      first: number;
      last: number;
      distinct_numbers: number;
      counter: number | null;
    }>(
      client,
      `select f.serie, count(*)::int as n, min(f.numero_sequence) as first, max(f.numero_sequence) as last,
              count(distinct f.numero_sequence)::int as distinct_numbers,
              (select dernier_numero from compteurs_facture k where k.serie = f.serie) as counter
         from factures f group by f.serie`,
    );
    for (const serie of series) {
      const gapless = serie.first === 1 && serie.last === serie.n && serie.distinct_numbers === serie.n;
      if (!gapless || serie.counter !== serie.last) {
        failures.push(
          `série ${serie.serie} : ${serie.n} factures numérotées de ${serie.first} à ${serie.last}, compteur à ${serie.counter}`,
        );
      } else facts.push(`série ${serie.serie} : ${serie.n} numéros de 1 à ${serie.last}, sans trou ni doublon`);
    }

    let exact = 0;
    for (const [login, expected] of input.expectedBaskets) {
      const lines = await rows<{ id_produit: number; quantite: number }>(
        client,
        `select p.id_produit, p.quantite from commande_produits p join commandes c on c.id = p.id_commande
           join comptes a on a.id = c.id_compte where a.login = $1 and c.id_etat_commande = 1`,
        [login],
      );
      const stored = new Map(lines.map((line) => [line.id_produit, line.quantite]));
      const same =
        stored.size === expected.size && [...expected].every(([id, quantity]) => stored.get(id) === quantity);
      if (same) exact += 1;
      else
        failures.push(
          `panier de ${login} : attendu ${JSON.stringify([...expected])}, trouvé ${JSON.stringify([...stored])}`,
        );
    }
    facts.push(`${exact} paniers sur ${input.expectedBaskets.size} exacts`);
  } finally {
    await client.end();
  }
  return { failures, facts };
}
