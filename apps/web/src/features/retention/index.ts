export { RetentionPage } from './components/retention-page';
