import type { ReactNode, SVGAttributes } from 'react';

/** How the shapes inside are painted, set once on the `<svg>`. */
type Paint = Pick<SVGAttributes<SVGSVGElement>, 'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin'>;
import { icons, type IconDefinition, type IconName } from './icons.js';
import * as styles from './Icon.css.js';

interface SvgFrameProps {
  /** Extra class, e.g. to size the icon. */
  className?: string | undefined;
  /** Stable styling hook. */
  part?: string | undefined;
  /** @default '0 0 24 24' */
  viewBox?: string;
  /** Presentation attributes shared by every shape inside. */
  paint?: Paint;
  children: ReactNode;
  /** Extra state for styles and tests, e.g. `data-icon`. */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * The `<svg>` every icon and brand mark is drawn in: always decorative (hidden from assistive tech; the
 * control it sits in carries the name) and never a tab stop (old Edge focused SVGs).
 */
export function SvgFrame({ className, part, viewBox = '0 0 24 24', paint, children, ...data }: SvgFrameProps) {
  return (
    <svg
      {...data}
      {...paint}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      data-part={part}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export interface IconProps {
  /** Which of the widget's icons ({@link icons}), or a definition of one. */
  name: IconName | IconDefinition;
  /** Extra class, e.g. to size the icon. @default 20×20 */
  className?: string;
  /** Stable styling hook. @default 'icon' */
  part?: string;
  /** Extra state for styles and tests, e.g. `data-icon="met"`. */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/** One of the widget's icons in the current text colour. Always decorative. */
export function Icon({ name, className, part = 'icon', ...data }: IconProps) {
  const icon: IconDefinition = typeof name === 'string' ? icons[name] : name;
  const paint: Paint =
    icon.paint === 'stroke'
      ? {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: icon.strokeWidth ?? 2,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
        }
      : { fill: 'currentColor' };
  return (
    <SvgFrame {...data} className={className} part={part} paint={paint}>
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </SvgFrame>
  );
}
