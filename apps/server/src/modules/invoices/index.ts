// What other modules may use of invoices; everything else in this folder is its own (lint enforces it).
export { saveInvoice } from './invoice-store.js';
