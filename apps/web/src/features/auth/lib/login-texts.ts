import { consoleTexts } from '@ops/contracts';

/** The login page's words and the signed-out frame's (decision 0043): in the login page's first bundle. */
export const LOGIN_TEXTS = /* @__PURE__ */ consoleTexts('auth.login', {
  title: 'Operations Login',
  sub: 'Sign in with your work e-mail to continue.',
  email: 'Work e-mail',
  emailHint: 'name@company.com',
  password: 'Password',
  stay: 'Stay logged in',
  forgot: 'Forgot Password',
  login: 'Login',
  // The frame's panel, beside every signed-out page.
  kicker: 'Operations Console',
  tagline: 'Every delivery, on time and in one place.',
  pitch: 'Track assignments, share deliveries with client teams and keep every version at hand.',
});
