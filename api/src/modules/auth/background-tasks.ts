import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent, so that an answer takes the same time whether or not an
 * account exists (password reset, activation resend, registration). Shutdown and tests wait for it.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  const lastOfKey = new Map<string, Promise<void>>();
  return {
    /** Runs `work` soon; works with the same key (one account) run one after the other. */
    run(name: string, key: string, work: () => Promise<unknown>): void {
      const previous = lastOfKey.get(key) ?? new Promise<void>((resolve) => setImmediate(resolve));
      const task: Promise<void> = previous
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error, task: name }, 'background task failed'),
        )
        .finally(() => {
          running.delete(task);
          if (lastOfKey.get(key) === task) lastOfKey.delete(key);
        });
      running.add(task);
      lastOfKey.set(key, task);
    },
    async settled(): Promise<void> {
      while (running.size) await Promise.all(running);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
