/**
 * One pass per story (issue: "stories run once per story"). Storybook's own test has rendered the story,
 * run its play function and run axe on it in the default theme; then, for each story that passed, this hook:
 *
 * 1. captures it at 480px wide (and 320px for `parameters.visual = { narrow: true }`, the layouts) and
 *    compares the picture with its committed baseline, pixel for pixel;
 * 2. switches every theme root on the page, inside shadow roots too, from the default to the dark theme
 *    class, runs axe's colour rules again and compares the dark baselines;
 * 3. for `parameters.visual = { forcedColors: true }`, captures it once more in forced colours (Windows High
 *    Contrast, Chromium's emulation of `forced-colors: active`), for components that draw a state in colour
 *    (issue 23: the meter's fill, the selected tab's bar, the focused passcode box);
 * 4. measures horizontal overflow at 320px (WCAG 1.4.10 reflow: nothing may scroll sideways).
 *
 * The dark theme is only a class swap: the same render and play function, with the colours of the other
 * token set. A story's play function and its structure are theme-blind, so running them again in the dark
 * theme would only repeat the work; what changes with the theme (contrast, the pictures) is checked here.
 *
 * - Baselines live in `stories/__screenshots__/<story file>/<story id>-<theme>[-320].png`, and the forced-colours
 *   one in `<story id>-forced.png`.
 * - The capture is fixed: a 480px wide viewport (320px for narrow), 640px tall or as tall as the story,
 *   animations stopped, the text caret hidden, the mouse parked in the corner, Debian's Chromium with the
 *   fonts `.ci/run` installs. A pixel may differ by a few levels of brightness only, as Skia's anti-aliasing
 *   does between CPUs (see the comparator options in vitest.config.ts).
 * - A story without a baseline fails and (outside CI) writes one: `npm run test:visual:new` writes every
 *   missing baseline, `npm run test:visual:update` rewrites them all after an intended change. Review the
 *   images before committing them.
 */
import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { userEvent as syntheticUser } from 'storybook/test';
import { cdp, page, userEvent } from 'vitest/browser';
import { darkThemeClass, defaultThemeClass } from '../src/theme/themes.css';

/** What a story may say about its capture. */
interface VisualParameters {
  /** Also capture at 320px wide (WCAG 1.4.10 reflow): for layouts and screens. */
  narrow?: boolean;
  /**
   * Also capture in forced colours, at 480px: for components whose state is drawn in colour, which forced
   * colours would otherwise repaint away (issue 23).
   */
  forcedColors?: boolean;
}

interface StoryInfo {
  id: string;
  parameters: { visual?: VisualParameters; a11y?: { config?: { rules?: { id: string; enabled: boolean }[] } } };
}

/** Axe's rules that depend on colour: what can differ between the themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every theme root of the page, including those inside (nested) open shadow roots. */
function themeRoots(root: Document | ShadowRoot = document): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>('[data-part="theme-root"]')];
  for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...themeRoots(element.shadowRoot));
  return found;
}

/** WCAG 1.4.10: content reflows into a 320 CSS px wide page without scrolling sideways. */
const REFLOW_WIDTH = 320;

/**
 * The page's own horizontal margins. The catalogue's story page (`layout: 'fullscreen'`) has none, Vitest's
 * has the browser's default 8px: the reflow check gives the story the width it would have at 320px there.
 */
function bodyMargins(): number {
  const { marginLeft, marginRight } = getComputedStyle(document.body);
  return parseFloat(marginLeft) + parseFloat(marginRight);
}

/** How far the story's page scrolls sideways: 0 when everything reflows into the viewport. */
const horizontalOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

/** The deepest elements that reach past the viewport's right edge, for the failure message. */
function beyondViewport(): string {
  const edge = document.documentElement.clientWidth;
  const beyond = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > edge);
  const deepest = beyond.filter((element) => !beyond.some((other) => other !== element && element.contains(other)));
  return (
    deepest
      .map(
        (element) =>
          `<${element.localName} ${element.getAttribute('data-part') ?? element.className}> ends at ${element.getBoundingClientRect().right}px`,
      )
      .join(', ') || 'nothing'
  );
}

/** Sizes the viewport to `width` × (640 or the story's height) and parks the pointer where nothing reacts. */
async function frame(main: HTMLElement, width: number): Promise<void> {
  // 640px tall, or as tall as the story (a capture must not reach below the viewport: it is not painted).
  await page.viewport(width, 640);
  const height = Math.ceil(main.getBoundingClientRect().height);
  if (height > 640) await page.viewport(width, height);
  await userEvent.hover(main, { position: { x: 0, y: 0 } });
  // A play function's clicks are synthetic (Testing Library), so the element it clicked still believes the
  // mouse is over it; tell it the mouse left, as the real pointer now has.
  for (const hovered of document.querySelectorAll('[data-hovered]')) await syntheticUser.unhover(hovered);
  await expect.poll(() => document.querySelector('[data-hovered], [data-pressed]')).toBeNull();
}

async function capture(main: HTMLElement, name: string): Promise<void> {
  // Soft: a missing or changed picture still lets the others be taken and reported.
  await expect.soft(page.elementLocator(main)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
}

/**
 * Turns Chromium's forced-colours emulation on or off for the page (and the story's frame in it). The
 * emulation lasts until turned off: it must not outlive the capture, or the next stories would be drawn in it.
 */
const emulateForcedColors = (value: 'active' | 'none') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value }] });

/** The colour a CSS system colour keyword resolves to on this page now (e.g. `CanvasText`). */
function systemColour(keyword: string): string {
  const probe = document.createElement('span');
  probe.style.color = keyword;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The story in forced colours: the forced palette must reach the story's own elements before the capture. */
async function captureForced(main: HTMLElement, root: HTMLElement, name: string): Promise<void> {
  const authorColour = getComputedStyle(root).color;
  await emulateForcedColors('active');
  try {
    expect(matchMedia('(forced-colors: active)').matches, 'forced-colours emulation is on').toBe(true);
    // The theme root's text colour is the theme's own; forced colours replace it with the system CanvasText.
    await expect.poll(() => getComputedStyle(root).color).toBe(systemColour('CanvasText'));
    expect(getComputedStyle(root).color, "the forced palette differs from the theme's colour").not.toBe(authorColour);
    await capture(main, name);
  } finally {
    await emulateForcedColors('none');
  }
  expect(matchMedia('(forced-colors: active)').matches, 'forced-colours emulation is off again').toBe(false);
}

/** Axe's colour rules on the page as the story's own a11y check sees it (its disabled rules stay disabled). */
async function colourViolations(story: StoryInfo): Promise<string[]> {
  const disabled = (story.parameters.a11y?.config?.rules ?? []).filter((rule) => !rule.enabled).map((rule) => rule.id);
  axe.reset();
  const result = await axe.run(
    { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
    { runOnly: { type: 'rule', values: COLOUR_RULES.filter((id) => !disabled.includes(id)) } },
  );
  return result.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`),
  );
}

afterEach(async (context) => {
  const story = (context as { story?: StoryInfo }).story;
  // Only stories that rendered and passed: a failed story already reports its own error.
  if (!story || context.task.result?.state === 'fail') return;
  const main = document.querySelector('main');
  if (!main) throw new Error('The preview decorator renders every story inside <main>.');
  const widths = story.parameters.visual?.narrow ? [480, 320] : [480];

  const roots = themeRoots();
  expect(roots.length, 'every story renders inside a theme root').toBeGreaterThan(0);
  const theme = (from: string, to: string) => roots.forEach((root) => root.classList.replace(from, to));

  // The baselines, each width in both themes: the dark theme is the same page with the other token set, so
  // it is captured without a new layout pass; axe's colour rules check it once.
  for (const [i, width] of widths.entries()) {
    await frame(main, width);
    const suffix = width === 480 ? '' : `-${width}`;
    await capture(main, `${story.id}-default${suffix}`);
    theme(defaultThemeClass, darkThemeClass);
    if (i === 0) expect.soft(await colourViolations(story), 'axe colour rules in the dark theme').toEqual([]);
    await capture(main, `${story.id}-dark${suffix}`);
    theme(darkThemeClass, defaultThemeClass);
  }

  if (story.parameters.visual?.forcedColors) {
    await frame(main, 480);
    await captureForced(main, roots[0]!, `${story.id}-forced`);
  }

  // Reflow at 320px. Polled: a component may lay itself out again after the resize (input-otp re-measures
  // the room beside the field for a password manager's badge once a second), so the page settles a little
  // after the resize.
  await frame(main, REFLOW_WIDTH + bodyMargins());
  const settled = await expect
    .poll(horizontalOverflow, { timeout: 5_000 })
    .toBe(0)
    .then(
      () => true,
      () => false,
    );
  if (!settled) expect.soft(horizontalOverflow(), `horizontal scrolling at ${REFLOW_WIDTH}px (WCAG 1.4.10): ${beyondViewport()}`).toBe(0);
});
