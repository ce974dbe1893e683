import { axeViolations, describeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { addToCart, drawer } from './cart-support.ts';

/**
 * What axe-core finds on the buying pages of both stores (e2e/support/axe.ts), rule by rule as
 * each is fixed: a price's `aria-label` on an element without a role (aria-prohibited-attr) is
 * read by no screen reader and is refused by ARIA.
 */
const RULES = ['aria-prohibited-attr'];
const SIMPLE = '/product-detail/simple/taza-ceramica-clasica-11-oz';

for (const tenant of ['demo-ar', 'demo-cl'] as const) {
  test(`${tenant}: home, list, detail and the filled cart break no ARIA rule`, async ({ page }) => {
    for (const path of ['/', '/products-list/all', SIMPLE]) {
      await page.goto(`/${tenant}${path}`);
      await expect(page.locator('[data-remote="mf-catalog"] h1')).toBeVisible();
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      const violations = await axeViolations(page, { rules: RULES });
      expect(violations, `${path}\n${describeViolations(violations)}`).toEqual([]);
    }

    // The product page's price, its cart line in the drawer and on the cart page.
    await addToCart(page);
    await expect(drawer(page).getByText('Total')).toBeVisible();
    const inDrawer = await axeViolations(page, { rules: RULES });
    expect(inDrawer, `drawer\n${describeViolations(inDrawer)}`).toEqual([]);
    await page.goto(`/${tenant}/shopping-cart`);
    await expect(page.locator('[data-remote="mf-cart"] h1')).toBeVisible();
    await expect(page.locator('[data-remote="mf-cart"] li').first()).toBeVisible();
    const inCart = await axeViolations(page, { rules: RULES });
    expect(inCart, `cart\n${describeViolations(inCart)}`).toEqual([]);
  });

  test(`${tenant}: closing the drawer 'Agregar al carr…' opened gives the focus back to the button`, async ({
    page,
  }) => {
    await page.goto(`/${tenant}${SIMPLE}`);
    const add = page.getByRole('button', { name: /^Agregar al carr/ });
    await expect(add).toBeEnabled();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(add).toBeFocused();
  });
}
