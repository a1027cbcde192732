import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/contract.css';

/** The stand-in as a whole: the prompt's card, then its caption. */
export const figure = style({
  margin: 0,
  display: 'grid',
  gap: 6,
  fontFamily: vars.typography.fontFamily,
});

/** The shape of Google's embedded prompt, in the kit's colours: a bordered card over the One Tap area. */
export const card = style({
  display: 'grid',
  gap: 12,
  padding: '12px 16px',
  border: `1px solid ${vars.container.borderColor}`,
  borderRadius: vars.container.borderRadius,
  background: vars.container.backgroundColor,
  color: vars.container.textColor,
  fontSize: vars.typography.helperSize,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const mark = style({ width: 20, height: 20, flexShrink: 0 });

export const title = style({ flex: 1 });

export const close = style({ width: 16, height: 16, color: vars.colors.secondary });

export const account = style({ display: 'flex', alignItems: 'center', gap: 12 });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  background: vars.colors.subtle,
  color: vars.colors.primary,
  fontWeight: 600,
});

export const who = style({ display: 'grid' });

export const name = style({ fontWeight: 600 });

export const email = style({ color: vars.colors.secondary });

/** Looks like Google's 'Continue as …' button; a picture of one, not a control. */
export const continueAs = style({
  padding: 8,
  borderRadius: vars.buttons.primary.borderRadius,
  background: vars.buttons.primary.backgroundColor,
  color: vars.buttons.primary.textColor,
  fontWeight: 600,
  textAlign: 'center',
});

export const caption = style({ color: vars.colors.secondary, fontSize: vars.typography.helperSize });
