/**
 * The `touch-action` react-aria's usePress would set on every pressable element through a `<style>` of its
 * own (see heldStyleIds.ts): no double-tap-to-zoom delay before a press. `manipulation` would be shorter,
 * but in Safari it stops pointercancel from firing on scroll (react-aria's note, WebKit bug 240917).
 */
export const PRESSABLE_TOUCH_ACTION = 'pan-x pan-y pinch-zoom';
