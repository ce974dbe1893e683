/** @jest-environment node */
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createPageData, PageDataContext } from '@store/platform';
import { usePreload, useRemote, type RemoteRead } from './use-remote';

/** A load the test answers when it likes, recording when it was asked. */
function controlledRead(key: string, asked: string[]) {
  let answer: (value: string) => void = () => undefined;
  const answered = new Promise<string>((resolve) => (answer = resolve));
  const read: RemoteRead<string> = {
    key,
    load: () => {
      asked.push(key);
      return answered;
    },
  };
  return { read, answer };
}

function Page({
  first,
  second,
  preload,
}: {
  first: RemoteRead<string>;
  second: RemoteRead<string>;
  preload: boolean;
}) {
  usePreload(preload ? [first, second] : []);
  const a = useRemote(first).data;
  const b = useRemote(second).data;
  return (
    <p>
      {a} y {b}
    </p>
  );
}

async function renderOnServer(preload: boolean) {
  const asked: string[] = [];
  const first = controlledRead('primero', asked);
  const second = controlledRead('segundo', asked);
  const pageData = createPageData();
  const rendering = renderToReadableStream(
    <PageDataContext.Provider value={pageData}>
      <Suspense fallback={<p>Cargando</p>}>
        <Page first={first.read} second={second.read} preload={preload} />
      </Suspense>
    </PageDataContext.Provider>,
  );
  const stream = await rendering;
  // The render now waits for the first load: what has been asked by then?
  const askedBeforeFirstAnswer = [...asked];
  first.answer('taza');
  second.answer('gorra');
  await stream.allReady;
  const html = await new Response(stream).text();
  return { askedBeforeFirstAnswer, html, data: pageData.snapshot() };
}

describe('useRemote on the server', () => {
  it('asks for every preloaded read at once, before the first answer', async () => {
    const page = await renderOnServer(true);
    expect(page.askedBeforeFirstAnswer).toEqual(['primero', 'segundo']);
    expect(page.html).toContain('taza<!-- --> y <!-- -->gorra');
    expect(page.data).toEqual({ primero: 'taza', segundo: 'gorra' });
  });

  it('without a preload, asks for the second read only after the first has answered', async () => {
    const page = await renderOnServer(false);
    expect(page.askedBeforeFirstAnswer).toEqual(['primero']);
    expect(page.html).toContain('taza<!-- --> y <!-- -->gorra');
  });
});
