import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, NOTIFICATION_TEXTS } from '@ops/contracts';
import { calls, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

describe('the daily summary on the profile page', () => {
  it('starts off in the browser’s time zone, and saves the chosen hour and zone', async () => {
    signInAs('OA', { persist: true });
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('tab', { name: /Notifications/ }));
    const form = await screen.findByRole('form', { name: NOTIFICATION_TEXTS.digestTitle });
    const hour = within(form).getByLabelText(NOTIFICATION_TEXTS.digestHour);
    expect(hour).toHaveValue('off');
    expect(within(form).getByLabelText(NOTIFICATION_TEXTS.timeZone)).toHaveValue(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await user.selectOptions(hour, '08:00');
    await user.selectOptions(within(form).getByLabelText(NOTIFICATION_TEXTS.timeZone), 'Europe/Berlin');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NOTIFICATION_TEXTS.digestSaved)).toBeInTheDocument();
    expect(calls('PUT', API.notifications.digest)[0]?.body).toEqual({
      digest_hour: 8,
      time_zone: 'Europe/Berlin',
    });
  });
});
