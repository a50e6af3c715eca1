export { AssignmentsPage } from './components/page/assignments-page';
