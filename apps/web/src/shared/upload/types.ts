import type {
  CompleteUploadRequest,
  FileType,
  ResumeUploadResponse,
  UploadedPart,
  UploadUrlRequest,
  UploadUrlResponse,
} from '@ops/contracts';

export type UploadFileType = FileType;
export type UploadStatus = 'in-queue' | 'uploading' | 'success' | 'failed';
export type UploadFlow = 'new' | 'update';
export type OverallStatus = 'idle' | 'uploading' | 'success' | 'failed';

export interface UploadItemInput {
  fileId: string;
  /** 'G_1', 'G_2', ... */
  groupId: string;
  fileType: UploadFileType;
  /** 'target_file_1', 'source_file_2', ... */
  fileTypeId: string;
  file: File;
}

export interface UploadContext {
  flow: UploadFlow;
  deliveryId: string;
  /** ISO current_delivery_time. */
  time: string;
  interimByGroup: Record<string, boolean>;
  /** The assignments of each group: a record resumes only into a group of the same assignments. */
  assignmentsByGroup?: Record<string, string[]>;
}

export interface UploadFileView {
  fileId: string;
  groupId: string;
  fileType: UploadFileType;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  bytesSent: number;
  /** Bytes per second over the last few seconds. */
  speed: number;
  etaSeconds: number | null;
  message?: string;
  /** Uploaded and waiting for its malware scan (decision 0024): not deliverable yet. */
  scanning?: boolean;
  /** Refused: the malware scan found a signature (the message names it). */
  infected?: boolean;
}

/** The per-file upload record of spec section 3 (the File itself stays in the engine). */
export interface UploadRecord {
  file_id: { group_id: string; file_type: UploadFileType; file_type_id: string };
  progress: number;
  uploading_chunk: number;
  total_chunks: number;
  upload_id: string | null;
  chunks_part_upload_info: UploadedPart[];
  status: UploadStatus;
}

export interface UploadsSnapshot {
  files: UploadFileView[];
  records: Record<string, UploadRecord>;
  overall: OverallStatus;
  totalBytes: number;
  sentBytes: number;
  speed: number;
  etaSeconds: number | null;
  /** Queued files that wait for `run()` (the dialog's submit). */
  waiting: boolean;
}

export interface UploadsApi extends Omit<UploadsSnapshot, 'records' | 'waiting'> {
  waiting: boolean;
  start(items: UploadItemInput[], ctx: UploadContext): void;
  /** Queues without starting; `run()` (the dialog's submit) starts them. */
  enqueue(items: UploadItemInput[], ctx: UploadContext): void;
  run(): void;
  redo(fileId: string): void;
  reset(): void;
}

export interface PartPut {
  url: string;
  body: Blob;
  signal: AbortSignal;
  onProgress(loaded: number): void;
}

/** The network, injected so the engine runs without one in tests. */
/** Where a completed upload stands with the malware scan (absent from servers that do not scan). */
export type ScanAnswer = Pick<ResumeUploadResponse, 'scan_status' | 'scan_message'>;

export interface UploadTransport {
  getUrls(request: UploadUrlRequest, flow: UploadFlow, signal: AbortSignal): Promise<UploadUrlResponse>;
  resume(uploadId: string, signal: AbortSignal): Promise<ResumeUploadResponse>;
  /** Resolves with the part's ETag. */
  putPart(part: PartPut): Promise<string>;
  complete(request: CompleteUploadRequest, signal: AbortSignal): Promise<ScanAnswer | void>;
}

export interface UploadClock {
  now(): number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** What survives a reload: enough to resume or restart, never the bytes. */
export interface ResumeRecord {
  fileId: string;
  uploadId: string;
  name: string;
  size: number;
  lastModified: number;
  fileType: UploadFileType;
  groupId: string;
  fileTypeId: string;
  deliveryId: string;
  flow: UploadFlow;
  time: string;
  interim: boolean;
  /** The group's assignments when it was uploaded (absent in records of older pages). */
  assignmentIds?: string[];
  parts: UploadedPart[];
  savedAt: number;
}

export interface ResumeStore {
  list(): ResumeRecord[];
  save(record: ResumeRecord): void;
  remove(uploadId: string): void;
}
