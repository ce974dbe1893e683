import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInStore } from '../test/render-store';
import { shopConfig } from '../test/shop-config';
import { CategoryMenu } from './category-menu';
import { Sidebar } from './sidebar';

/** The back office's tree as GetConfig answers it: a top category with two levels under it. */
const TREE = shopConfig({
  families: [
    { id: null, title: 'Todas', slug: null, icon_url: null },
    { id: 12, title: 'Gorras', slug: 'gorras', icon_url: '/catalog-pictures/demo-ar/gorras.webp' },
    {
      id: 1,
      title: 'Tazas y jarros',
      slug: 'tazas-y-jarros',
      icon_url: null,
      children: [
        {
          id: 20,
          title: 'Mates',
          slug: 'mates',
          icon_url: null,
          children: [{ id: 21, title: 'Imperiales', slug: 'imperiales', icon_url: null }],
        },
        { id: 22, title: 'Jarros', slug: 'jarros', icon_url: null },
      ],
    },
  ],
});

/** What the buyer reads in a list: each entry's title, with its own list's entries under it. */
type Read = string | [string, Read[]];
const read = (list: HTMLElement): Read[] =>
  [...list.children].map((item) => {
    const title = within(item as HTMLElement).getAllByRole('link')[0]!.textContent!;
    const sub = item.querySelector(':scope > ul');
    return sub ? [title, read(sub as HTMLElement)] : title;
  });

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

  it('shows the category tree: top categories in order, subcategories nested under them, links', async () => {
    renderInStore(<CategoryMenu title="CATEGORÍAS" />, { config: TREE });
    await userEvent.click(screen.getByRole('button', { name: 'CATEGORÍAS' }));
    const list = screen.getByRole('list', { name: 'Categorías' });
    expect(read(list)).toEqual([
      'Todas',
      'Gorras',
      ['Tazas y jarros', [['Mates', ['Imperiales']], 'Jarros']],
    ]);
    const mugs = within(list).getByRole('list', { name: 'Tazas y jarros' });
    expect(within(mugs).getByRole('link', { name: 'Imperiales' })).toHaveAttribute(
      'href',
      '/products-list/imperiales',
    );
    // The picture is the icon, decorative: the link's name is the title alone.
    const caps = within(list).getByRole('link', { name: 'Gorras' });
    expect(caps.querySelector('img')).toHaveAttribute(
      'src',
      '/catalog-pictures/demo-ar/gorras.webp',
    );
    expect(caps.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(list).getByRole('link', { name: 'Tazas y jarros' }).querySelector('img')).toBe(
      null,
    );

    await userEvent.click(within(mugs).getByRole('link', { name: 'Mates' }));
    expect(screen.getByRole('status', { name: 'Dirección' })).toHaveTextContent(
      '/products-list/mates',
    );
    expect(screen.getByRole('button', { name: 'CATEGORÍAS' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows the same tree in the sidebar of templates 4, 5 and 7', () => {
    renderInStore(
      <Sidebar
        control={{ open: true, mobile: false, close: () => undefined, toggle: () => undefined }}
      />,
      { config: { ...TREE, templateFK: { id: 4 } } },
    );
    const sidebar = screen.getByRole('complementary', { name: 'Categorías de productos' });
    const list = within(sidebar).getByRole('list', { name: 'Categorías' });
    expect(list).toHaveAttribute('data-layout', 'list');
    expect(read(list)).toEqual([
      'Todas',
      'Gorras',
      ['Tazas y jarros', [['Mates', ['Imperiales']], 'Jarros']],
    ]);
  });
});
