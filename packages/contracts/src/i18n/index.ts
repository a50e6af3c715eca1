// `@ops/contracts/i18n`: the formatter and the catalogues, kept out of the main entry so the console's pages
// carry no message formatter (decision 0042). The messages themselves are in the main entry.
export * from './translator.js';
export * from './catalogues.js';
