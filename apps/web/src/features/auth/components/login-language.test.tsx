import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { speakConsole } from '@ops/contracts';
import { messageFormatter } from '@ops/contracts/i18n';
import { demoProfile } from '@/test/demo-server';
import { renderApp } from '@/test/render-app';

// What a file locales/console/de.json would hold for these texts (decision 0043).
const GERMAN = {
  'auth.login.title': 'Anmeldung für den Betrieb',
  'auth.login.email': 'Geschäftliche E-Mail',
  'auth.login.password': 'Passwort',
  'auth.login.login': 'Anmelden',
  'messages.invalidEmailLogin': 'Ungültige E-Mail!',
  'messages.emptyPassword': 'Passwort fehlt!',
  'messages.incorrectPassword': 'Falsches Passwort',
};

afterEach(() => speakConsole(null));

describe('the login page on a console catalogue', () => {
  it('shows its words, the form’s problems and the server’s answers in the catalogue’s language', async () => {
    speakConsole({ locale: 'de', catalogue: GERMAN, format: messageFormatter('de') });
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Anmeldung für den Betrieb' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Ungültige E-Mail!')).toBeInTheDocument();
    expect(screen.getByText('Passwort fehlt!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Geschäftliche E-Mail'), demoProfile('OA').email);
    await user.type(screen.getByLabelText('Passwort'), 'Wrong#Pass1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription('Falsches Passwort'),
    );
    // A text the catalogue lacks stays English.
    expect(screen.getByLabelText('Stay logged in')).toBeInTheDocument();
  });
});
