import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { EditableVariant, ProductVariants } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { VariantOrder } from './variant-order';

const variant = (id: number, sku: string, colorName: string): EditableVariant => ({
  id,
  sku,
  colorName,
  colorHex: '#c62828',
  size: null,
  weightGrams: null,
  widthCm: null,
  heightCm: null,
  depthCm: null,
  image: null,
  stock: 10,
});
const RED = variant(1, 'TAZA-R', 'Rojo');
const GREEN = variant(2, 'TAZA-V', 'Verde');
const BLUE = variant(3, 'TAZA-A', 'Azul');
const PRODUCT: ProductVariants = {
  id: 7,
  version: 4,
  kind: 'simple',
  weightGrams: 350,
  widthCm: 8,
  heightCm: 9,
  depthCm: 8,
  variants: [RED, GREEN, BLUE],
  pictures: [],
};

/** The page's part: each saved order is the product the list shows next. */
function Page({ onOrder }: { onOrder: (order: number[], version: number) => Promise<number[]> }) {
  const [product, setProduct] = useState(PRODUCT);
  return (
    <VariantOrder
      product={product}
      onOrder={async (order) => {
        const saved = await onOrder(order, product.version);
        const byId = new Map(product.variants.map((v) => [v.id, v]));
        const next = {
          ...product,
          version: product.version + 1,
          variants: saved.map((id) => byId.get(id)!),
        };
        setProduct(next);
        return next;
      }}
      onReload={() => setProduct(PRODUCT)}
    />
  );
}
const line = (n: number) => screen.getAllByRole('listitem')[n - 1] as HTMLElement;

it('moves a variant down and up from the keyboard, the focus staying on the moved variant', async () => {
  const onOrder = jest.fn(async (order: number[]) => order);
  render(<Page onOrder={onOrder} />);
  expect(screen.getByRole('heading', { name: 'Orden en la tienda' })).toBeInTheDocument();
  within(line(1)).getByRole('button', { name: 'Bajar TAZA-R' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(onOrder).toHaveBeenLastCalledWith([2, 1, 3], 4);
  await waitFor(() => expect(line(2)).toHaveAttribute('data-variant', '1'));
  expect(within(line(2)).getByRole('button', { name: 'Bajar TAZA-R' })).toHaveFocus();

  // At the top «Subir» is disabled, so the focus goes to its «Bajar».
  within(line(2)).getByRole('button', { name: 'Subir TAZA-R' }).focus();
  await userEvent.keyboard(' ');
  expect(onOrder).toHaveBeenLastCalledWith([1, 2, 3], 5);
  await waitFor(() => expect(line(1)).toHaveAttribute('data-variant', '1'));
  expect(screen.getByRole('button', { name: 'Subir TAZA-R' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Bajar TAZA-R' })).toHaveFocus();
  expect(within(line(3)).getByRole('button', { name: 'Bajar TAZA-A' })).toBeDisabled();
});

it('offers «Recargar» when someone else changed the product before a move', async () => {
  const onOrder = jest.fn(async () => {
    throw new StoreApiError(
      'server',
      'Otra persona cambió este producto mientras se editaba.',
      409,
    );
  });
  render(<Page onOrder={onOrder} />);
  await userEvent.click(within(line(3)).getByRole('button', { name: 'Subir TAZA-A' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/Otra persona cambió/);
  await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(line(3)).toHaveAttribute('data-variant', '3');
});
