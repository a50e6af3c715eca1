import { consoleMessage, consoleTexts } from '@ops/contracts';

const named = (name: string) => ({ name });

/** /requester: the client list, its cards and the edit and share-policy dialogs (decision 0043). */
export const LIST_TEXTS = /* @__PURE__ */ consoleTexts('clients.list', {
  title: 'Clients',
  hint: 'Requester companies grouped by the month they were added.',
  add: 'Add client',
  count: consoleMessage(
    '{count, plural, one {# client} other {# clients}}',
    (count: number) => ({ count }),
    (count) => `${count} ${count === 1 ? 'client' : 'clients'}`,
  ),
  matches: consoleMessage(
    '{count, plural, one {# client matches} other {# clients match}} "{term}"',
    (count: number, term: string) => ({ count, term }),
    (count, term) => `${count} ${count === 1 ? 'client matches' : 'clients match'} "${term}"`,
  ),
  none: 'No clients found.',
  search: 'Search clients',
  searchHint: 'Name, code or domain',
  month: 'Month',
  sort: 'Sort',
  oldest: 'Oldest first',
  newest: 'Newest first',
  card: {
    isNew: 'New',
    entities: consoleMessage(
      '{count, plural, one {# entity} other {# entities}}',
      (count: number) => ({ count }),
      (count) => `${count} ${count === 1 ? 'entity' : 'entities'}`,
    ),
    users: consoleMessage(
      '{count, plural, one {# user} other {# users}}',
      (count: number) => ({ count }),
      (count) => `${count} ${count === 1 ? 'user' : 'users'}`,
    ),
    added: consoleMessage('Added {date}', (date: string) => ({ date })),
    policyOf: consoleMessage('Sharing policy of {name}', named),
    policy: 'Sharing policy',
    manage: 'Manage',
    logo: consoleMessage('{name} logo', named),
  },
  edit: {
    form: 'Edit client',
    logo: 'Client logo',
    save: 'Save client',
  },
  policy: {
    save: 'Save',
  },
});

/** /adduser: the tabs of client administration and the new-client form. */
export const ADMIN_TEXTS = /* @__PURE__ */ consoleTexts('clients.admin', {
  title: 'Client administration',
  hint: 'Create clients and manage their entities, invoices and users.',
  all: 'All clients',
  tabs: { client: 'Client', entities: 'Entities', invoices: 'Invoices', users: 'Users' },
  choose: {
    entities: 'Choose a client to see its entities.',
    invoices: 'Choose a client to see its invoices.',
    users: 'Choose a client to see its users.',
  },
  picker: 'Client',
  pick: 'Choose a client',
  noMatch: 'No matching client',
});

/** The new-client form (section 2): company, entity data, user data and the confirmations. */
export const CLIENT_FORM_TEXTS = /* @__PURE__ */ consoleTexts('clients.form', {
  form: 'New client',
  company: 'Company',
  companyType: 'Company type',
  newCompany: 'New company',
  existing: 'Existing company',
  selectCompany: 'Select company',
  generate: 'Generate code',
  verify: 'Verify code',
  entityData: 'Entity data',
  userData: 'User data',
  copyAddress: 'Copy address to user',
  copyHint: "The user's country and city follow the entity's.",
  userCountry: 'User country',
  userCity: 'User city',
  confirmations: 'Confirmations',
  readNote: 'I have read the note',
  note: "The client code cannot be changed once the client exists, and users can only be added with e-mails of the client's domains.",
  readInstructions: 'I have read the instructions',
  instructions:
    'Enter the first billing entity and its first user here; add more entities, invoices and users from the other tabs.',
  create: 'Create client',
});
