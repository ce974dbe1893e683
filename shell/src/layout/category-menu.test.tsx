import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInStore } from '../test/render-store';
import { shopConfig } from '../test/shop-config';
import { CategoryMenu } from './category-menu';

describe('categories dropdown', () => {
  it('is inactive until its title is pressed, then shows every family and closes with Escape', async () => {
    renderInStore(<CategoryMenu title="CATEGORÍAS" />);
    const trigger = screen.getByRole('button', { name: 'CATEGORÍAS' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Categorías' })).not.toBeInTheDocument();

    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Categorías' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todas', 'Tazas y jarros', 'Gorras']);
    expect(within(list).getByRole('link', { name: 'Todas' })).toHaveAttribute(
      'href',
      '/products-list/all',
    );

    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes when a category is chosen and goes to its list', async () => {
    renderInStore(<CategoryMenu title="MENÚ" />, { config: shopConfig({}, 8) });
    await userEvent.click(screen.getByRole('button', { name: 'MENÚ' }));
    await userEvent.click(screen.getByRole('link', { name: 'Gorras' }));
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      '/products-list/gorras',
    );
    expect(screen.getByRole('button', { name: 'MENÚ' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [1, 'columns', '3'],
    [10, 'columns', '3'],
    [2, 'columns', '5'],
    [9, 'columns', '5'],
    [3, 'columns', '1'],
    [4, 'list', undefined],
  ] as const)('lays out template %i as %s %s', async (template, layout, columns) => {
    renderInStore(<CategoryMenu title="CATEGORÍAS" />, { config: shopConfig({}, template) });
    await userEvent.click(screen.getByRole('button', { name: 'CATEGORÍAS' }));
    const list = screen.getByRole('list', { name: 'Categorías' });
    expect(list).toHaveAttribute('data-layout', layout);
    if (columns) expect(list).toHaveAttribute('data-columns', columns);
    else expect(list).not.toHaveAttribute('data-columns');
  });
});
