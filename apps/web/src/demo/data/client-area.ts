import type { Client, ClientUser, Entity, Invoice } from '@ops/contracts';

type Table = 'client' | 'entity' | 'entityService' | 'invoice' | 'invoiceService' | 'user' | 'upload';

/** The client area's records beyond the companies themselves (DemoState.clients), as the server keeps them. */
export interface ClientArea {
  entities: Entity[];
  invoices: Invoice[];
  users: ClientUser[];
  /** Uploaded contracts no entity names yet (the server's uploads table): an entity may name only these. */
  uploads: Set<string>;
  /** The files uploaded this session by stored path, for the preview; they never leave the browser. */
  contractFiles: Map<string, Blob>;
  /** The logos uploaded this session, by the media path the client names. */
  logos: Map<string, Blob>;
  lastId: Record<Table, number>;
}

/** What the client administration reads and writes of the session's state. */
export interface ClientState {
  clients: Client[];
  clientArea: ClientArea;
}

/** The next id of a table, as a serial column gives it. */
export const nextId = (area: ClientArea, table: Table) => ++area.lastId[table];

export const emptyClientArea = (): ClientArea => ({
  entities: [],
  invoices: [],
  users: [],
  uploads: new Set(),
  contractFiles: new Map(),
  logos: new Map(),
  lastId: { client: 0, entity: 0, entityService: 0, invoice: 0, invoiceService: 0, user: 0, upload: 0 },
});
