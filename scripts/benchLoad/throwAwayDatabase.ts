import pg from 'pg';

/** A database of the run's own on the server of DATABASE_URL, created empty and dropped afterwards. */
export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createThrowAwayDatabase(serverUrl: string, name: string): Promise<ThrowAwayDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`database name ${name}`);
  await onServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () =>
      onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}
