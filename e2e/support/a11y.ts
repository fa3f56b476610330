import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Toasts, dialogs and dropdowns fade in and out; mid-way their text is translucent. */
const fadingLayers =
  '.mantine-Notification-root, [role="dialog"], .mantine-Popover-dropdown, .mantine-Combobox-dropdown';

/**
 * Waits until nothing animates and every toast, dialog and dropdown on screen is fully opaque,
 * for a few frames in a row (a toast mounts at opacity 0 before its transition starts). Axe
 * reads a half-faded text as low contrast; the colours themselves meet AA (see app/theme.ts).
 */
async function waitForSettledLayers(page: Page) {
  await page
    .waitForFunction(
      (selector) => {
        const state = window as unknown as { a11ySettledFrames?: number };
        const animating = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          );
        const translucent = Array.from(document.querySelectorAll(selector)).some((layer) => {
          for (let node: Element | null = layer; node; node = node.parentElement) {
            if (Number(getComputedStyle(node).opacity) < 1) return true;
          }
          return false;
        });
        state.a11ySettledFrames = animating || translucent ? 0 : (state.a11ySettledFrames ?? 0) + 1;
        return state.a11ySettledFrames >= 3;
      },
      fadingLayers,
      { polling: 'raf', timeout: 15_000 },
    )
    .catch(() => undefined);
}

async function violationsOf(page: Page) {
  // Legacy mode runs axe in the page itself; the default runs it in parts and merges them in a
  // second, new page: 17 s → 11 s on the demo orders list at load 25, same rules, same results.
  // (`resultTypes: ['violations']` would save more but breaks the rules that compare nodes, such
  // as heading-order and landmark-unique.) docs/decisions/test-gate-steps.md
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/**
 * Every page a journey visits is checked against WCAG 2.1 A and AA rules. A toast can start
 * fading in while axe runs (an answer arriving late), so violations are read twice, the second
 * time after the layers settle again: a real violation is there both times.
 */
export async function expectAccessible(page: Page) {
  await waitForSettledLayers(page);
  let summary = await violationsOf(page);
  if (summary.length > 0) {
    await waitForSettledLayers(page);
    summary = await violationsOf(page);
  }
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
