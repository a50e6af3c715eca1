// The signed-in layout's import. The signed-out pages are imported from their own modules by the route table,
// so that they do not ride along in the layout's chunk (issue 23).
export { ForcedPasswordModal } from './components/lazy-forced-password-modal';
