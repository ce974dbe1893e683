/** @jest-environment node */
import { Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import {
  ApiClientContext,
  createApiClient,
  PageDataContext,
  type ApiClient,
} from '@store/platform';
import { createServerPageData } from '@store/platform/server-page-data';
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
  renders,
}: {
  first: RemoteRead<string>;
  second: RemoteRead<string>;
  preload: boolean;
  renders: string[];
}) {
  renders.push('Page');
  usePreload(preload ? [first, second] : []);
  const a = useRemote(first).data;
  const b = useRemote(second).data;
  return (
    <p>
      {a} y {b}
    </p>
  );
}

/** Lets the server renderer run what is due (a render retried when a load answered). */
const renderQueueRuns = () => new Promise((resolve) => setImmediate(resolve));

async function renderOnServer(preload: boolean) {
  const asked: string[] = [];
  const renders: string[] = [];
  const first = controlledRead('primero', asked);
  const second = controlledRead('segundo', asked);
  const pageData = createServerPageData();
  const rendering = renderToReadableStream(
    <PageDataContext.Provider value={pageData}>
      <Suspense fallback={<p>Cargando</p>}>
        <Page first={first.read} second={second.read} preload={preload} renders={renders} />
      </Suspense>
    </PageDataContext.Provider>,
  );
  const stream = await rendering;
  // The render now waits for the first load: what has been asked by then?
  const askedBeforeFirstAnswer = [...asked];
  // One answer, then the other once the renderer has had its turn.
  first.answer('taza');
  await renderQueueRuns();
  await renderQueueRuns();
  second.answer('gorra');
  await stream.allReady;
  const html = await new Response(stream).text();
  return { askedBeforeFirstAnswer, html, data: pageData.snapshot(), renders: renders.length };
}

describe('useRemote on the server', () => {
  it('asks for every preloaded read at once, before the first answer', async () => {
    const page = await renderOnServer(true);
    expect(page.askedBeforeFirstAnswer).toEqual(['primero', 'segundo']);
    expect(page.html).toContain('taza<!-- --> y <!-- -->gorra');
    expect(page.data).toEqual({ primero: 'taza', segundo: 'gorra' });
  });

  it('with a preload, renders the page again once all have answered, not once per answer', async () => {
    expect((await renderOnServer(true)).renders).toBe(2);
    expect((await renderOnServer(false)).renders).toBe(3);
  });

  it('without a preload, asks for the second read only after the first has answered', async () => {
    const page = await renderOnServer(false);
    expect(page.askedBeforeFirstAnswer).toEqual(['primero']);
    expect(page.html).toContain('taza<!-- --> y <!-- -->gorra');
  });
});

function Tenant({ read }: { read: RemoteRead<string> }) {
  return <p>{useRemote(read).data}</p>;
}

async function renderTenantPage(client: ApiClient | null) {
  // The read goes out through the client it is given: the request's, or the browser's.
  const read: RemoteRead<string> = { key: 'whose', load: (api) => api.get<string>('/api/whose') };
  const pageData = createServerPageData();
  const page = (
    <PageDataContext.Provider value={pageData}>
      <Suspense fallback={<p>Cargando</p>}>
        <Tenant read={read} />
      </Suspense>
    </PageDataContext.Provider>
  );
  const stream = await renderToReadableStream(
    client ? <ApiClientContext.Provider value={client}>{page}</ApiClientContext.Provider> : page,
  );
  await stream.allReady;
  return { html: await new Response(stream).text(), data: pageData.snapshot() };
}

describe("useRemote's client on the server", () => {
  it("is the request's own, from the shell's ApiClientContext", async () => {
    const clients = ['demo-ar', 'demo-cl'].map((tenant) => {
      const client = createApiClient({ tenant, baseUrl: 'http://127.0.0.1:1' });
      // Answered without a network: the client's tenant, so the page shows whose client it used.
      client.get = async <T,>() => tenant as T;
      return client;
    });
    const pages = await Promise.all(clients.map(renderTenantPage));
    expect(pages.map((page) => page.data)).toEqual([{ whose: 'demo-ar' }, { whose: 'demo-cl' }]);
    expect(pages[1]?.html).toContain('demo-cl');
  });

  it("is never the browser's: without the request's client the read fails, loudly", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await renderTenantPage(null);
    expect(page.data).toEqual({});
    expect(page.html).toContain('<p></p>');
    expect(log).toHaveBeenCalledWith(
      '[store]',
      expect.objectContaining({
        message: expect.stringMatching(/browser's API client cannot be used on the server/),
      }),
    );
    log.mockRestore();
  });
});
