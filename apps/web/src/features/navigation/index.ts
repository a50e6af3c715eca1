export { TopNav } from './components/top-nav';
