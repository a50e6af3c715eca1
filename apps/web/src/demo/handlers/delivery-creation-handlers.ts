import type { DemoState } from '../data/demo-state';
import { deliveryDeliverHandlers } from './delivery-deliver-handlers';
import { deliveryIntakeHandlers } from './delivery-intake-handlers';
import { deliveryOptionsHandlers } from './delivery-options-handlers';
import { deliveryUploadHandlers } from './delivery-upload-handlers';

/** Every call under API.deliveries (part 2: New Delivery and Update Delivery, uploads, the intake). */
export const deliveryCreationHandlers = (state: DemoState) => [
  ...deliveryOptionsHandlers(state),
  ...deliveryUploadHandlers(state),
  ...deliveryDeliverHandlers(state),
  ...deliveryIntakeHandlers(state),
];
