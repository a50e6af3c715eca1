/** Eagerly loaded: the role check decides before the lazily loaded client pages are fetched. */
export { ClientAdminGuard } from './components/access/client-admin-guard';
