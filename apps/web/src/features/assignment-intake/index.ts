export { AssignmentImportPage } from './components/assignment-import-page';
