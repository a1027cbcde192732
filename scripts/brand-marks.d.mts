import type { Plugin } from 'vite';

export type MarkNode = [tag: string, props: Record<string, string>, children?: MarkNode[]];
export declare function roundPath(d: string, decimals: number): string;
export declare function extractMarks(): Record<string, { viewBox: string; tree: MarkNode[] }>;
export declare function brandMarks(): Plugin;
