/**
 * What the tests and the pseudo-locale need of a message's structure, kept out of ./format.ts so that the
 * widget's up-front chunk carries only the formatter.
 */
import { nodesOf, POUND, type Node } from './format.js';

/**
 * The placeholders of a message, each with `plural` when it picks a plural branch, and every plural's
 * branch names: what a translation must keep (the completeness test compares them with English).
 */
export function placeholdersOf(template: string): { names: Set<string>; plurals: Map<string, string[]> } {
  const names = new Set<string>();
  const plurals = new Map<string, string[]>();
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node !== 'object') continue;
      names.add(node.name);
      if (!node.branches) continue;
      plurals.set(node.name, [...(plurals.get(node.name) ?? []), ...Object.keys(node.branches)]);
      for (const branch of Object.values(node.branches)) visit(branch);
    }
  };
  visit(nodesOf(template));
  return { names, plurals };
}

function serialise(nodes: Node[], text: (literal: string) => string): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return text(node);
      if (node === POUND) return '#';
      if (!node.branches) return node.source;
      const branches = Object.entries(node.branches).map(([name, branch]) => `${name} {${serialise(branch, text)}}`);
      return `{${node.name}, plural, ${branches.join(' ')}}`;
    })
    .join('');
}

/** Rewrites a message's literal text with `text`, keeping its placeholders, plurals and `#` as they are. */
export function mapMessageText(template: string, text: (literal: string) => string): string {
  return serialise(nodesOf(template), text);
}
