/**
 * A message's structure (the syntax of ./format.ts): text, `#`, placeholders and plurals with their branches.
 * The widget formats without it; the pseudo-locale (computed from English when its chunk loads) and the tests
 * read messages through it. It imports nothing, so the pseudo-locale's chunk shares no module with the
 * up-front chunk (a shared module would be split into a chunk of its own: issue 24, smaller up front).
 */

/** A parsed message: text, `#`, a placeholder, or a plural or a select with its branches. */
export type Node = string | typeof POUND | { name: string; source: string; kind?: 'plural' | 'select'; branches?: Record<string, Node[]> };
export const POUND = 0;

const parsed = new Map<string, Node[]>();

function parse(source: string): Node[] {
  let at = 0;
  const argument = /\{\s*(\w+)\s*(\}|,\s*(plural|select)\s*,)/y;
  const selector = /\s*(=\d+|\w+)\s*\{/y;
  const body = (depth: number): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}' && depth > 0) break;
      if (char === '#' && depth > 0) {
        flush();
        nodes.push(POUND);
        at++;
        continue;
      }
      argument.lastIndex = at;
      const match = char === '{' ? argument.exec(source) : null;
      if (!match) {
        text += char;
        at++;
        continue;
      }
      flush();
      const start = at;
      at = argument.lastIndex;
      if (match[2] === '}') {
        nodes.push({ name: match[1]!, source: source.slice(start, at) });
        continue;
      }
      const branches: Record<string, Node[]> = {};
      for (;;) {
        selector.lastIndex = at;
        const option = selector.exec(source);
        if (!option) break;
        at = selector.lastIndex;
        branches[option[1]!] = body(depth + 1);
        at++; // the branch's `}`
      }
      while (source[at] === ' ') at++;
      at++; // the plural's (or select's) `}`
      nodes.push({ name: match[1]!, source: source.slice(start, at), kind: match[3] as 'plural' | 'select', branches });
    }
    flush();
    return nodes;
  };
  return body(0);
}

export function nodesOf(template: string): Node[] {
  let nodes = parsed.get(template);
  if (!nodes) parsed.set(template, (nodes = parse(template)));
  return nodes;
}
