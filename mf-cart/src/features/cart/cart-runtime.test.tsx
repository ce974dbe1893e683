import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { on } from '@store/platform';
import { createFakeCartApi } from '../../test/fake-cart-api';
import { shopConfig, TENANT } from '../../test/render-cart';
import { startCartRuntime, stopCartRuntime } from './cart-runtime';

afterEach(() => stopCartRuntime());

/** The shell's badge, as the header keeps it: state set from `cart:updated`. */
function Badge() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => on('cart:updated', (detail) => setCount(detail.count)), []);
  return <output aria-label="Productos en el carrito">{count ?? '–'}</output>;
}

/** The first of the remote's components to render starts the runtime, as useCartRuntime does. */
function FirstCartComponent({ api }: { api: ReturnType<typeof createFakeCartApi>['api'] }) {
  startCartRuntime(TENANT, shopConfig(), api);
  return null;
}

it("starts while a component renders without updating the header's badge during that render", async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(
      <>
        <Badge />
        <FirstCartComponent api={createFakeCartApi().api} />
      </>,
    );
    // The badge still gets the count, once the render is over.
    expect(await screen.findByText('0')).toBeInTheDocument();
    expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(
      expect.stringMatching(/Cannot update a component/),
    );
  } finally {
    errors.mockRestore();
  }
});
