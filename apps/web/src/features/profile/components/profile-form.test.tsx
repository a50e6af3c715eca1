import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { profileFixture, signIn } from '@/test/fixtures';
import { mockServer } from '@/test/mock-server';
import type { RecordedRequest } from '@/test/mock-server';
import { renderApp } from '@/test/render-app';

function setup(overrides = {}) {
  let saved = profileFixture(overrides);
  const server = mockServer({
    [`GET ${API.ops.profile}`]: () => ({ body: { success: true, data: saved } }),
    [`PUT ${API.ops.profileById(7)}`]: (request: RecordedRequest) => {
      const form = request.body as FormData;
      saved = { ...saved, first_name: String(form.get('first_name')) };
      return { body: { success: true, message: MESSAGES.profileSaved, data: saved } };
    },
  });
  signIn();
  return { ...renderApp('/profile'), server };
}

describe('Profile Information', () => {
  it('shows the profile with a read-only e-mail', async () => {
    setup();
    expect(await screen.findByLabelText('First name')).toHaveValue('Dana');
    expect(screen.getByLabelText('E-mail')).toHaveValue('dana@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Profile image')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/png'),
    );
  });

  it('asks for a country code picked from the list', async () => {
    const { user, server } = setup({ phone_number_ext: '', phone_number: '' });
    await user.type(await screen.findByLabelText('Phone number'), '2079460000');
    await user.type(screen.getByLabelText('WhatsApp number'), '7700900000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a value from the list!')).toBeInTheDocument();
    expect(screen.getByText('Please select value from the list!')).toBeInTheDocument();
    expect(server.calls('PUT', API.ops.profileById(7))).toHaveLength(0);
  });

  it('rejects symbols in text fields', async () => {
    const { user } = setup();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Dana<b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.symbolsNotAllowed)).toBeInTheDocument();
  });

  it('saves as multipart with a picked code and an image, then shows Saved', async () => {
    const { user, server, pathname } = setup({ whatsapp_number_ext: '', whatsapp_number: '' });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Danielle');
    await user.type(screen.getByLabelText('WhatsApp country code'), 'United Kingdom');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('WhatsApp number'), '7700900000');
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile image'), image);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    const form = server.calls('PUT', API.ops.profileById(7))[0]?.body as FormData;
    expect(form.get('first_name')).toBe('Danielle');
    expect(form.get('whatsapp_number_ext')).toBe('+44');
    expect(form.get('whatsapp_number')).toBe('7700900000');
    expect(form.get('phone_number_ext')).toBe('+44');
    expect(form.get('image')).toBeInstanceOf(File);
    expect(pathname()).toBe('/profile');
    await waitFor(() => expect(screen.getByText('Hi, Danielle')).toBeInTheDocument());
  });

  it('refuses a non-image file', async () => {
    setup();
    const input = await screen.findByLabelText('Profile image');
    // A user can still pick "All files" in the dialog; the accept filter is only a hint.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(MESSAGES.imageTypeNotAllowed)).toBeInTheDocument();
  });

  it('Cancel goes to /deliver', async () => {
    const { user, pathname } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(pathname()).toBe('/deliver');
  });
});
