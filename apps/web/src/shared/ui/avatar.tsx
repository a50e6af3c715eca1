import { useState } from 'react';
import placeholder from '../assets/user-placeholder.svg';

interface AvatarProps {
  /** Same-origin image path from the profile, or null for the default user icon. */
  src: string | null | undefined;
  alt: string;
  size?: number;
  className?: string;
}

/** A profile image that falls back to the placeholder when missing or when it fails to load. */
export function Avatar({ src, alt, size = 36, className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : placeholder;
  return (
    <img
      className={`avatar ${className}`}
      src={usable}
      alt={alt}
      width={size}
      height={size}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
