// What other modules may use of intake; everything else in this folder is its own (lint enforces it).
export { addRequestAssignment } from './request-assignment.js';
