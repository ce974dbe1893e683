import type { IncomingMessage } from 'node:http';

/** The JSON a test's HTTP double (a provider's API on loopback) was sent: `{}` when it was empty. */
export async function readJsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}
