export { NotFoundPage } from './components/not-found-page';
export { MaintenancePage } from './components/maintenance-page';
