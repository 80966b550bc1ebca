import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Priority+ navigation: how many of the menu's items fit in a row before the "More" menu takes the rest.
 * All fit: every item. Otherwise the most leading items that fit beside the More button (possibly none).
 */
export function fitCount(itemWidths: readonly number[], available: number, moreWidth: number, gap = 0): number {
  const total = itemWidths.reduce((sum, width, i) => sum + width + (i > 0 ? gap : 0), 0);
  if (total <= available) return itemWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of itemWidths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}

const widthOf = (element: Element): number => element.getBoundingClientRect().width;

/**
 * Measures a row of menu items and says how many show in the bar. The row's container (`rowRef`) is
 * measured for the room there is; a hidden copy of every item and of the More button (`measureRef`,
 * children marked `data-measure="item"` and `data-measure="more"`) gives their natural widths. Re-measures
 * when the container resizes (window width, fonts loading) or the items change.
 */
export function usePriorityCount(
  rowRef: RefObject<HTMLElement | null>,
  measureRef: RefObject<HTMLElement | null>,
  itemCount: number,
  itemsKey: string,
  gap = 0,
): number {
  const [count, setCount] = useState(itemCount);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return undefined;
    const update = (): void => {
      const widths = [...measure.querySelectorAll('[data-measure="item"]')].map(widthOf);
      const more = measure.querySelector('[data-measure="more"]');
      const available = widthOf(row);
      // Nothing measured (not laid out, e.g. hidden below 768 px): show everything rather than nothing.
      if (available <= 0) {
        setCount(itemCount);
        return;
      }
      setCount(fitCount(widths, available, more ? widthOf(more) : 0, gap));
    };
    update();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, measureRef, itemCount, itemsKey, gap]);

  return Math.min(count, itemCount);
}
