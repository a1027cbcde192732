/**
 * The media condition the kit's hover styles sit under: only where the primary pointer hovers, so a tap on a
 * touch screen leaves no hover look behind (what react-aria's useHover did by ignoring emulated mouse events).
 */
export const HOVERABLE = '(hover: hover)';

/**
 * The `touch-action` of every button in the kit: no double-tap-to-zoom delay before a tap counts.
 * `manipulation` would be shorter, but in Safari it stops pointercancel from firing on scroll (WebKit bug
 * 240917, noted by react-aria, whose press hook set the same value).
 */
export const PRESSABLE_TOUCH_ACTION = 'pan-x pan-y pinch-zoom';
