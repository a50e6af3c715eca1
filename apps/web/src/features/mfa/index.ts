export { SecondFactorSection } from './components/second-factor-section';
export { SecondFactorSetupPage } from './components/second-factor-setup-page';
