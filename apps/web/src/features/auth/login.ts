/** Eagerly loaded: the first page; the rest of auth loads lazily (the session guard with the signed-in pages). */
export { LoginPage } from './components/login-page';
