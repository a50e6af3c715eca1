/**
 * Shortens `text` to at most `max` characters by cutting its middle: the start, '…', then the last
 * `keepEnd` characters (so a file keeps its extension). Counts code points, so no emoji is split.
 */
export function truncateMiddle(text: string, max: number, keepEnd: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = Math.max(max - keepEnd - 1, 0);
  const tail = keepEnd > 0 ? chars.slice(-keepEnd) : [];
  return `${chars.slice(0, head).join('')}…${tail.join('')}`;
}
