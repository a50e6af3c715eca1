import toast from 'react-hot-toast';
import { Button } from '@/shared/ui/button';
import { CODES_TEXTS } from '../lib/mfa-texts';

const asText = (codes: string[]) => [CODES_TEXTS.fileTitle, '', ...codes, ''].join('\n');

/** The ten recovery codes, shown this once: only their hashes are kept on the server. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      toast.success(CODES_TEXTS.copied);
    } catch {
      toast.error(CODES_TEXTS.copyRefused);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section className="mfa__codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" className="mfa__heading">
        {CODES_TEXTS.title}
      </h2>
      <p className="mfa__text">{CODES_TEXTS.keep}</p>
      <ol className="mfa__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="mfa__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {CODES_TEXTS.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {CODES_TEXTS.download}
        </Button>
        <Button onClick={onDone}>{CODES_TEXTS.done}</Button>
      </div>
    </section>
  );
}
