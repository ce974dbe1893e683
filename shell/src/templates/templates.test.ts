import { TEMPLATE_IDS } from '@store/contracts';
import { categoryWrapper, dropdownTitle, hasSidebar, TEMPLATES } from './templates';

describe('template rules (spec section 2, "Layouts")', () => {
  it('gives only templates 4, 5 and 7 a sidebar', () => {
    expect(TEMPLATE_IDS.filter(hasSidebar)).toEqual([4, 5, 7]);
  });

  it('lays out categories in 3 columns (1, 10), 5 (2, 6, 8, 9), 1 (3) or a list (4, 5, 7)', () => {
    const byLayout = (matches: (id: (typeof TEMPLATE_IDS)[number]) => boolean) =>
      TEMPLATE_IDS.filter(matches);
    const columns = (id: (typeof TEMPLATE_IDS)[number]) => {
      const wrapper = categoryWrapper(id);
      return wrapper.kind === 'columns' ? wrapper.columns : 'list';
    };
    expect(byLayout((id) => columns(id) === 3)).toEqual([1, 10]);
    expect(byLayout((id) => columns(id) === 5)).toEqual([2, 6, 8, 9]);
    expect(byLayout((id) => columns(id) === 1)).toEqual([3]);
    expect(byLayout((id) => columns(id) === 'list')).toEqual([4, 5, 7]);
  });

  it('titles the dropdown CATEGORÍAS (1, 2, 3, 4, 6, 10) or MENÚ (8, 9)', () => {
    expect(TEMPLATE_IDS.filter((id) => dropdownTitle(id) === 'CATEGORÍAS')).toEqual([
      1, 2, 3, 4, 6, 10,
    ]);
    expect(TEMPLATE_IDS.filter((id) => dropdownTitle(id) === 'MENÚ')).toEqual([8, 9]);
  });

  it('names ten different designs', () => {
    const names = TEMPLATE_IDS.map((id) => TEMPLATES[id].name);
    expect(new Set(names).size).toBe(10);
  });
});
