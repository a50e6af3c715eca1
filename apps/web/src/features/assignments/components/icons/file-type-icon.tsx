import { LIST_TEXTS as L } from '@/features/assignments/lib/list-texts';
import './icons.css';

/** Extensions with their own icon (part 1 section 2); anything else gets the generic one. */
const KNOWN = {
  doc: 'word',
  docx: 'word',
  ppt: 'slides',
  pptx: 'slides',
  pdf: 'pdf',
  xlsx: 'sheet',
  jpeg: 'image',
  jpg: 'image',
  png: 'image',
  psd: 'design',
  ai: 'design',
  eps: 'design',
  srt: 'subtitle',
  mp4: 'video',
  zip: 'archive',
} as const;
type FileKind = (typeof KNOWN)[keyof typeof KNOWN] | 'generic';

function extensionOf(name: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

function fileKindOf(name: string): FileKind {
  const extension = extensionOf(name);
  return extension in KNOWN ? KNOWN[extension as keyof typeof KNOWN] : 'generic';
}

/** A small document glyph with the file's extension, coloured by kind. */
export function FileTypeIcon({ name, size = 28 }: { name: string; size?: number }) {
  const extension = extensionOf(name);
  const kind = fileKindOf(name);
  const label = kind === 'generic' ? L.fileBadge : extension.toUpperCase();
  return (
    <svg
      className={`file-icon file-icon--${kind}`}
      width={size}
      height={size * 1.2}
      viewBox="0 0 40 48"
      role="img"
      aria-label={kind === 'generic' ? L.file : L.fileOf(extension)}
      data-testid="file-type-icon"
      data-kind={kind}
    >
      <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" className="file-icon__page" />
      <path d="M26 2v10h10" className="file-icon__fold" />
      <rect x="0" y="26" width="40" height="14" rx="2" className="file-icon__band" />
      <text x="20" y="36.5" textAnchor="middle" className="file-icon__label">
        {label.slice(0, 4)}
      </text>
    </svg>
  );
}
