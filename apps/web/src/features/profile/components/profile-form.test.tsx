import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@ops/contracts';
import { calls, demoProfile, signInAs } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

/** A real PNG's signature: the demo, as the server, judges an image by its bytes. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The demo's operations admin, Olivia Admin (+44 phone, no WhatsApp number). */
function setup() {
  signInAs('OA');
  return renderApp('/profile');
}

const profilePut = () => calls('PUT', API.ops.profileById(demoProfile('OA').id));

describe('Profile Information', () => {
  it('shows the profile with a read-only e-mail', async () => {
    setup();
    expect(await screen.findByLabelText('First name')).toHaveValue('Olivia');
    expect(screen.getByLabelText('E-mail')).toHaveValue('oa.demo@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Profile image')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/png'),
    );
  });

  it('asks for a country code picked from the list', async () => {
    Object.assign(demoProfile('OA'), { phone_number_ext: '', phone_number: '' });
    const { user } = setup();
    await user.type(await screen.findByLabelText('Phone number'), '2079460000');
    await user.type(screen.getByLabelText('WhatsApp number'), '7700900000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a value from the list!')).toBeInTheDocument();
    expect(screen.getByText('Please select value from the list!')).toBeInTheDocument();
    expect(profilePut()).toHaveLength(0);
  });

  it('rejects symbols in text fields', async () => {
    const { user } = setup();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Olivia<b>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.symbolsNotAllowed)).toBeInTheDocument();
    expect(profilePut()).toHaveLength(0);
  });

  it('saves as multipart with a picked code and an image, then shows Saved', async () => {
    const { user, pathname } = setup();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Danielle');
    await user.type(screen.getByLabelText('WhatsApp country code'), 'United Kingdom');
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('WhatsApp number'), '7700900000');
    const image = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile image'), image);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    const form = profilePut()[0]?.body as FormData;
    expect(form.get('first_name')).toBe('Danielle');
    expect(form.get('whatsapp_number_ext')).toBe('+44');
    expect(form.get('whatsapp_number')).toBe('7700900000');
    expect(form.get('phone_number_ext')).toBe('+44');
    // A file part (of Node's realm once sent, not jsdom's File) with the picked image's bytes.
    expect(form.get('image')).toMatchObject({ type: 'image/png', size: PNG_BYTES.length });
    // The server keeps the edit and the uploaded image.
    const { profile_id } = demoProfile('OA');
    expect(demoProfile('OA')).toMatchObject({
      first_name: 'Danielle',
      whatsapp_number_ext: '+44',
      whatsapp_number: '7700900000',
      image: `/media/profile-images/${profile_id}-1.png`,
    });
    expect(pathname()).toBe('/profile');
    await waitFor(() => expect(screen.getByText('Hi, Danielle')).toBeInTheDocument());
  });

  it('refuses a non-image file', async () => {
    setup();
    const input = await screen.findByLabelText('Profile image');
    // A user can still pick "All files" in the dialog; the accept filter is only a hint.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(MESSAGES.imageTypeNotAllowed)).toBeInTheDocument();
    expect(profilePut()).toHaveLength(0);
  });

  it('Cancel goes to /deliver', async () => {
    const { user, pathname } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    // /deliver, which on a desktop opens its first delivery once the list has loaded.
    await waitFor(() => expect(pathname()).toMatch(/^\/deliver(\/\d+)?$/));
  });
});
