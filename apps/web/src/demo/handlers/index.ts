import type { DemoState } from '../data/demo-state';
import { assignmentHandlers } from './assignment-handlers';
import { authHandlers } from './auth-handlers';
import { clientHandlers } from './client-handlers';
import { profileHandlers } from './profile-handlers';

/** Every call the demo answers in the browser, over one session's sample state. */
export const demoHandlers = (state: DemoState) => [
  ...authHandlers,
  ...profileHandlers,
  ...assignmentHandlers(state),
  ...clientHandlers(state),
];
