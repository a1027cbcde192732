import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

/*
 * The two message tones, one look wherever a message appears: the toasts and the form's error banner
 * (spec §9 toast colours #ECFFF5/#0F4447 and #FFEEEC/#590607; the dark theme has its own pair).
 */

export const successTone = style({
  backgroundColor: vars.toast.successBackground,
  color: vars.toast.successText,
});

export const errorTone = style({
  backgroundColor: vars.toast.errorBackground,
  color: vars.toast.errorText,
});
