/**
 * `npm run dev`: the back end on port 3001 (restarted by tsx when its code changes) and Vite with hot reload
 * in front of it, which forwards /api, /oidc, /auth/config.json and /dev/outbox to the back end. Stopping one stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const backEndPort = process.env.BACKEND_PORT ?? '3001';
const vitePort = process.env.VITE_PORT ?? '5173';
// Browsers reach the portal through Vite: the identity provider's issuer and redirects must name that origin.
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${vitePort}`;

function run(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[dev] ${name} s'est arrêté (${signal ?? code}).`);
    shutdown(code ?? 1);
  });
  return child;
}

const children: ChildProcess[] = [];
let stopping = false;

function shutdown(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

children.push(
  run('le back end', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    PORT: backEndPort,
    PUBLIC_URL: publicUrl,
  }),
  run('Vite', ['vite', '--host', '127.0.0.1'], { BACKEND_PORT: backEndPort, VITE_PORT: vitePort }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(0));
