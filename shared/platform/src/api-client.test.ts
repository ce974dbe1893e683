import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { apiFile, StoreApiError, UNKNOWN_ERROR_MESSAGE, toStoreApiError } from './api-client';

const config = { url: '/api/services/app/Catalog/GetColors', headers: new AxiosHeaders() };

describe('API errors as the spec describes them', () => {
  it('reads the server message of the envelope and keeps status and data', () => {
    const data = {
      result: null,
      success: false,
      error: { code: 422, message: 'El carrito ya no existe.', details: null },
      unAuthorizedRequest: false,
    };
    const error = toStoreApiError(
      new AxiosError('fail', 'ERR_BAD_REQUEST', config, null, {
        status: 422,
        statusText: 'Unprocessable Entity',
        data,
        headers: {},
        config,
      }),
    );
    expect(error).toMatchObject({
      type: 'error',
      kind: 'server',
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'El carrito ya no existe.',
      data,
    });
  });

  it('names a network error with its address', () => {
    const error = toStoreApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    expect(error).toMatchObject({ name: 'NetworkError', kind: 'network', url: config.url });
    expect(error.message).toMatch(/conectarnos/);
  });

  it('falls back to the unknown-error text for anything else', () => {
    expect(toStoreApiError(new TypeError('x')).message).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(toStoreApiError(new TypeError('x'))).toBeInstanceOf(StoreApiError);
  });
});

describe('calls that answer a file', () => {
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  const answer = (status: number, data: unknown) => async (request: InternalAxiosRequestConfig) => {
    const response = { status, statusText: '', data, headers: {}, config: request };
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_REQUEST', request, null, response);
    return response;
  };

  it('answers the bytes', async () => {
    expect(await apiFile({ url: '/api/x', adapter: answer(200, pdf) })).toBe(pdf);
  });

  it("reads a refusal's message out of the blob it arrives in", async () => {
    const envelope = {
      result: null,
      success: false,
      error: { code: 404, message: 'No encontramos esa cotización.', details: null },
      unAuthorizedRequest: false,
    };
    const refusal = new Blob([JSON.stringify(envelope)], { type: 'application/json' });
    await expect(apiFile({ url: '/api/x', adapter: answer(404, refusal) })).rejects.toMatchObject({
      kind: 'server',
      status: 404,
      message: 'No encontramos esa cotización.',
    });
  });
});
