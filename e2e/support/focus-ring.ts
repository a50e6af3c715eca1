import { expect, type Page } from '@playwright/test';

/**
 * Focuses every control a keyboard can reach on the page (only inside the open dialog, if one is) and
 * answers, per control, what is wrong with its focus ring: none drawn, under 3:1 against what is behind
 * it, or cut off by a box that clips or scrolls. Text fields are left out: their ring is their border.
 */
function focusRingProblems(): string[] {
  type Rgba = { r: number; g: number; b: number; a: number };
  const parse = (colour: string): Rgba => {
    const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a: colour.startsWith('rgba') ? a : 1 };
  };
  const luminance = ({ r, g, b }: Rgba) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const contrast = (x: Rgba, y: Rgba) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The colour painted behind `start`: its and its ancestors' backgrounds, blended down to an opaque one. */
  const backdrop = (start: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = start; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour.a > 0) layers.push(colour);
      if (colour.a >= 1) break;
    }
    return layers.reverse().reduce<Rgba>(
      (below, top) => ({
        r: top.r * top.a + below.r * (1 - top.a),
        g: top.g * top.a + below.g * (1 - top.a),
        b: top.b * top.a + below.b * (1 - top.a),
        a: 1,
      }),
      { r: 255, g: 255, b: 255, a: 1 },
    );
  };
  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} class="${el.getAttribute('class') ?? ''}"> "${name}"`;
  };
  const dialogs = Array.from(document.querySelectorAll('[aria-modal="true"]'));
  const scope = dialogs.at(-1) ?? document.body;
  const selector =
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), summary';
  const textEntry = (el: Element) =>
    el.matches(
      'textarea, select, [role="combobox"], input:not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="button"]):not([type="submit"]):not([type="range"])',
    );
  const problems: string[] = [];
  let checked = 0;
  let reachable = 0;
  for (const el of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
    if (el.tabIndex < 0 || textEntry(el) || el.closest('[inert], [aria-hidden="true"]')) continue;
    if (!el.checkVisibility()) continue;
    reachable += 1;
    el.focus();
    if (document.activeElement !== el || !el.matches(':focus-visible')) continue;
    checked += 1;
    const style = getComputedStyle(el);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || !(width > 0)) {
      // A field's ring is its border with an inset shadow of the same colour: inside its box, never clipped.
      const shadow = /^(rgba?\([^)]*\)).*\binset\b/.exec(style.boxShadow);
      if (!shadow) problems.push(`${describe(el)}: no focus ring`);
      else if (contrast(parse(shadow[1]!), backdrop(el)) < 3)
        problems.push(`${describe(el)}: focus ring contrast under 3:1`);
      continue;
    }
    // How far the ring's outer edge lies outside the control's box (inside it, when negative).
    const outward = parseFloat(style.outlineOffset) + width;
    const behind = backdrop(outward > 0 ? el.parentElement : el);
    const ratio = contrast(parse(style.outlineColor), behind);
    if (ratio < 3) problems.push(`${describe(el)}: focus ring contrast ${ratio.toFixed(2)}:1`);
    const box = el.getBoundingClientRect();
    for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
      // A fixed box (a dialog's backdrop) leaves the boxes around it: they do not clip what is inside it.
      if (node !== el && getComputedStyle(node).position === 'fixed') break;
      const clipper = node.parentElement;
      if (!clipper || clipper === document.body) break;
      const clip = getComputedStyle(clipper);
      const clipsX = clip.overflowX !== 'visible';
      const clipsY = clip.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const edge = clipper.getBoundingClientRect();
      const left = edge.left + clipper.clientLeft;
      const top = edge.top + clipper.clientTop;
      const cut =
        (clipsX &&
          (box.left - outward < left - 0.5 || box.right + outward > left + clipper.clientWidth + 0.5)) ||
        (clipsY &&
          (box.top - outward < top - 0.5 || box.bottom + outward > top + clipper.clientHeight + 0.5));
      if (cut) {
        const at = (r: { left: number; top: number; right: number; bottom: number }) =>
          [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
        problems.push(
          `${describe(el)}: focus ring (${at(box)} and ${outward}px) cut off by ${describe(clipper).slice(0, 60)} (${at(edge)})`,
        );
      }
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  // A check that saw no ring at all would pass whatever the styles say (a notice without controls aside).
  if (reachable > 0 && checked === 0) problems.push('no control took a visible keyboard focus');
  return problems;
}

/** Every reachable control's focus ring is drawn, at 3:1 or more, and no box cuts it off. */
export async function expectFocusRings(page: Page, screen: string) {
  // A key press first: Chromium then shows the ring for focus moved by script, as after Tab.
  await page.keyboard.press('Shift');
  const problems = await page.evaluate(focusRingProblems);
  expect.soft(problems, `focus rings on ${screen} at ${page.url()}:\n${problems.join('\n')}`).toEqual([]);
}
