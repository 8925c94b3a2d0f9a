/** Work done again and again on a timer, one run at a time. */
export interface Ticker {
  /** Runs now, then every interval; the timer does not keep the process alive. */
  start(): void;
  /** Runs once now (or waits for the run under way, then runs again), and resolves when done. */
  runOnce(): Promise<void>;
  /** Ends the timer and waits for the run under way. */
  stop(): Promise<void>;
}

export interface TickerOptions {
  intervalMs: number;
  run: () => Promise<void>;
  log: { error(details: object, message: string): void };
  /** What the log says when a run fails. */
  name: string;
}

/** A ticker whose runs never overlap: a tick while a run is under way is skipped. */
export function createTicker(options: TickerOptions): Ticker {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async (): Promise<void> => {
    while (running) await running.catch(() => undefined);
    running = options.run().finally(() => {
      running = undefined;
    });
    return running;
  };

  const tick = () => {
    if (running) return;
    runOnce().catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed`));
  };

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
    },
    runOnce,
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
