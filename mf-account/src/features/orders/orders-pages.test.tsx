import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AddToCartRequest,
  OrderDetail,
  OrderTaxDocument,
  OrderPage,
  OrderSummary,
  ReorderItems,
} from '@store/contracts';
import { handle, sessionHolder, StoreApiError } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { OrderDetailPage } from './order-detail-page';
import type { OrdersApi } from './orders-api';
import { OrdersListPage } from './orders-list-page';

const BUYER = { userId: 4, email: 'comprador@promosur.com.ar', fullName: 'Martina Sosa' };
const LINK = 'https://seguimiento.andreani.com/envio/360002345';

const summary = (id: number, overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  number: `0001-${String(id).padStart(8, '0')}`,
  createdAt: '2026-11-25T14:00:00.000Z',
  currency: 'ARS',
  total: 107900.5,
  status: 'received',
  payment: 'TRF',
  paymentStatus: 'pending',
  lineCount: 1,
  ...overrides,
});

const ORDER: OrderDetail = {
  id: 42,
  number: '0001-00000042',
  quoteNumber: null,
  createdAt: '2026-11-20T14:00:00.000Z',
  currency: 'ARS',
  invoiceType: 'A',
  shoppingCartMode: 'cart',
  lines: [
    {
      productId: 7,
      genericProductId: 3,
      productName: 'Taza cerámica clásica 11 oz',
      variantName: 'Blanca',
      sku: 'TAZ-001-BL',
      quantity: 10,
      hasProductBuilding: false,
      customization: null,
      inks: [],
      shoppingCartId: 0,
      principal: true,
      advance: false,
      priceBase: 50000,
      priceAplication: 0,
      tax: 10500,
      total: 60500,
      shoppingCartProductImageFK: ['/img/taza.png'],
      shoppingCartPrintingAreaFK: null,
      technique: null,
    },
  ],
  priceBase: 40000,
  applicationCost: 0,
  applicationPrice: 0,
  profit: 10000,
  subTotal: 50000,
  // 21 % of the products' and the shipping's nets: ($ 50.000 + $ 10.000) x 0,21.
  taxes: 12600,
  shippingCost: 12100,
  shippingNet: 10000,
  taxesByRate: [{ rate: 0.21, net: 60000, iva: 12600 }],
  total: 72600,
  payment: 'MP',
  paymentStatus: 'approved',
  shipping: {
    logisticType: 'crossdock',
    serviceType: 'standard_delivery',
    carrierId: 'andreani',
    carrierName: 'Andreani',
    pointId: null,
    deliveryMethod: 'standard_delivery',
    MinDeliveryDays: 5,
    MaxDeliveryDays: 3,
    estimatedInHands: { min: '2026-12-01', max: '2026-12-03' },
  },
  addressee: {
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@empresa.com.ar',
    phone: '+54 249 444-1234',
    street: 'Pinto',
    streetNumber: '550',
    apartment: null,
    provinceId: '06',
    cityId: '06791',
    locationId: '1',
    locality: 'Tandil',
    zipCode: 'B7000ABC',
    deliveryComment: null,
  },
  invoice: {
    name: 'Empresa Compradora S.A.',
    lastName: '',
    document: '30-70308853-4',
    direction: 'Pinto 550',
    phone: '+54 249 444-1234',
    email: 'compras@empresa.com.ar',
    ivaCondition: 'RI',
    giro: null,
    comunaId: null,
  },
  status: 'shipped',
  trackingUrl: LINK,
  history: [
    { status: 'received', at: '2026-11-20T14:00:00.000Z', trackingUrl: null },
    { status: 'paid', at: '2026-11-20T15:00:00.000Z', trackingUrl: null },
    { status: 'shipped', at: '2026-11-24T15:00:00.000Z', trackingUrl: LINK },
  ],
  proof: 'none',
  designsLocked: true,
  proofVersions: [],
  creditTerms: false,
};

const NOW = '2026-11-20T15:00:00.000Z';

function fakeApi(page: Partial<OrderPage> = {}, order: OrderDetail = ORDER) {
  return {
    list: jest.fn(async (n: number) => ({
      items: [summary(12, { status: 'shipped', paymentStatus: 'approved' }), summary(11)],
      totalCount: 12,
      page: n,
      pageSize: 10,
      ...page,
    })),
    get: jest.fn(async () => order),
    reorderItems: jest.fn(async (): Promise<ReorderItems> => ({ requests: [], notices: [] })),
    pdf: jest.fn(async () => new Blob(['%PDF'])),
    invoices: jest.fn(async (): Promise<OrderTaxDocument[]> => []),
    invoicePdf: jest.fn(async () => new Blob(['%PDF'])),
    approveProof: jest.fn(async () => ({
      ...order,
      proof: 'approved' as const,
      designsLocked: true,
    })),
    requestProofChanges: jest.fn(async (_id: number, version: number, comment: string) => ({
      ...order,
      proofVersions: order.proofVersions.map((proof) =>
        proof.version === version
          ? { ...proof, state: 'changes_requested' as const, comment, answeredAt: NOW }
          : proof,
      ),
    })),
    proofPdf: jest.fn(async () => new Blob(['%PDF'])),
    designFile: jest.fn(async () => new Blob([])),
  } satisfies OrdersApi;
}

/** One product of the order as the API hands it back: what a product page would ask to add. */
const reorderRequest: AddToCartRequest = {
  mode: 'cart',
  product: {
    id: 7,
    externalId: 'TAZA-11',
    name: 'Taza cerámica',
    description: 'Taza de 11 oz',
    featuredImg: null,
    kind: 'simple',
    productDesc: 'taza-ceramica',
  },
  lines: [{ variantId: 71, sku: 'TAZA-11-BL', quantity: 30, color: 'Blanco', size: null }],
  applicationTechniqueId: null,
  applicationTechniqueName: null,
  isCustomizable: false,
  customization: null,
  customizationRender: null,
};

const where = () => screen.getByRole('status', { name: 'Dirección' });
beforeEach(() => sessionHolder.set({ accessToken: 'user', user: BUYER } as never));

describe('/orders/list', () => {
  const renderList = (api: OrdersApi, options: { path?: string; locale?: 'arg' | 'cl' } = {}) =>
    renderAccount(<OrdersListPage api={api} />, {
      path: options.path ?? '/orders/list',
      route: '/orders/list',
      ...(options.locale ? { locale: options.locale } : {}),
    });

  it('sends a guest to the login and back here afterwards', () => {
    sessionHolder.set({ accessToken: 'guest', user: null });
    const api = fakeApi();
    renderList(api);
    expect(where()).toHaveTextContent('/auth?mode=login&from=%2Forders%2Flist');
    expect(api.list).not.toHaveBeenCalled();
  });

  it('lists number, date, status, payment status and total, ten a page', async () => {
    const api = fakeApi();
    renderList(api);
    const link = await screen.findByRole('link', { name: 'Pedido N° 0001-00000012' });
    expect(link).toHaveAttribute('href', '/orders/detail/12');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('25 de noviembre de 2026')).toBeInTheDocument();
    expect(within(first!).getByText('Enviado')).toBeInTheDocument();
    expect(within(first!).getByText('Pagado')).toBeInTheDocument();
    expect(within(first!).getByText('$ 107.900,50')).toBeInTheDocument();
    expect(within(second!).getByText('Recibido')).toBeInTheDocument();
    expect(within(second!).getByText('Pago pendiente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(api.list).toHaveBeenLastCalledWith(2, null);
    expect(where()).toHaveTextContent('/orders/list?page=2');
  });

  it('filters by status from the first page', async () => {
    const api = fakeApi();
    renderList(api, { path: '/orders/list?page=2' });
    await screen.findByRole('link', { name: 'Pedido N° 0001-00000012' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Enviado');
    expect(api.list).toHaveBeenLastCalledWith(1, 'shipped');
    expect(where()).toHaveTextContent('/orders/list?status=shipped');
  });

  it('says there are no orders yet', async () => {
    renderList(fakeApi({ items: [], totalCount: 0 }));
    expect(
      await screen.findByRole('heading', { name: 'Todavía no tenés pedidos' }),
    ).toBeInTheDocument();
  });

  it('says it without voseo in Chile', async () => {
    renderList(fakeApi({ items: [], totalCount: 0 }), { locale: 'cl' });
    expect(
      await screen.findByRole('heading', { name: 'Aún no tienes pedidos' }),
    ).toBeInTheDocument();
  });
});

describe('/orders/detail', () => {
  const renderDetail = (api: OrdersApi, path = '/orders/detail/42') =>
    renderAccount(<OrderDetailPage api={api} />, { path, route: '/orders/detail/:id?' });

  it('shows the lines, totals that add up, delivery, payment and invoice', async () => {
    const api = fakeApi();
    renderDetail(api);
    expect(
      await screen.findByRole('heading', { name: 'Pedido N° 0001-00000042' }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(42);
    expect(screen.getByText('Taza cerámica clásica 11 oz')).toBeInTheDocument();
    expect(screen.getByText('$ 60.500,00')).toBeInTheDocument();
    // The stored figures: Subtotal, the shipping's net, the IVA of both, the total.
    const totals = screen.getByText('$ 72.600,00').closest('dl')!;
    const rows = [
      ['Subtotal', '$ 50.000,00'],
      ['Envío', '$ 10.000,00'],
      ['IVA', '$ 12.600,00'],
      ['Total', '$ 72.600,00'],
    ];
    const terms = Array.from(totals.querySelectorAll('dt'));
    expect(terms.map((dt) => dt.textContent)).toEqual(rows.map(([term]) => term));
    rows.forEach(([, amount], index) =>
      expect(terms[index]!.nextElementSibling).toHaveTextContent(amount!),
    );
    expect(screen.getByText('Factura A')).toBeInTheDocument();
    expect(screen.getByText('Pago: tarjeta (Mercado Pago) · Pagado')).toBeInTheDocument();
    expect(screen.getByText('Tandil (B7000ABC)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Envío con Andreani · llega entre el 1 de diciembre de 2026 y el 3 de diciembre de 2026',
      ),
    ).toBeInTheDocument();
  });

  it("says until when an unpaid order holds its stock, in the store's time zone", async () => {
    renderDetail(
      fakeApi(
        {},
        { ...ORDER, paymentStatus: 'pending', stockHeldUntil: '2026-11-30T21:15:00.000Z' },
      ),
    );
    expect(
      await screen.findByText(
        'El stock de este pedido queda reservado hasta el 30 de noviembre a las 18:15 h. Si para entonces no está pago, el pedido se cancela y el stock se libera.',
      ),
    ).toBeInTheDocument();
  });

  it('names the quote an order was converted from', async () => {
    renderDetail(fakeApi({}, { ...ORDER, quoteNumber: 12 }));
    expect(await screen.findByText('De la cotización N° 12', { exact: false })).toBeInTheDocument();
  });

  it('tracks the order: steps in the history complete, skipped ones say so, the carrier’s link', async () => {
    renderDetail(fakeApi());
    await screen.findByRole('heading', { name: 'Pedido N° 0001-00000042' });
    const tracking = screen.getByRole('region', { name: 'Seguimiento del pedido' });
    const items = within(tracking).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Recibido completado · 20 de noviembre de 2026',
      '✓Pagado completado · 20 de noviembre de 2026',
      'En producción sin este paso',
      '✓Enviado completado · 24 de noviembre de 2026',
      'Entregado pendiente',
    ]);
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(
      within(tracking).getByRole('link', { name: 'Seguir el envío en Andreani' }),
    ).toHaveAttribute('href', LINK);
  });

  it('never says the payment was skipped: pending, or to be paid on credit (issue 30)', async () => {
    const shippedUnpaid = {
      ...ORDER,
      status: 'shipped' as const,
      history: [ORDER.history[0]!, ...ORDER.history.slice(2)],
    };
    const stepTexts = async () => {
      const tracking = await screen.findByRole('region', { name: 'Seguimiento del pedido' });
      return within(tracking)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    };
    const { unmount } = renderDetail(fakeApi({}, shippedUnpaid));
    expect((await stepTexts())[1]).toBe('Pagado pendiente');
    unmount();
    renderDetail(fakeApi({}, { ...shippedUnpaid, creditTerms: true }));
    const texts = await stepTexts();
    expect(texts[1]).toBe('Pagado a pagar con crédito');
    expect(texts.join(' ')).not.toMatch(/Pagado sin este paso/);
  });

  it('shows the latest order without an id, and the API’s message for a foreign one', async () => {
    const api = fakeApi();
    renderDetail(api, '/orders/detail');
    expect(
      await screen.findByRole('heading', { name: 'Pedido N° 0001-00000042' }),
    ).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith(1, null, 1);
    expect(api.get).toHaveBeenCalledWith(12);

    const refusing = fakeApi();
    refusing.get.mockRejectedValue(new StoreApiError('server', 'No encontramos ese pedido.'));
    renderDetail(refusing, '/orders/detail/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos ese pedido.');
  });
});

describe('/orders/detail: the electronic invoice', () => {
  const renderDetail = (api: OrdersApi, locale: 'arg' | 'cl' = 'arg') =>
    renderAccount(<OrderDetailPage api={api} />, {
      path: '/orders/detail/42',
      route: '/orders/detail/:id?',
      locale,
    });
  const issued: OrderTaxDocument = {
    id: 7,
    kind: 'invoice',
    name: 'Factura A 00002-00000012',
    status: 'issued',
    issuedOn: '2026-11-20',
    total: 68400,
  };

  it('offers the issued invoice as a download, from the API with the buyer’s token', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const api = fakeApi();
    api.invoices.mockResolvedValue([issued]);
    renderDetail(api);
    const section = await screen.findByRole('region', { name: 'Factura' });
    expect(section).toHaveTextContent(
      'Factura A 00002-00000012 · emitida el 20 de noviembre de 2026',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Descargar factura' }));
    expect(api.invoicePdf).toHaveBeenCalledWith(42, 'invoice');
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Descargamos Factura A 00002-00000012.',
    );
  });

  it('says the invoice is on its way while the tax service has not issued it, in each country’s voice', async () => {
    for (const [locale, text] of [
      ['arg', 'Estamos emitiendo tu factura: cuando esté lista vas a poder descargarla acá'],
      [
        'cl',
        'Estamos emitiendo tu documento tributario: cuando esté listo, aparecerá aquí para descargarlo',
      ],
    ] as const) {
      const api = fakeApi();
      api.invoices.mockResolvedValue([{ ...issued, status: 'pending', issuedOn: null, total: 0 }]);
      const { unmount } = renderDetail(api, locale);
      const section = await screen.findByRole('region', {
        name: locale === 'cl' ? 'Documento tributario' : 'Factura',
      });
      expect(section).toHaveTextContent(text);
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('says a refused invoice waits for the store’s staff, and does not ask again', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi();
      api.invoices.mockResolvedValue([{ ...issued, status: 'held', issuedOn: null, total: 0 }]);
      renderDetail(api);
      const section = await screen.findByRole('region', { name: 'Factura' });
      expect(section).toHaveTextContent(
        'Tu factura está demorada: el equipo de Promo Sur está corrigiendo los datos que pidió el fisco.',
      );
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(api.invoices).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again while the invoice is on its way, and offers it once issued', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi();
      api.invoices
        .mockResolvedValueOnce([{ ...issued, status: 'pending', issuedOn: null, total: 0 }])
        .mockResolvedValue([issued]);
      renderDetail(api);
      const section = await screen.findByRole('region', { name: 'Factura' });
      expect(section).toHaveTextContent('Estamos emitiendo tu factura');
      await act(async () => {
        jest.advanceTimersByTime(4_000);
      });
      expect(
        await within(section).findByRole('button', { name: 'Descargar factura' }),
      ).toBeInTheDocument();
      expect(api.invoices).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows nothing for an order without documents (not paid yet)', async () => {
    renderDetail(fakeApi());
    await screen.findByRole('heading', { name: 'Pedido N° 0001-00000042' });
    expect(screen.queryByRole('region', { name: 'Factura' })).not.toBeInTheDocument();
  });

  it('offers a Chilean boleta and the credit note of a cancelled order', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const api = fakeApi(
      {},
      { ...ORDER, invoiceType: 'BOLETA', currency: 'CLP', status: 'cancelled' },
    );
    api.invoices.mockResolvedValue([
      { ...issued, name: 'Boleta electrónica N° 41' },
      { ...issued, id: 8, kind: 'creditNote', name: 'Nota de crédito electrónica N° 3' },
    ]);
    renderDetail(api, 'cl');
    const section = await screen.findByRole('region', { name: 'Documento tributario' });
    expect(within(section).getByRole('button', { name: 'Descargar boleta' })).toBeInTheDocument();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Descargar nota de crédito' }),
    );
    expect(api.invoicePdf).toHaveBeenCalledWith(42, 'creditNote');
  });
});

describe('/orders/detail: proof and reorder', () => {
  const renderDetail = (api: OrdersApi, locale: 'arg' | 'cl' = 'arg') =>
    renderAccount(<OrderDetailPage api={api} />, {
      path: '/orders/detail/42',
      route: '/orders/detail/:id?',
      locale,
    });
  const DESIGNED: OrderDetail = {
    ...ORDER,
    status: 'paid',
    trackingUrl: null,
    history: ORDER.history.slice(0, 2),
    proof: 'pending',
    designsLocked: false,
    lines: [
      {
        ...ORDER.lines[0]!,
        hasProductBuilding: true,
        technique: { id: 2, name: 'Serigrafía' },
        customization: {
          kind: 'store-design',
          version: 1,
          productDesc: 'taza',
          techniqueId: 2,
          colorCount: 1,
          printAreaCount: 1,
          views: [
            {
              view: 'Frente',
              printArea: { id: 1, view: 'Frente', name: 'Frente', widthMm: 80, heightMm: 60 },
              elements: [{ id: 't', type: 'text', text: 'Hola', fill: '#c62828' }],
            },
          ],
        },
        inks: ['#c62828'],
      },
    ],
  };

  it('shows each view of the proof and approves it once', async () => {
    const api = fakeApi({}, DESIGNED);
    renderDetail(api);
    const proof = await screen.findByRole('region', { name: 'Prueba de diseño' });
    expect(within(proof).getByText('Área de impresión: 80 × 60 mm')).toBeInTheDocument();
    expect(within(proof).getByTitle('#c62828')).toBeInTheDocument();
    expect(
      within(proof).getByRole('link', { name: 'Cambiar diseño de Taza cerámica clásica 11 oz' }),
    ).toHaveAttribute('href', '/customize-product?product=taza&order=42&line=0');
    await userEvent.click(within(proof).getByRole('button', { name: 'Aprobar prueba' }));
    expect(await within(proof).findByRole('status')).toHaveTextContent(
      'Aprobaste la prueba: los diseños de este pedido quedaron bloqueados.',
    );
    expect(api.approveProof).toHaveBeenCalledWith(42);
    expect(within(proof).queryByRole('button', { name: 'Aprobar prueba' })).toBeNull();
    expect(within(proof).queryByRole('link', { name: /Cambiar diseño/ })).toBeNull();
  });

  const SENT: OrderDetail = {
    ...DESIGNED,
    proofVersions: [
      {
        version: 2,
        source: 'uploaded',
        state: 'sent',
        sentAt: NOW,
        comment: null,
        answeredAt: null,
        pdf: '/api/services/app/Orders/GetProofPdf?Id=42&Version=2',
      },
      {
        version: 1,
        source: 'generated',
        state: 'changes_requested',
        sentAt: NOW,
        comment: 'El logo más grande',
        answeredAt: NOW,
        pdf: '/api/services/app/Orders/GetProofPdf?Id=42&Version=1',
      },
    ],
  };

  it('answers the latest proof the store sent: approves it by its version', async () => {
    const api = fakeApi({}, SENT);
    renderDetail(api);
    const versions = await screen.findByRole('region', { name: 'Pruebas que te envió la tienda' });
    expect(within(versions).getByText('Tu comentario: «El logo más grande»')).toBeInTheDocument();
    await userEvent.click(
      within(versions).getByRole('button', { name: 'Descargar prueba, versión 1' }),
    );
    expect(api.proofPdf).toHaveBeenCalledWith(SENT.proofVersions[1]!.pdf);
    // The approval of the designs as they are gives way to the version's.
    expect(screen.getAllByRole('button', { name: /Aprobar prueba/ })).toHaveLength(1);
    await userEvent.click(
      within(versions).getByRole('button', { name: 'Aprobar prueba, versión 2' }),
    );
    expect(api.approveProof).toHaveBeenCalledWith(42, 2);
    expect(await within(versions).findByRole('status')).toHaveTextContent(
      'Aprobaste la versión 2 de la prueba.',
    );
  });

  it('asks for changes only with a comment, then shows it on the version', async () => {
    const api = fakeApi({}, SENT);
    renderDetail(api);
    const versions = await screen.findByRole('region', { name: 'Pruebas que te envió la tienda' });
    await userEvent.click(within(versions).getByRole('button', { name: 'Pedir cambios' }));
    const field = within(versions).getByRole('textbox', {
      name: '¿Qué querés cambiar de la prueba?',
    });
    expect(field).toHaveFocus();
    await userEvent.click(
      within(versions).getByRole('button', { name: 'Enviar pedido de cambios' }),
    );
    expect(within(versions).getByRole('alert')).toHaveTextContent(
      'Escribí qué querés cambiar de la prueba.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestProofChanges).not.toHaveBeenCalled();
    await userEvent.type(field, 'El texto en azul');
    await userEvent.click(
      within(versions).getByRole('button', { name: 'Enviar pedido de cambios' }),
    );
    expect(api.requestProofChanges).toHaveBeenCalledWith(42, 2, 'El texto en azul');
    expect(await within(versions).findByRole('status')).toHaveTextContent(
      'Enviamos tu pedido de cambios a la tienda.',
    );
    expect(within(versions).getByText('Tu comentario: «El texto en azul»')).toBeInTheDocument();
    expect(within(versions).queryByRole('button', { name: 'Pedir cambios' })).toBeNull();
  });

  it('asks a Chilean buyer without voseo', async () => {
    renderDetail(fakeApi({}, SENT), 'cl');
    const versions = await screen.findByRole('region', { name: 'Pruebas que te envió la tienda' });
    await userEvent.click(within(versions).getByRole('button', { name: 'Pedir cambios' }));
    expect(
      within(versions).getByRole('textbox', { name: '¿Qué quieres cambiar de la prueba?' }),
    ).toBeInTheDocument();
  });

  it("lists the design's inks as the server counts them: a logo's four, not its text's one", async () => {
    const line = DESIGNED.lines[0]!;
    const design = line.customization as { views: { elements: object[] }[] };
    const withLogo = {
      ...line,
      customization: {
        ...design,
        views: [
          {
            ...design.views[0],
            elements: [
              ...design.views[0]!.elements,
              { id: 'l', type: 'image', upload: 'logo.png', widthPx: 300, heightPx: 150 },
            ],
          },
        ],
      },
      inks: ['#c62828', '#1e4fa3', '#2e7d32', '#f9c80e'],
    };
    renderDetail(fakeApi({}, { ...DESIGNED, lines: [withLogo] }));
    const proof = await screen.findByRole('region', { name: 'Prueba de diseño' });
    expect(within(proof).getByText('4 colores:')).toBeInTheDocument();
    for (const ink of withLogo.inks) expect(within(proof).getByTitle(ink)).toBeInTheDocument();
  });

  it('says a line still misses its design and links to the builder to make it', async () => {
    const line = DESIGNED.lines[0]!;
    const pending = {
      ...line,
      customization: { ...(line.customization as object), views: [] },
      inks: [],
    };
    renderDetail(fakeApi({}, { ...DESIGNED, lines: [pending] }));
    const proof = await screen.findByRole('region', { name: 'Prueba de diseño' });
    expect(
      within(proof).getByText('Falta tu diseño: la prueba se aprueba cuando lo agregues.'),
    ).toBeInTheDocument();
    expect(
      within(proof).getByRole('link', { name: 'Diseñar Taza cerámica clásica 11 oz' }),
    ).toHaveAttribute('href', '/customize-product?product=taza&order=42&line=0');
  });

  it('offers no design change on a locked order', async () => {
    renderDetail(fakeApi({}, { ...DESIGNED, status: 'in_production', designsLocked: true }));
    const proof = await screen.findByRole('region', { name: 'Prueba de diseño' });
    expect(within(proof).getByText(/están bloqueados/)).toBeInTheDocument();
    expect(within(proof).queryByRole('link', { name: /Cambiar diseño/ })).toBeNull();
  });

  it('puts the lines back into the cart and says what was left out', async () => {
    const api = fakeApi();
    api.reorderItems.mockResolvedValue({
      requests: [reorderRequest],
      notices: ['«Gorra» ya no está disponible y no se agregó al carrito.'],
    });
    const bulkAdd = jest.fn(async () => ({
      ok: true as const,
      added: 1,
      skipped: 1,
      message:
        'La cotización se agregó parcialmente al carrito, 1 productos no se agregaron ya que se encuentran agregados previamente.',
    }));
    const stop = handle('cart:bulk-add-requested', bulkAdd);
    try {
      renderDetail(api);
      await userEvent.click(await screen.findByRole('button', { name: 'Volver a comprar' }));
      const link = await screen.findByRole('link', { name: 'Ver el carrito' });
      expect(link).toHaveAttribute('href', '/shopping-cart');
      const status = link.closest('[role="status"]')!;
      expect(status).toHaveTextContent(
        'Agregamos 1 productos del pedido al carrito, con los precios de hoy; 1 ya estaban en tu carrito.',
      );
      expect(status).not.toHaveTextContent('cotización');
      expect(status).toHaveTextContent('«Gorra» ya no está disponible');
      expect(api.reorderItems).toHaveBeenCalledWith(42);
      // The API's requests go to the cart as they came: its factory makes the items.
      expect(bulkAdd).toHaveBeenCalledWith({ requests: [reorderRequest] });
    } finally {
      stop();
    }
  });

  it.each([
    ['arg' as const, 'Los productos de este pedido ya están en tu carrito.'],
    ['cl' as const, 'Los productos de este pedido ya están en tu carro.'],
  ])('says in %s when every product of the order is already in the cart', async (locale, text) => {
    const api = fakeApi();
    api.reorderItems.mockResolvedValue({ requests: [reorderRequest], notices: [] });
    const stop = handle('cart:bulk-add-requested', async () => ({
      ok: false as const,
      allPresent: true,
      message:
        'La cotización no puede ser agregada al carrito ya que todos los productos se encuentran agregados previamente.',
    }));
    try {
      renderAccount(<OrderDetailPage api={api} />, {
        path: '/orders/detail/42',
        route: '/orders/detail/:id?',
        locale,
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Volver a comprar' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(text);
      expect(alert).not.toHaveTextContent('cotización');
    } finally {
      stop();
    }
  });
});
