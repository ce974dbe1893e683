import { act, render, screen } from '@testing-library/react';
import { emit } from '@store/platform';
import { useCartCount } from './use-cart-count';

function Badge() {
  const count = useCartCount();
  return <output aria-label="productos en el carrito">{count ?? 'sin dato'}</output>;
}

describe('useCartCount', () => {
  it('follows cart:updated and keeps the last count for a header mounted later', () => {
    const first = render(<Badge />);
    act(() => emit('cart:updated', { count: 3, total: 1500 }));
    expect(screen.getByLabelText('productos en el carrito')).toHaveTextContent('3');
    first.unmount();

    render(<Badge />);
    expect(screen.getByLabelText('productos en el carrito')).toHaveTextContent('3');
    act(() => emit('cart:updated', { count: 0, total: 0 }));
    expect(screen.getByLabelText('productos en el carrito')).toHaveTextContent('0');
  });
});
