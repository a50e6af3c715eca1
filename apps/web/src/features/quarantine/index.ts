export { QuarantinePage } from './components/quarantine-page';
