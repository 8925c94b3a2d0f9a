import { once } from 'node:events';
import { fstatSync, ftruncateSync, writeSync } from 'node:fs';

/**
 * `npm run` writes a banner (`\n> portail-autoedition@… onix:export\n> tsx … --since …\n\n`) to standard output before the command
 * starts, so `npm run onix:export -- … > export.xml` would not start with the XML declaration. When standard output
 * is a regular file that holds exactly that banner, it is emptied and the message written from its start. In a pipe
 * the banner cannot be taken back: `npm run -s onix:export` leaves it out.
 */
function npmBanner(env: NodeJS.ProcessEnv, args: readonly string[]): string | null {
  const { npm_lifecycle_event: event, npm_lifecycle_script: script, npm_package_name: name } = env;
  if (!event || !script || !name) return null;
  const id = env.npm_package_version ? `${name}@${env.npm_package_version}` : name;
  // npm prints it as a line of its own: one more line feed.
  return `\n> ${id} ${event}\n> ${script.trim()}${args.length > 0 ? ` ${args.join(' ')}` : ''}\n\n`;
}

/** Writes to standard output: the message and nothing else, awaiting the reader when it is slower. */
export function messageOutput(args: readonly string[]): (chunk: string) => Promise<void> {
  const banner = npmBanner(process.env, args);
  const stat = fstatSync(1);
  if (banner !== null && stat.isFile() && stat.size === Buffer.byteLength(banner)) {
    ftruncateSync(1, 0);
    let position = 0;
    return async (chunk) => {
      const bytes = Buffer.from(chunk);
      position += writeSync(1, bytes, 0, bytes.length, position);
    };
  }
  return async (chunk) => {
    if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
  };
}
