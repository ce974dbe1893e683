import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LatencyResult {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
  /** Requests per second as a share of the ceiling measured in the same round, when known. */
  ofCeiling?: number;
}

/**
 * Loopback load on one address for 5 s: latency percentiles (ms) and throughput. With `pathOf`,
 * the n-th request asks for `pathOf(n)` instead (a new address each time: nothing kept answers it).
 */
export async function measureLatency(
  name: string,
  url: string,
  {
    headers = {},
    pathOf,
    connections = 10,
  }: {
    headers?: Record<string, string>;
    pathOf?: (n: number) => string;
    connections?: number;
  } = {},
): Promise<LatencyResult> {
  let n = 0;
  const requests: autocannon.Request[] | undefined = pathOf && [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf((n += 1)) }) },
  ];
  const result = await autocannon({ url, headers, requests, connections, duration: 5 });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
  };
}

/** A bare node:http hello-world in its own process: the ceiling of this machine, same run. */
export async function startCeilingServer(): Promise<{ url: string; stop(): void }> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'hello-server.mjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve(Number(message))),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}
