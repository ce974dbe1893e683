import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydratedControls } from './hydration';
import { NumberField } from './field';

const form = (
  <HydratedControls>
    <NumberField label="Cantidad" defaultValue="1" />
  </HydratedControls>
);

describe('controls of a server-rendered page', () => {
  it('arrive disabled in the server HTML and work once React has hydrated them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, form);
    });
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toBeEnabled();
    container.remove();
  });

  it('work at once on a page rendered in the browser', () => {
    render(form);
    expect(screen.getByRole('textbox', { name: 'Cantidad' })).toBeEnabled();
  });
});
