export { DeliveryWizardPage } from './components/delivery-wizard-page';
