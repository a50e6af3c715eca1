import { expect, test } from '@playwright/test';
import { ACCOUNTS, NEW_HIRE, PASSWORD } from '../support/env';
import { latestResetLink, signIn, signOut } from '../support/helpers';

test('forgot password: the e-mailed link sets a new password to sign in with', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/oppsforgotpassword$/);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByTestId('email-error')).toHaveText('Empty email!');
  await page.getByLabel('Work e-mail').fill('broken@');
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByTestId('email-error')).toHaveText('Invalid Email');

  await page.getByLabel('Work e-mail').fill(ACCOUNTS.forgot.email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Check your inbox form verification email.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification' })).toBeVisible();

  await page.goto(await latestResetLink(ACCOUNTS.forgot.email));
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('password-error')).toHaveText('Empty password!');
  await page.getByLabel('Password', { exact: true }).fill('Reset#Pass2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('confirm_password-error')).toHaveText('Empty confirm password!');
  await page.getByLabel('Confirm password').fill('Reset#Pass2027');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByTestId('confirm_password-error')).toHaveText("Passwords don't match!");
  await page.getByLabel('Confirm password').fill('Reset#Pass2026');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, ACCOUNTS.forgot.email, PASSWORD);
  await expect(page.getByTestId('password-error')).toHaveText('Incorrect Password');
  await signIn(page, ACCOUNTS.forgot.email, 'Reset#Pass2026');
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
});

test('a new account is forced through the password modal before anything else', async ({ page }) => {
  await signIn(page, NEW_HIRE.email, NEW_HIRE.password);
  const modal = page.getByRole('dialog', { name: 'Update Your Password' });
  await expect(modal).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Assignments list' })).toHaveCount(0);

  await modal.getByRole('button', { name: 'Change Password' }).click();
  await expect(modal).toBeVisible(); // both empty: nothing happens
  await modal.getByLabel('New password').fill('Chosen#Pass2026');
  await modal.getByLabel('Confirm password').fill('Chosen#Pass2020');
  await modal.getByRole('button', { name: 'Change Password' }).click();
  await expect(modal.getByText("Passwords don't match!")).toBeVisible();
  await modal.getByLabel('Confirm password').fill('Chosen#Pass2026');
  await modal.getByRole('button', { name: 'Change Password' }).click();

  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(page.getByRole('dialog', { name: 'Update Your Password' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Assignments list' })).toBeVisible();

  await signOut(page);
  await signIn(page, NEW_HIRE.email, 'Chosen#Pass2026');
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await expect(page.getByRole('dialog', { name: 'Update Your Password' })).toHaveCount(0);
});

test('change password shows each message, then saves', async ({ page }) => {
  await signIn(page, ACCOUNTS.changer.email, PASSWORD);
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Change Password' }).click();
  const save = page.getByRole('button', { name: 'Save' });
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password');
  const confirm = page.getByLabel('Confirm password');

  await next.fill('Next#Pass2026');
  await confirm.fill('Next#Pass2026');
  await save.click();
  await expect(page.getByText('Enter Current Password')).toBeVisible();

  await current.fill(PASSWORD);
  await confirm.fill('Next#Pass2020');
  await save.click();
  await expect(page.getByText("Passwords don't match, Enter Again")).toBeVisible();
  await expect(confirm).toHaveValue('');

  await next.fill(PASSWORD);
  await confirm.fill(PASSWORD);
  await save.click();
  await expect(page.getByText("New password can't be same as old password.")).toBeVisible();

  await next.fill('weakpass');
  await confirm.fill('weakpass');
  await save.click();
  await expect(page.getByText(/^Password must have at least 8 characters/)).toBeVisible();

  await current.fill('Wrong#Pass2026');
  await next.fill('Next#Pass2026');
  await confirm.fill('Next#Pass2026');
  await save.click();
  await expect(page.getByText('Incorrect Password')).toBeVisible();

  await current.fill(PASSWORD);
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible({ timeout: 3000 });

  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText('Hi, Chen');
  await signOut(page);
  await signIn(page, ACCOUNTS.changer.email, 'Next#Pass2026');
  await expect(page).toHaveURL(/\/deliver(\/\d+)?$/);
});
