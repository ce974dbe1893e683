import { render, screen } from '@testing-library/react';
import { PendingFigures } from './pending-figures';

const figures = (pending: boolean) => (
  <PendingFigures pending={pending} status={pending && <p role="status">Calculando total…</p>}>
    <p>Total: $ 1.210,00</p>
  </PendingFigures>
);

describe('PendingFigures', () => {
  it('keeps the old figures in the page but out of reach of a screen reader while they are worked out', () => {
    const { rerender } = render(figures(true));
    expect(screen.getByRole('status')).toHaveTextContent('Calculando total…');
    expect(screen.getByText('Total: $ 1.210,00')).toBeInTheDocument();
    expect(screen.queryByText('Total: $ 1.210,00', { ignore: '[aria-hidden] *' })).toBeNull();

    rerender(figures(false));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Total: $ 1.210,00', { ignore: '[aria-hidden] *' })).toBeVisible();
  });
});
