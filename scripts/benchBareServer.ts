/**
 * The yardstick of `npm run bench`: a bare Fastify server answering one POST route with a fixed JSON list of
 * ten languages, about what `StaticData/Get_Langues` answers, with nothing else (no hooks, no validation, no log).
 */
import Fastify from 'fastify';

const LANGUES = [
  'Français',
  'Anglais',
  'Allemand',
  'Espagnol',
  'Italien',
  'Portugais',
  'Néerlandais',
  'Breton',
  'Occitan',
  'Basque',
].map((Libelle, index) => ({ Id: index + 1, Libelle }));

const app = Fastify({ logger: false });
app.post('/api/StaticData/Get_Langues', async () => LANGUES);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
// Stopped by a signal, a process leaves no CPU profile: it ends by itself.
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
