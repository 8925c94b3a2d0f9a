/** Beyond this many answers the cache starts afresh: keys come from callers' values, whose variety has no bound. */
const MAX_ENTRIES = 2_000;

/**
 * Serialised answers kept in memory until the data they were read from changes. An answer being read is kept as
 * its promise, so that callers arriving meanwhile share one read; `clear` forgets it, so that a read begun before
 * a change never serves a caller arriving after it. While disabled (changes from other processes could go unheard),
 * every call reads the database.
 */
export class ResponseCache<Answer> {
  readonly #entries = new Map<string, Promise<Answer>>();
  /** The answers already read, for the callers that want them without waiting on a promise. */
  readonly #ready = new Map<string, Answer>();
  #enabled: boolean;

  constructor(enabled: boolean) {
    this.#enabled = enabled;
  }

  /** The answer kept under `key` if it has been read, undefined if not (or while disabled). */
  ready(key: string): Answer | undefined {
    return this.#ready.get(key);
  }

  answer(key: string, read: () => Promise<Answer>): Promise<Answer> {
    if (!this.#enabled) return read();
    const kept = this.#entries.get(key);
    if (kept) return kept;
    if (this.#entries.size >= MAX_ENTRIES) this.clear();
    const pending = read();
    this.#entries.set(key, pending);
    pending.then(
      (answer) => {
        // Kept only if no change came while it was read.
        if (this.#entries.get(key) === pending) this.#ready.set(key, answer);
      },
      () => {
        // A refusal (404) or a failure is not kept: the next caller asks the database again.
        if (this.#entries.get(key) === pending) this.#entries.delete(key);
      },
    );
    return pending;
  }

  clear(): void {
    this.#entries.clear();
    this.#ready.clear();
  }

  setEnabled(enabled: boolean): void {
    this.#enabled = enabled;
    this.clear();
  }
}
