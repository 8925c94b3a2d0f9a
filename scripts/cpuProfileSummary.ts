/**
 * Where a process's time went, read from a V8 CPU profile (`node --cpu-prof`): self time summed by place (a
 * package of node_modules, Node's own code, a file of the project) and by function, within chosen time windows.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}

/** The parts of a `.cpuprofile` read here; times in microseconds on the monotonic clock. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A span of the monotonic clock (`process.hrtime`), in microseconds. */
export interface TimeWindow {
  startUs: number;
  endUs: number;
}

export interface SelfTime {
  name: string;
  /** Share of the time sampled within the windows, 0 to 1. */
  share: number;
  /** Microseconds per request, when the number of requests answered within the windows is given. */
  usPerRequest?: number;
}

export interface ProfileSummary {
  /** Milliseconds sampled within the windows. */
  sampledMs: number;
  /** Time where the process ran no JavaScript: idle, garbage collection, V8's own work. */
  engine: SelfTime[];
  places: SelfTime[];
  functions: SelfTime[];
}

const ENGINE_FRAMES = new Set(['(idle)', '(program)', '(garbage collector)']);

/** `node_modules/<package>` (scoped or not), `node:<module>` for Node's code, else the project's file. */
export function placeOf(url: string, projectRoot: string): string {
  if (url === '') return '(natif)';
  const path = url.startsWith('file://') ? decodeURIComponent(new URL(url).pathname) : url;
  const modules = path.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = path.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (path.startsWith('node:')) return path;
  return path.startsWith(`${projectRoot}/`) ? path.slice(projectRoot.length + 1) : path;
}

function frameName(frame: CallFrame, place: string): string {
  const name = frame.functionName === '' ? '(anonyme)' : frame.functionName;
  return `${name} (${place}:${frame.lineNumber + 1})`;
}

function ranked(totals: Map<string, number>, sampled: number, limit: number, requests?: number): SelfTime[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, us]) => ({
      name,
      share: sampled === 0 ? 0 : us / sampled,
      ...(requests ? { usPerRequest: us / requests } : {}),
    }));
}

function add(totals: Map<string, number>, key: string, us: number): void {
  totals.set(key, (totals.get(key) ?? 0) + us);
}

/**
 * Self time within `windows` (all of the profile when none is given), each sample counting for the time until the
 * next one; per request too when `requests` says how many were answered within the windows.
 */
export function summariseProfile(
  profile: CpuProfile,
  options: { projectRoot: string; windows?: TimeWindow[]; limit?: number; requests?: number },
): ProfileSummary {
  const { projectRoot, windows, limit = 12, requests } = options;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const inWindow = (us: number) =>
    windows === undefined || windows.some((window) => us >= window.startUs && us < window.endUs);
  const engine = new Map<string, number>();
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let sampled = 0;
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    const next = profile.timeDeltas[index + 1] ?? 0;
    const node = nodes.get(profile.samples[index] ?? -1);
    if (!node || next <= 0 || !inWindow(at)) continue;
    sampled += next;
    const frame = node.callFrame;
    if (ENGINE_FRAMES.has(frame.functionName)) {
      add(engine, frame.functionName, next);
      continue;
    }
    const place = placeOf(frame.url, projectRoot);
    add(places, place, next);
    add(functions, frameName(frame, place), next);
  }
  return {
    sampledMs: sampled / 1000,
    engine: ranked(engine, sampled, ENGINE_FRAMES.size, requests),
    places: ranked(places, sampled, limit, requests),
    functions: ranked(functions, sampled, limit, requests),
  };
}

/** A share, and the microseconds per request when known: `  12.3 %   21.0 µs`. */
export function formatSelfTime(row: SelfTime): string {
  const share = `${(row.share * 100).toFixed(1)} %`.padStart(8);
  return row.usPerRequest === undefined ? share : `${share} ${`${row.usPerRequest.toFixed(1)} µs`.padStart(9)}`;
}

/** The summary as lines of text. */
export function formatSummary(summary: ProfileSummary): string[] {
  const lines = [`${summary.sampledMs.toFixed(0)} ms échantillonnées (part, et µs par requête).`];
  const engine = summary.engine.map((row) => `${row.name} ${formatSelfTime(row).trim().replace(/ +/g, ' ')}`);
  lines.push(`  ${engine.join(', ')}`);
  lines.push('', '  temps propre par endroit :');
  for (const row of summary.places) lines.push(`  ${formatSelfTime(row)}  ${row.name}`);
  lines.push('', '  temps propre par fonction :');
  for (const row of summary.functions) lines.push(`  ${formatSelfTime(row)}  ${row.name}`);
  return lines;
}
