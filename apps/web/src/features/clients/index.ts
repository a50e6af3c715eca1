export { ClientListPage } from './components/client-list/client-list-page';
export { ClientAdminPage } from './components/admin/client-admin-page';
