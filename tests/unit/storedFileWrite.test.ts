import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/** A disk that fills up halfway through the next write: half the bytes land, then the write fails. */
const failing = vi.hoisted(() => ({ next: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    writeFile: async (...args: Parameters<typeof actual.writeFile>) => {
      if (!failing.next) return actual.writeFile(...args);
      failing.next = false;
      const [path, data, options] = args;
      await actual.writeFile(path, (data as Buffer).subarray(0, (data as Buffer).length / 2), options);
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    },
  };
});

const { isStoredName, storeFileIn } = await import('../../server/platform/files/files.ts');

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'portail-ecriture-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a stored file is written whole or not at all', () => {
  test('its name holds the whole bytes once written, and nothing else is left in the folder', async () => {
    const bytes = Buffer.alloc(64 * 1024, 7);
    const name = await storeFileIn(folder, 'png', bytes);
    expect(await readdir(folder)).toEqual([name]);
    expect((await readFile(join(folder, name))).equals(bytes)).toBe(true);
  });

  test('a write that fails halfway leaves no file under a name the portal serves, nor a temporary one', async () => {
    failing.next = true;
    await expect(storeFileIn(folder, 'png', Buffer.alloc(64 * 1024, 7))).rejects.toThrow('ENOSPC');
    const left = await readdir(folder);
    expect(left.filter(isStoredName)).toEqual([]);
    expect(left).toEqual([]);
  });
});
