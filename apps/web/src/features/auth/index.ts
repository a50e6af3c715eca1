export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetLinkPage } from './components/reset-link-page';
export { ForcedPasswordModal } from './components/forced-password-modal';
export { SsoCompletePage } from './components/sso-complete-page';
