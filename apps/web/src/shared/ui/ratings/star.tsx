/** One rating star; filled stars are the rating's. */
export function Star({ filled, size = 18 }: { filled: boolean; size?: number }) {
  return (
    <svg
      className={`star${filled ? ' star--filled' : ''}`}
      viewBox="0 0 20 20"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.7-5.1-2.7-5.1 2.7 1-5.7-4.1-4 5.7-.8Z" />
    </svg>
  );
}
