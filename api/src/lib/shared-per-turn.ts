import DataLoader from 'dataloader';

/**
 * `read` for the calls of one turn of the event loop: those with the same key share one `read`,
 * started once all of them have asked (DataLoader, dispatched on `setImmediate`), so none is
 * answered with what was read before it asked. For the questions every request asks (a revision,
 * whether a file changed), where thousands of requests a second each made a round trip of their
 * own.
 */
export function sharedPerTurn<V>(read: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const loader = new DataLoader<string, V>(
    async (asked) => {
      const distinct = [...new Set(asked)];
      const answers = await Promise.all(distinct.map(read));
      return asked.map((key) => answers[distinct.indexOf(key)]!);
    },
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (key) => loader.load(key);
}
