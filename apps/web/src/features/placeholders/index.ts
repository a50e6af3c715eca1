export { PlaceholderPage, COMING_LATER_TEXT } from './components/placeholder-page';
