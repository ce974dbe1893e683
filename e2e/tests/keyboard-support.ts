import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

/** What a keyboard-only buyer does: Tab to a control, type, choose with arrows. */

/** Whether the focus is on `target` or inside it (a group of radios). */
const hasFocus = (target: Locator) =>
  target.evaluate((element) => element.contains(document.activeElement));

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focus is on `target` (or inside it), as a
 * buyer without a mouse moves through the page; fails when `most` presses do not reach it.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= most; presses++) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`${most} presses of Tab did not reach ${target}; the focus is on ${focused}`);
}

/** Tabs to a text field and types into it, replacing what it held. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a button or link and presses Enter. */
export async function press(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** A native select: focused, then its option's first letters typed (the browser's type-ahead). */
export async function selectByTyping(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.type(option.slice(0, 8));
  await expect(select.locator('option:checked')).toHaveText(option);
}

/** A filtering combobox: the words typed, then ArrowDown to the option, then Enter. */
export async function chooseInCombobox(
  page: Page,
  combobox: Locator,
  typed: string,
  option: string,
) {
  await tabTo(page, combobox);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(typed);
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press('ArrowDown');
    if ((await wanted.getAttribute('aria-selected')) === 'true') break;
  }
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveValue(option);
}

/**
 * A radio of a group: Tab enters the group on its checked radio (or its first), the arrows move
 * the focus and the choice, Space checks the one focused.
 */
export async function chooseRadio(page: Page, group: Locator, wanted: Locator) {
  await tabTo(page, group);
  for (let presses = 0; presses < 10 && !(await hasFocus(wanted)); presses++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(wanted).toBeChecked();
}
