/** A small chunk of its own: the role check decides before the client pages are fetched. */
export { ClientAdminGuard } from './components/access/client-admin-guard';
