const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO time as people read it, or a dash when there is none. */
export const formatWhen = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '-');
