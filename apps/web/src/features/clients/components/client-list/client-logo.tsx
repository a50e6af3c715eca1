import { useState } from 'react';
import { LIST_TEXTS } from '@/features/clients/lib/client-texts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The client's logo, or its initials when there is none or it fails to load. */
export function ClientLogo({ name, src, size = 44 }: { name: string; src: string | null; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && src !== failed) {
    return (
      <img
        className="client-logo"
        src={src}
        alt={LIST_TEXTS.card.logo(name)}
        width={size}
        height={size}
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span
      className="client-logo client-logo--initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
