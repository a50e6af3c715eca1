export { RecipientHomePage } from './components/recipient-home-page';
export { RecipientDeliveryPage } from './components/delivery/delivery-page';
