import type { FileType } from '@ops/contracts';

export type UploadFlow = 'new' | 'update' | 'legacy';

/** An upload as the server's file_uploads row keeps it, without the bytes: only part sizes and ETags. */
export interface DemoUpload {
  id: string;
  userId: number;
  flow: UploadFlow;
  /** The batch id (new), the delivery's id (update), or a legacy reference. */
  ref: string;
  group: string;
  fileType: FileType;
  fileName: string;
  fileSize: number;
  chunk: number;
  partCount: number;
  parts: Map<number, { etag: string; size: number }>;
  status: 'pending' | 'completed' | 'delivered';
  completedAt: number;
  /** The demo's failing file: its first part is refused until the upload is resumed (Redo). */
  failing: boolean;
}
