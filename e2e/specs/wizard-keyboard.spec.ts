import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chooseFiles,
  createStep,
  fileFolder,
  setUpAssignments,
  toast,
  wizard,
} from '../support/delivery-helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

// A phone: every step is taller than the screen, so a kept scroll position would hide the next title.
test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the foot of the page and presses `button` with the keyboard, as a keyboard user would. */
async function pressAtFoot(page: Page, button: Locator) {
  await button.focus();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await scrollY(page), 'the page is scrolled down before the step changes').toBeGreaterThan(0);
  await page.keyboard.press('Enter');
}

/** The step's heading has focus, the page is at its top and the heading is not under the sticky top bar. */
async function expectStepOpened(page: Page, title: string, stepLine: string) {
  const heading = page.getByRole('heading', { name: title, level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(stepLine);
  await expect.poll(() => scrollY(page)).toBe(0);
  const bar = page.getByRole('banner');
  const barBottom = (await bar.count()) > 0 ? ((await bar.first().boundingBox())?.height ?? 0) : 0;
  const box = await heading.boundingBox();
  expect(box!.y, 'the heading is below the sticky top bar').toBeGreaterThanOrEqual(barBottom);
}

test('each wizard step takes the focus to its heading at the top of the page, forward and back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { assignments } = await setUpAssignments(page, 1);
  const brief = folder.make('brief', 'docx', 20 * 1024);
  const report = folder.make('report', 'pdf', 40 * 1024);
  const { create, details, confirm, group } = wizard(page);

  await page.goto('/addnew');
  await createStep(page, assignments);
  await expectStepOpened(page, 'Enter Batch Details', 'Step 2 of 3: Upload Files');

  // Next without files: the spec's toast, and the same words beside the group's Input.
  const input = group(1).getByLabel('Input', { exact: true });
  await pressAtFoot(page, details.getByRole('button', { name: 'Next' }));
  const message = 'Please re-enter source files in group 1.';
  await expect(toast(page, message)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(`Source Files ${message}`);
  await chooseFiles(group(1), { input: [brief], output: [report] });
  await expect(input).not.toHaveAttribute('aria-invalid');

  await pressAtFoot(page, details.getByRole('button', { name: 'Next' }));
  await expectStepOpened(page, 'Confirm Delivery', 'Step 3 of 3: Deliver');
  // The next Tab stop is the step's own first control after the heading, not the page's top.
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'View progress' })).toBeFocused();

  // The heading takes focus from the script only (tabindex -1), so Shift+Tab goes on to the back arrow.
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStepOpened(page, 'Enter Batch Details', 'Step 2 of 3: Upload Files');

  await pressAtFoot(page, details.getByRole('button', { name: 'Cancel' }));
  await expectStepOpened(page, 'Create Delivery', 'Step 1 of 3: Select Assignments');
  await expect(create).toBeVisible();
});
