export { LoginPage } from './components/login-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetLinkPage } from './components/reset-link-page';
export { ForcedPasswordModal } from './components/forced-password-modal';
export { RequireSession } from './components/require-session';
