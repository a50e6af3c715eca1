/** Eagerly loaded: the first page, and the guard that sends visitors there; the rest of auth loads lazily. */
export { LoginPage } from './components/login-page';
export { RequireSession } from './components/require-session';
