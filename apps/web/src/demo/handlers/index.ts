import type { DemoState } from '../data/demo-state';
import { assignmentHandlers } from './assignment-handlers';
import { auditHandlers } from './audit-handlers';
import { authHandlers } from './auth-handlers';
import { clientHandlers } from './client-handlers';
import { complaintHandlers } from './complaint-handlers';
import { deliveryDeliverHandlers } from './delivery-deliver-handlers';
import { deliveryIntakeHandlers } from './delivery-intake-handlers';
import { deliveryOptionsHandlers } from './delivery-options-handlers';
import { deliveryUploadHandlers } from './delivery-upload-handlers';
import { downloadHandlers } from './download-handlers';
import { fileRequestHandlers } from './file-request-handlers';
import { insightsHandlers } from './insights-handlers';
import { mfaHandlers } from './mfa-handlers';
import { profileHandlers } from './profile-handlers';
import { recipientHandlers } from './recipient-handlers';
import { retentionHandlers } from './retention-handlers';
import { scanningHandlers } from './scanning-handlers';
import { sharingHandlers } from './sharing-handlers';
import { ssoHandlers } from './sso-handlers';
import { staffHandlers } from './staff-handlers';
import { syncHandlers } from './sync-handlers';
import { webhookHandlers } from './webhook-handlers';
import { notificationHandlers } from './notification-handlers';
import { sharePolicyHandlers } from './share-policy-handlers';

/** Every call the demo answers in the browser, over one session's sample state. */
export const demoHandlers = (state: DemoState) => [
  ...authHandlers(state),
  ...ssoHandlers(),
  ...mfaHandlers(state),
  ...profileHandlers(state),
  ...assignmentHandlers(state),
  ...clientHandlers(state),
  ...staffHandlers(state),
  ...auditHandlers(state),
  ...recipientHandlers(state),
  ...complaintHandlers(state),
  ...downloadHandlers(state),
  ...syncHandlers(state),
  ...sharingHandlers(state),
  ...deliveryOptionsHandlers(state),
  ...deliveryUploadHandlers(state),
  ...deliveryDeliverHandlers(state),
  ...deliveryIntakeHandlers(state),
  ...scanningHandlers(state),
  ...retentionHandlers(state),
  ...webhookHandlers(state),
  ...notificationHandlers(state),
  ...sharePolicyHandlers(state),
  ...fileRequestHandlers(state),
  ...insightsHandlers(state),
];
