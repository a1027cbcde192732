/**
 * A key per client object, so a new client starts a new flow instead of being ignored. Weakly held: a client
 * the page dropped is not kept alive by having once had a flow.
 */
const clientKeys = new WeakMap<object, number>();
let lastClientKey = 0;

/** The client's key (0 for none), the same for the same object for the page's lifetime. */
export function keyOf(client: object | null | undefined): number {
  if (!client) return 0;
  const known = clientKeys.get(client);
  if (known !== undefined) return known;
  clientKeys.set(client, ++lastClientKey);
  return lastClientKey;
}
