import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({ display: 'contents' });

// The header takes focus only to bring the user to a new screen (it is not a control), so it draws no ring.
globalStyle(`${root} [data-part="heading"][tabindex="-1"]:focus`, { outline: 'none' });
