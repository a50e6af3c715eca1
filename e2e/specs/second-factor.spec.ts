import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNTS, PASSWORD } from '../support/env';
import { latestMail, signIn, signOut } from '../support/helpers';

/** What an authenticator app with this secret shows, `offsetMs` from now. */
const codeOf = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetMs,
  });

async function openSecondFactorTab(page: Page) {
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
}

/** Scans nothing: reads the key shown beside the QR code, confirms with a code, keeps the recovery codes. */
async function enrolFromSetup(page: Page) {
  await expect(page.getByTestId('totp-qr').locator('svg')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  const codes = await page.getByTestId('recovery-codes').locator('code').allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

async function secondStep(page: Page, code: string, recovery = false) {
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  if (recovery) await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel(recovery ? 'Recovery code' : 'Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe.serial('second factor', () => {
  let admin: { secret: string; codes: string[] };

  test('an account sets up an authenticator app from its profile, then signs in with a code or a recovery code', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.mfaAdmin.email, PASSWORD);
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await openSecondFactorTab(page);
    await expect(page.getByTestId('totp-status')).toContainText('Off');
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();
    admin = await enrolFromSetup(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByTestId('totp-status')).toContainText('On');
    await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
    await signOut(page);

    // The password alone opens no session any more.
    await signIn(page, ACCOUNTS.mfaAdmin.email, PASSWORD);
    await secondStep(page, '000000');
    await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
    // The confirming code's step is spent: the app's next code signs in (the server allows one step of drift).
    await secondStep(page, codeOf(admin.secret, 30_000));
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Mira');
    await signOut(page);

    await signIn(page, ACCOUNTS.mfaAdmin.email, PASSWORD);
    await secondStep(page, admin.codes[0]!, true);
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await signOut(page);

    // A recovery code works once.
    await signIn(page, ACCOUNTS.mfaAdmin.email, PASSWORD);
    await secondStep(page, admin.codes[0]!, true);
    await expect(page.getByText('That recovery code was already used.', { exact: false })).toBeVisible();
  });

  test('when an OA requires a second factor, an account without one sets it up right after its password; an OA can reset it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ACCOUNTS.mfaAdmin.email, PASSWORD);
    await secondStep(page, admin.codes[1]!, true);
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await openSecondFactorTab(page);
    const policy = page.getByLabel('Require a second factor for every staff account');
    // Saved at once: the box shows the stored setting once the server has it.
    await policy.click();
    await expect(page.getByText('Sign-in policy saved.')).toBeVisible();
    await expect(policy).toBeChecked();

    const colleague = await (await browser.newContext()).newPage();
    try {
      await signIn(colleague, ACCOUNTS.mfaForced.email, PASSWORD);
      await expect(colleague).toHaveURL(/\/second-factor-setup$/);
      await expect(colleague.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
      // Nothing else opens until it is done: the console's pages end this limited session.
      await enrolFromSetup(colleague);
      await colleague.getByRole('button', { name: 'I have saved them' }).click();
      await expect(colleague).toHaveURL(/\/deliver(\/\d+)?$/);
      await expect(colleague.getByTestId('greeting')).toHaveText('Hi, Felix');

      // The OA resets the colleague's factor from the staff page; the colleague is signed out and mailed.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staff' }).click();
      await page.getByRole('button', { name: 'Reset second factor of Felix' }).click();
      await page.getByTestId('reset-second-factor').getByRole('button', { name: 'Reset' }).click();
      await expect(page.getByText('Second factors reset.', { exact: false })).toBeVisible();
      const mail = await latestMail(ACCOUNTS.mfaForced.email, /^Your second factor was reset$/);
      expect(mail.text).toContain('Mira');
      await colleague.reload();
      await expect(colleague).toHaveURL(/\/$/);
      // With the policy still on, the next sign-in goes to the set-up again.
      await signIn(colleague, ACCOUNTS.mfaForced.email, PASSWORD);
      await expect(colleague).toHaveURL(/\/second-factor-setup$/);
    } finally {
      // Other specs on the same server sign in by password alone.
      await openSecondFactorTab(page);
      await page.getByLabel('Require a second factor for every staff account').click();
      await expect(page.getByLabel('Require a second factor for every staff account')).not.toBeChecked();
      await colleague.context().close();
    }
  });

  test('a passkey added from the profile is the second factor at sign-in (Chromium virtual authenticator)', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signIn(page, ACCOUNTS.mfaPasskey.email, PASSWORD);
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await openSecondFactorTab(page);
    await page.getByLabel('Passkey name (optional)').fill('Test key');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    // The account's first factor: its recovery codes come with it, shown once.
    await expect(page.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByTestId('passkeys')).toContainText('Test key');
    await signOut(page);

    await signIn(page, ACCOUNTS.mfaPasskey.email, PASSWORD);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Paz');
  });
});
