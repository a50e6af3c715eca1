import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width a chart may take: its box's, followed as the window changes, so that a chart shrinks with a
 * phone's screen instead of widening the page. Before the first measure (and where nothing measures, as in
 * tests) it is `fallback`.
 */
export function useChartWidth<T extends HTMLElement>(fallback: number) {
  const box = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = (value: number) => {
      if (value > 0) setWidth(Math.floor(value));
    };
    measure(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width] as const;
}
