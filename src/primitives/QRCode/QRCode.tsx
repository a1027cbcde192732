import { useMemo } from 'react';
import { encode } from 'uqr';
import * as styles from './QRCode.css.js';

export interface QRCodeProps {
  /** The text to encode, e.g. an `otpauth://` URI. */
  value: string;
  /** What the code is for, read by screen readers (the image itself says nothing to them). */
  label: string;
  /** Stable styling hook. @default 'qr-code' */
  part?: string;
}

/** Every dark module as one path of 1×1 squares, so the code is a single SVG element to paint. */
function modulesPath(modules: boolean[][]): string {
  let path = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/**
 * A QR code drawn as SVG elements (encoded by `uqr`; no markup strings, no `innerHTML`, nothing a strict CSP
 * refuses). Always dark on light with its quiet zone, whatever the theme, because that is what scanners read.
 */
export function QRCode({ value, label, part = 'qr-code' }: QRCodeProps) {
  const { size, data } = useMemo(() => encode(value, { ecc: 'M', border: 4 }), [value]);
  const path = useMemo(() => modulesPath(data), [data]);
  return (
    <svg className={styles.code} data-part={part} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect className={styles.light} width={size} height={size} />
      <path className={styles.dark} d={path} />
    </svg>
  );
}
