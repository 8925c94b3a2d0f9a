/**
 * `npm run test:postgres` runs the API tests on PostgreSQL instead of the embedded PGlite: it needs
 * DATABASE_URL, and says so in French rather than silently testing PGlite again.
 */
const url = process.env.DATABASE_URL;

if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    [
      'DATABASE_URL doit désigner une base PostgreSQL pour lancer les tests sur PostgreSQL.',
      'Exemple : DATABASE_URL=postgres://postgres@127.0.0.1:5432/portail npm run test:postgres',
      'La base doit exister ; les migrations et les données de démonstration y sont chargées au début des tests.',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`Tests de l'API sur PostgreSQL : ${url.replace(/\/\/[^@/]*@/, '//***@')}`);
