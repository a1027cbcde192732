/**
 * Visual regression for the catalogue: after each story's test (render, play, axe) its page is captured and
 * compared with a committed baseline, pixel for pixel, so a one-pixel change to a token fails the suite
 * (a pixel may differ by a few levels of brightness only, as Skia's anti-aliasing does between CPUs: see
 * the comparator options in vitest.config.ts).
 *
 * - Baselines live in `stories/__screenshots__/<story file>/<story id>-<theme>[-320].png`: one per story and
 *   theme (`npm test` runs the stories in the default and the dark theme); stories with
 *   `parameters.visual = { narrow: true }` (layouts and screens) are captured at 320px wide as well.
 * - The capture is fixed: a 480px wide viewport (320px for narrow), 640px tall or as tall as the story,
 *   animations stopped, the text caret hidden, the mouse parked in the corner, Debian's Chromium with the
 *   fonts `.ci/run` installs.
 * - A story without a baseline fails and (outside CI) writes one: `npm run test:visual:new` writes every
 *   missing baseline, `npm run test:visual:update` rewrites them all after an intended change. Review the
 *   images before committing them.
 */
import { afterEach, expect } from 'vitest';
import { userEvent as syntheticUser } from 'storybook/test';
import { page, userEvent } from 'vitest/browser';

const theme = import.meta.env.VITE_GH_STORY_THEME ?? 'default';

/** What a story may say about its capture. */
interface VisualParameters {
  /** Also capture at 320px wide (WCAG 1.4.10 reflow): for layouts and screens. */
  narrow?: boolean;
}

afterEach(async (context) => {
  const story = (context as { story?: { id: string; parameters: { visual?: VisualParameters } } }).story;
  // Only stories that rendered and passed: a failed story already reports its own error.
  if (!story || context.task.result?.state === 'fail') return;
  const main = document.querySelector('main');
  if (!main) throw new Error('The preview decorator renders every story inside <main>.');

  const widths = story.parameters.visual?.narrow ? [480, 320] : [480];
  for (const width of widths) {
    // 640px tall, or as tall as the story (a capture must not reach below the viewport: it is not painted).
    await page.viewport(width, 640);
    const height = Math.ceil(main.getBoundingClientRect().height);
    if (height > 640) await page.viewport(width, height);
    await userEvent.hover(main, { position: { x: 0, y: 0 } });
    // A play function's clicks are synthetic (Testing Library), so the element it clicked still believes the
    // mouse is over it; tell it the mouse left, as the real pointer now has.
    for (const hovered of document.querySelectorAll('[data-hovered]')) await syntheticUser.unhover(hovered);
    await expect.poll(() => document.querySelector('[data-hovered], [data-pressed]')).toBeNull();
    const suffix = width === 480 ? '' : `-${width}`;
    // Soft: a missing or changed 480px picture still lets the 320px one be taken and reported.
    await expect.soft(page.elementLocator(main)).toMatchScreenshot(`${story.id}-${theme}${suffix}`, {
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
    });
  }
});
