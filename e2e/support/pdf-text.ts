import { readFile } from 'node:fs/promises';
import { pdfText as pagesOf } from '../../api/src/test/pdf-text.ts';

/** The text of a downloaded PDF, every page, as a reader would copy it (the API tests' helper). */
export async function pdfText(file: string): Promise<string> {
  return (await pagesOf(await readFile(file))).join('\n');
}
