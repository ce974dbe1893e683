/**
 * Resolves in a later task. Boot work split at these points runs as several short tasks instead
 * of one long one, so the browser can paint and answer the buyer in between. A message, not a
 * timer: timers wait up to a second in a background tab (and stand still under a test's clock).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
