export { NotFoundPage, NOT_FOUND_TEXT, SOMETHING_WRONG_TEXT } from './components/not-found-page';
export { MaintenancePage } from './components/maintenance-page';
