import { expect } from './fixtures.ts';

/** The HTML the server sends, as a search engine or a browser's first paint sees it. */
export async function servedHtml(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}
