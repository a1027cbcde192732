/**
 * How deeply a JSON body may nest. Parsing is iterative, but what walks the parsed value afterwards
 * (Fastify's prototype-poisoning scan, schema validation, our own serialisers) recurses, and a 1 MiB body
 * of `[[[[…` overflowed the stack into a 500 (issue 26). No SDK body comes near this: the deepest, an
 * event's `details`, holds the widget's options a few levels down.
 */
import { apiError } from './errors.ts';

const MAX_JSON_DEPTH = 64;

/** The refusal: the spec's error shape, a 400 like any other unparsable body. */
export const tooDeep = () => apiError('invalid_json', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.`);

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over the text
 * before it is parsed, skipping string contents (where brackets are only characters), so a deep body is
 * refused before anything recursive sees it.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
