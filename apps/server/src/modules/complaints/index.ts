// What other modules may use of complaints; everything else in this folder is its own (lint enforces it).
export {
  approvalsBy,
  complaintsBy,
  presentComplaint,
  requireComplaint,
  type ComplaintRow,
} from './complaint-store.js';
export { complaintRoutes } from './routes.js';
