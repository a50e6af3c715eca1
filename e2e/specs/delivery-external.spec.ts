import { expect, test } from '@playwright/test';
import {
  MiB,
  chooseFiles,
  createStep,
  deliver,
  deliveryDetails,
  fileFolder,
  setUpAssignments,
  toast,
  wizard,
} from '../support/delivery-helpers';
import { uniqueSuffix } from '../support/helpers';

const folder = fileFolder();
test.afterAll(() => folder.cleanup());

const ATTACH = 'Attach the file to the email? (Only up to 25 MB)';

test('an external client: a link in group 1 (checked) and a code in group 2 reach the delivery', async ({
  page,
}) => {
  const { auth, assignments } = await setUpAssignments(page, 2, { external: true });
  const [first, second] = assignments as [(typeof assignments)[0], (typeof assignments)[0]];
  const files = {
    in1: folder.make('link-source', 'docx', 30 * 1024),
    out1: folder.make('link-output', 'pdf', 60 * 1024),
    in2: folder.make('code-source', 'docx', 30 * 1024),
    out2: folder.make('code-output', 'zip', 70 * 1024),
  };
  const link = `https://files.example.com/share/${uniqueSuffix()}`;
  const code = `BOX-${uniqueSuffix().toUpperCase()}`;

  await page.goto('/addnew');
  await createStep(page, [first, second]);
  const { details, confirm, group } = wizard(page);
  await group(1)
    .getByRole('button', { name: `Remove ${second.id}` })
    .click();
  await expect(group(2)).toContainText(second.id);

  // The entity presets no type: each group has the Link/Text switch, on Link, and the attachment question (No).
  for (const n of [1, 2]) {
    const switcher = group(n).getByRole('radiogroup', { name: `External type of group ${n}` });
    await expect(switcher.getByRole('radio', { name: 'Link' })).toHaveAttribute('aria-checked', 'true');
    await expect(group(n).getByLabel('External File Sharing Link')).toBeVisible();
    await expect(group(n).getByRole('group', { name: ATTACH }).getByLabel('No')).toBeChecked();
  }
  await chooseFiles(group(1), { input: [files.in1], output: [files.out1] });
  await chooseFiles(group(2), { input: [files.in2], output: [files.out2] });
  await group(2).getByRole('radio', { name: 'Text' }).click();
  await expect(group(2).getByLabel('External File Sharing Link')).toHaveCount(0);
  await expect(group(2).getByLabel('External File Text/Code')).toHaveAttribute('placeholder', 'Enter Code');
  await group(2).getByLabel('External File Text/Code').fill(code);

  await group(1).getByLabel('External File Sharing Link').fill('files.example.com/no-scheme');
  await details.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, /^Please check and enter a valid link in group 1\./)).toBeVisible();
  await expect(details).toBeVisible();

  await group(1).getByLabel('External File Sharing Link').fill(link);
  await details.getByRole('button', { name: 'Next' }).click();
  const external = confirm.getByRole('list', { name: 'External links and codes' });
  await expect(external.getByRole('listitem')).toHaveText([
    `Group 1: External File Sharing Link ${link}`,
    `Group 2: External File Text/Code ${code}`,
  ]);
  const delivered = await deliver(page);

  // The detail: group 1's file links out; the code travels with group 2's file.
  await page.goto(`/deliver/${delivered.id}`);
  const version = page.getByRole('region', { name: 'Version 1', exact: true });
  const row1 = version.getByTestId('file-row').filter({ hasText: files.out1.name });
  await expect(row1.getByRole('link', { name: link })).toHaveAttribute('href', link);
  const targets = (await deliveryDetails(page, auth, delivered.id)).target_versions[0]!.files;
  expect(targets.find((f) => f.name === files.out1.name)?.links.external_link).toBe(link);
  expect(targets.find((f) => f.name === files.out2.name)?.links.external_text).toBe(code);
  await expect(version.getByTestId('file-row').filter({ hasText: files.out2.name })).toContainText(code);
});

test('attaching target files of more than 24 MB to the e-mail is refused', async ({ page }) => {
  const { assignments } = await setUpAssignments(page, 1, { external: true });
  const source = folder.make('mail-source', 'docx', 20 * 1024);
  // 25,165,825 bytes together: one byte over the limit.
  const big = folder.make('mail-big', 'pdf', 12 * MiB);
  const over = folder.make('mail-over', 'pdf', 12 * MiB + 1);

  await page.goto('/addnew');
  await createStep(page, assignments);
  const { details, group } = wizard(page);
  await chooseFiles(group(1), { input: [source], output: [big, over] });
  await group(1).getByLabel('External File Sharing Link').fill('https://files.example.com/mail');
  await group(1).getByRole('group', { name: ATTACH }).getByLabel('Yes').check();
  await details.getByRole('button', { name: 'Next' }).click();
  await expect(
    toast(page, 'Total file size of target files in group 1 is too large to send in email.'),
  ).toBeVisible();
  await expect(details).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm Delivery' })).toHaveCount(0);
});
