/**
 * Resolves once `found` answers something (not `undefined`), asking again each time the event
 * loop turns: for what another process or the database does on its own time. Fails after 20 s
 * with what it was waiting for.
 */
export async function eventually<T>(found: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await found();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
