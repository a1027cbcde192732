/**
 * The widget's own icon set: every UI glyph drawn once, on a 24×24 grid, as path data. `stroke` icons are
 * outlines in the current text colour (round caps and joins), `fill` icons are solid shapes; so every
 * icon follows the text colour of its theme and needs no colour of its own.
 */
export interface IconDefinition {
  /** How the paths are painted. */
  paint: 'stroke' | 'fill';
  /** Path data on a 24×24 grid, drawn in order. */
  paths: readonly string[];
  /** Stroke width in grid units. @default 2 */
  strokeWidth?: number;
}

const stroke = (...paths: string[]): IconDefinition => ({ paint: 'stroke', paths });
const fill = (...paths: string[]): IconDefinition => ({ paint: 'fill', paths });

/** A circle of radius `r` around the grid's centre, as path data. */
const circle = (r: number) => `M${12 - r} 12a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

export const icons = {
  /** Back: an arrow against the reading direction (mirrored in RTL by its user). */
  arrowBack: stroke('M19 12H5M11 6l-6 6 6 6'),
  /** Opens a list. */
  chevronDown: { ...stroke('M4 9l8 8 8-8'), strokeWidth: 3.2 },
  /** Dismiss, and "requirement not met". */
  close: stroke('M6 6l12 12M18 6 6 18'),
  /** "Requirement met". */
  check: stroke('M4.5 12.75 9.75 18 19.5 6.75'),
  /** A success message. */
  checkCircle: stroke(circle(9), 'm8 12.5 2.5 2.5L16 9.5'),
  /** An error message. */
  alertCircle: stroke(circle(9), 'M12 7.5v5.5M12 16.5v.01'),
  /** Show password. */
  eye: stroke('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z'),
  /** Hide password. */
  eyeOff: stroke(
    'M9.9 5.2A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a18 18 0 0 1-2.6 3.6M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.6-.6 5.1-1.5M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20',
  ),
  /** Rename. */
  pencil: fill(
    'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z',
  ),
  /** Save. */
  checkSolid: fill('M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z'),
  /** Delete. */
  trash: fill('M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z'),
  /** A generic crypto wallet: a wallet case with a clasp. */
  wallet: {
    ...stroke('M4 7.5h14.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18V7.5zM4 7.5 15.5 4.5v3', 'M15.5 13.5h4.5'),
    strokeWidth: 1.75,
  },
  /** Set up something new. */
  plusCircle: { ...stroke(circle(10.5), 'M12 7.5v9M7.5 12h9'), strokeWidth: 1.75 },
  /** The Gatehouse mark: a pitched roof over an arched gate. */
  gatehouse: stroke('M3 21V10l9-7 9 7v11h-6v-5a3 3 0 0 0-6 0v5z'),
} as const satisfies Record<string, IconDefinition>;

/** The name of one of the widget's icons. */
export type IconName = keyof typeof icons;
