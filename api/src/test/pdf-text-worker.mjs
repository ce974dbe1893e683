// The thread that reads PDFs for the tests (./pdf-text.ts). pdf.js's legacy build, the one that
// runs on Node 20, installs core-js polyfills over its realm's globals (JSON.stringify,
// Array.prototype.push, navigator...): here they stay in this thread, and the test process that
// runs several files (./test-groups.ts) keeps node's own.
import { parentPort } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

parentPort.on('message', async ({ id, bytes, fonts }) => {
  try {
    const pdf = await getDocument({
      data: bytes,
      useSystemFonts: false,
      standardFontDataUrl: fonts,
    }).promise;
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    await pdf.destroy();
    parentPort.postMessage({ id, pages });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.stack : String(error) });
  }
});
