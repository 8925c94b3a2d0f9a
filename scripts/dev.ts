/**
 * `npm run dev`: the back end on port 3001 (restarted by tsx when its code changes) and Vite with hot reload
 * in front of it, which forwards /api and /oidc to the back end. Stopping one stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const backEndPort = process.env.BACKEND_PORT ?? '3001';

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
  run('le back end', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { PORT: backEndPort }),
  run('Vite', ['vite', '--host', '127.0.0.1'], { BACKEND_PORT: backEndPort }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(0));
