export { TopNav } from './components/top-nav';
export { DigestSettingsSection } from './components/digest-settings';
