/**
 * Which host names the emulator answers to, and whether it may listen beyond this machine.
 *
 * DNS rebinding: a page on `http://rebind.attacker.example:8787` whose name is re-pointed at 127.0.0.1
 * becomes same-origin with the emulator and could drive its test controls. Its requests still carry the
 * attacker's name in `Host`, so every request must name one of the emulator's own hosts: localhost,
 * 127.0.0.1, [::1] and the host it was started with — the defence local dev servers use against the same
 * attack (Vite's and webpack-dev-server's `allowedHosts`).
 */
import { lookup } from 'node:dns/promises';
import { hostname, networkInterfaces } from 'node:os';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];
const WILDCARDS = new Set(['0.0.0.0', '::', '']);

/** `[::1]` → `::1`, `LocalHost.` → `localhost`. */
function normalizeHost(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]:port`). */
function hostOfHeader(header: string): string {
  const value = header.trim();
  if (value.startsWith('[')) return normalizeHost(value.slice(0, value.indexOf(']') + 1));
  const colon = value.lastIndexOf(':');
  return normalizeHost(colon > -1 && value.indexOf(':') === colon ? value.slice(0, colon) : value);
}

function isLoopbackAddress(address: string): boolean {
  const name = normalizeHost(address);
  return name === '::1' || /^127(\.\d{1,3}){3}$/.test(name) || /^::ffff:127(\.\d{1,3}){3}$/.test(name);
}

/** Whether every address `host` stands for is on this machine (`localhost` may resolve to both families). */
export async function isLoopbackHost(host: string): Promise<boolean> {
  const name = normalizeHost(host);
  if (name === 'localhost' || isLoopbackAddress(name)) return true;
  if (WILDCARDS.has(name)) return false;
  try {
    const addresses = await lookup(name, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isLoopbackAddress(entry.address));
  } catch {
    return false;
  }
}

/** The addresses a wildcard bind (`0.0.0.0`, `::`) is reachable on from other machines. */
export function externalAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry): entry is NonNullable<typeof entry> => !!entry && !entry.internal)
    .map((entry) => entry.address);
}

export class HostPolicy {
  readonly #names: ReadonlySet<string>;
  /** The port the server listens on, set once it does: origins of the emulator's own pages carry it. */
  port = 0;

  constructor(boundHost: string) {
    const bound = normalizeHost(boundHost);
    const names = new Set([...LOOPBACK_NAMES, bound]);
    // Bound to every interface (only with --allow-remote): the machine's own names and addresses.
    if (WILDCARDS.has(bound)) for (const name of [hostname(), ...externalAddresses()]) names.add(normalizeHost(name));
    names.delete('');
    this.#names = names;
  }

  /** A request without `Host` cannot come from a browser (HTTP/1.1 browsers always send it). */
  allows(hostHeader: string | undefined): boolean {
    return hostHeader === undefined || this.#names.has(hostOfHeader(hostHeader));
  }

  /** An origin of the emulator's own pages (the inbox, the emulated provider page), on any of its names. */
  isSelfOrigin(origin: string): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return url.protocol === 'http:' && url.port === String(this.port) && this.#names.has(normalizeHost(url.hostname));
  }
}
