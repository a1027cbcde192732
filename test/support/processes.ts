import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { connect } from 'node:net';

/** The parent of each process on this machine, read from /proc (Linux, as CI is). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat, after the command name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone while being read.
    }
  }
  return map;
}

/** Every process `pid` started, and what those started in turn, as of now. */
function descendants(pid: number): number[] {
  const all = parents();
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const current = queue.shift()!;
    for (const [child, parent] of all) {
      if (parent === current && !found.includes(child)) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

/** Whether a process is still there (a zombie awaiting its parent's wait() counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** Whether something accepts connections on `port` at localhost. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Sends `signal` to `child` alone (not its process group), then waits until it has exited, none of the processes
 * under it is left and none of `ports` listens; kills what is left either way, so a failure leaves nothing behind.
 */
export async function signalAndCheck(child: ChildProcess, exited: Promise<void>, signal: NodeJS.Signals, ports: number[]): Promise<void> {
  const started = descendants(child.pid!);
  expect(started.length).toBeGreaterThan(0);
  try {
    child.kill(signal);
    await exited;
    await expect.poll(() => started.filter(alive), { timeout: 20_000 }).toEqual([]);
    await expect.poll(() => Promise.all(ports.map(listening)), { timeout: 20_000 }).toEqual(ports.map(() => false));
  } finally {
    for (const pid of started.filter(alive)) process.kill(pid, 'SIGKILL');
  }
}
