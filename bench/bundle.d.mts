// Types of bench/bundle.mjs for the tests that measure with it (test/build/size-budget.test.ts).
/** Output of a bundle: Rollup/Rolldown chunks and assets. */
export interface BundleOutput {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  source?: string | Uint8Array;
  isEntry?: boolean;
  imports?: string[];
  /** The modules a chunk holds, by id (a file's path). */
  modules?: Record<string, unknown>;
}
export const widgetSource: string;
export const clientSource: string;
export const BUDGETS: { login: number; client: number };
export function bundle(source: string, plugins?: unknown[]): Promise<BundleOutput[]>;
export function initialChunks(outputs: BundleOutput[]): Set<string>;
export function initialGzip(outputs: BundleOutput[]): number;
export const LOCALE_MACHINERY_BUDGET: number;
export function localeMachineryGzip(outputs?: BundleOutput[]): Promise<{ bytes: number; withIt: number; without: number }>;
