/**
 * Where a key moves the focus in a row (tabs: Left and Right) or a column (a menu: Up and Down) of `count`
 * items, from the one at `at`: the arrows wrap around, Home and End go to the ends; null for other keys.
 */
export function rovingIndex(key: string, at: number, count: number, axis: 'row' | 'column'): number | null {
  const [back, on] = axis === 'row' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === on) return (at + 1) % count;
  if (key === back) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
