/**
 * The usual screen-reader-only rules: the element stays in the accessibility tree but takes no room and
 * shows nothing (the clip keeps it out of sight without removing it).
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
