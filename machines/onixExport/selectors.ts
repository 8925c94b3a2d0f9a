import type { SnapshotFrom } from 'xstate';
import type { OnixExportMachine } from './onixExportMachine.ts';

export type OnixExportSnapshot = SnapshotFrom<OnixExportMachine>;

/** What the « Export ONIX » area shows. */
export type OnixExportView =
  | { step: 'idle' | 'planning' }
  | { step: 'planFailed'; error: string | null }
  | { step: 'ready' | 'downloading'; plan: NonNullable<OnixExportSnapshot['context']['plan']> }
  | { step: 'done'; plan: NonNullable<OnixExportSnapshot['context']['plan']>; fileName: string }
  | { step: 'failed'; plan: NonNullable<OnixExportSnapshot['context']['plan']>; error: string | null };

export function selectView(snapshot: OnixExportSnapshot): OnixExportView {
  const { plan, fileName, error } = snapshot.context;
  if (snapshot.matches('planFailed')) return { step: 'planFailed', error };
  if (snapshot.matches('idle')) return { step: 'idle' };
  if (!plan || snapshot.matches('planning')) return { step: 'planning' };
  if (snapshot.matches('done') && fileName) return { step: 'done', plan, fileName };
  if (snapshot.matches('failed')) return { step: 'failed', plan, error };
  if (snapshot.matches('downloading')) return { step: 'downloading', plan };
  return { step: 'ready', plan };
}
