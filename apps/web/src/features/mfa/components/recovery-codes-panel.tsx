import toast from 'react-hot-toast';
import { Button } from '@/shared/ui/button';

const asText = (codes: string[]) =>
  ['Operations Console recovery codes (each works once):', '', ...codes, ''].join('\n');

/** The ten recovery codes, shown this once: only their hashes are kept on the server. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(asText(codes));
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Copying is not allowed here: select the codes and copy them yourself.');
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
        Your recovery codes
      </h2>
      <p className="mfa__text">
        Keep these somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ol className="mfa__code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="mfa__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </section>
  );
}
