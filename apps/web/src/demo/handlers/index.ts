import type { DemoState } from '../data/demo-state';
import { assignmentHandlers } from './assignment-handlers';
import { authHandlers } from './auth-handlers';
import { clientHandlers } from './client-handlers';
import { deliveryCreationHandlers } from './delivery-creation-handlers';
import { downloadHandlers } from './download-handlers';
import { profileHandlers } from './profile-handlers';
import { recipientHandlers } from './recipient-handlers';
import { sharingHandlers } from './sharing-handlers';
import { staffHandlers } from './staff-handlers';
import { syncHandlers } from './sync-handlers';

/** Every call the demo answers in the browser, over one session's sample state. */
export const demoHandlers = (state: DemoState) => [
  ...authHandlers(state),
  ...profileHandlers(state),
  ...assignmentHandlers(state),
  ...clientHandlers(state),
  ...staffHandlers(state),
  ...recipientHandlers(state),
  ...downloadHandlers(state),
  ...syncHandlers(state),
  ...sharingHandlers(state),
  ...deliveryCreationHandlers(state),
];
