/**
 * What the tests need of a message's structure (read through ./parse.ts) and of English as a whole, kept out
 * of the widget's modules so that its up-front chunk carries only the formatter.
 */
import { englishApiErrors } from './apiErrors.js';
import { nodesOf, type Node } from './parse.js';
import { laterMessages } from './later.js';
import { defaultMessages, type LocaleMessages } from './messages.js';

/** English as a complete locale: the widget's text (both parts) and every API error's. */
export const englishMessages: LocaleMessages = { ...defaultMessages, ...laterMessages, ...englishApiErrors };

/**
 * The placeholders of a message, and every plural's and every select's branch names: what a translation must
 * keep (the completeness test compares them with English).
 */
export function placeholdersOf(template: string): { names: Set<string>; plurals: Map<string, string[]>; selects: Map<string, string[]> } {
  const names = new Set<string>();
  const plurals = new Map<string, string[]>();
  const selects = new Map<string, string[]>();
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node !== 'object') continue;
      names.add(node.name);
      if (!node.branches) continue;
      const kind = node.kind === 'select' ? selects : plurals;
      kind.set(node.name, [...(kind.get(node.name) ?? []), ...Object.keys(node.branches)]);
      for (const branch of Object.values(node.branches)) visit(branch);
    }
  };
  visit(nodesOf(template));
  return { names, plurals, selects };
}
