import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/*
 * Layout atoms (Braid's Stack and Inline, as classes): the few ways the kit and its screens lay children out,
 * written once. A style composes one (`style([stack.large, { … }])`) or is one (`export const form =
 * stack.large`) instead of repeating `display`, the direction and the gap. Each atom has only the gaps the
 * kit uses, so the stylesheet holds no class nothing wears; the steps are the kit's spacing (px).
 */
const space = { xxsmall: '4px', xsmall: '6px', small: '8px', medium: '12px', large: '16px' } as const;

type Space = keyof typeof space;

/** The named steps `keys` of the spacing. */
const steps = <K extends Space>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, space[key]])) as Pick<typeof space, K>;

/** A column, its children `gap` apart and as wide as it (Braid's Stack). */
export const stack = styleVariants(steps('small', 'medium', 'large'), (gap) => ({ display: 'flex', flexDirection: 'column', gap }));

/** A row, its children `gap` apart and centred on each other (Braid's Inline; `alignY: 'center'`). */
export const inline = styleVariants(steps('xxsmall', 'xsmall', 'small', 'medium'), (gap) => ({
  display: 'flex',
  alignItems: 'center',
  gap,
}));

/** A row whose children keep the cross alignment the composing style gives them (stretched by default). */
export const row = styleVariants(steps('xsmall', 'small'), (gap) => ({ display: 'flex', gap }));

/** A grid of one column, its rows `gap` apart (for parts that lay out as a grid elsewhere too). */
export const grid = styleVariants(steps('xxsmall', 'xsmall', 'small'), (gap) => ({ display: 'grid', gap }));

/** Its one child centred along the row (a mark, a lone spinner). */
export const center = style({ display: 'flex', justifyContent: 'center' });

/**
 * A control's place held while the browser has not said whether it shows (issue 38): laid out as its children
 * (no box of its own, so they sit exactly where they will show), neither seen, focused nor read.
 */
export const reserved = style({ display: 'contents', visibility: 'hidden' });

// Main's passkey button held first holds the 'or' after it too, which would otherwise lead the form.
globalStyle(`${reserved}:first-child + *`, { visibility: 'hidden' });
