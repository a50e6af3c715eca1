import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { DELIVERY_MESSAGES, formatBytes, UPLOAD_TEXTS } from '@ops/contracts';
import { Button } from '@/shared/ui/button';
import { sameFile } from '@/shared/upload/resume-store';
import type { ResumeRecord, UploadItemInput } from '@/shared/upload/types';
import { useUploadEngine, useUploads } from './use-uploads';
import '@/shared/upload/upload.css';

interface ResumeOfferProps {
  /** The files the wizard holds now; a record of one of them resumes when it starts. */
  items: UploadItemInput[];
  /** Only records of this delivery (all when omitted). */
  deliveryId?: string;
  /** Only the records the wizard can take back (its flow, one of its groups). */
  accepts?(record: ResumeRecord): boolean;
  /**
   * A re-picked file matching a record: the wizard puts it back in its group, and the engine, queuing it
   * with the group's files, resumes the recorded upload.
   */
  onResume(record: ResumeRecord, file: File): void;
}

/**
 * After a reload: the uploads left unfinished, and a picker. A file picked again (same name, size and
 * modification time) resumes its upload; only the parts the server lacks are sent.
 */
export function ResumeOffer({ items, deliveryId, accepts = () => true, onResume }: ResumeOfferProps) {
  const engine = useUploadEngine();
  useUploads(); // re-render when records change
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const pending = engine
    .pendingResumes(deliveryId)
    .filter((r) => accepts(r) && !items.some((item) => sameFile(r, item.file)));
  if (pending.length === 0) return null;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const missed: string[] = [];
    let left = pending;
    for (const file of picked) {
      const record = left.find((r) => sameFile(r, file));
      if (!record) {
        missed.push(file.name);
        continue;
      }
      left = left.filter((r) => r !== record);
      onResume(record, file);
    }
    setUnmatched(missed);
  };

  return (
    <section className="resume-offer" aria-label={UPLOAD_TEXTS.resumeRegion}>
      <p className="resume-offer__text">{DELIVERY_MESSAGES.resumeOffer(pending.length)}</p>
      <ul className="resume-offer__files">
        {pending.map((r) => (
          <li key={r.uploadId}>
            {r.name} ({formatBytes(r.size)})
          </li>
        ))}
      </ul>
      {unmatched.length > 0 && (
        <p className="resume-offer__error" role="alert">
          {UPLOAD_TEXTS.resumeNoMatch(unmatched)}
        </p>
      )}
      <div className="resume-offer__actions">
        <label className="btn btn--primary resume-offer__pick">
          <span>{UPLOAD_TEXTS.chooseFiles}</span>
          <input type="file" multiple className="resume-offer__input" onChange={onPick} />
        </label>
        <Button variant="ghost" onClick={() => engine.discard(pending.map((r) => r.uploadId))}>
          {UPLOAD_TEXTS.discard}
        </Button>
      </div>
    </section>
  );
}
