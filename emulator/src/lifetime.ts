/**
 * The command's lifetime tied to whoever started it (issue 35): `npm run emulator`, `npx gatehouse-emulator` and a
 * host's own npm script must stop the emulator, and free its port, when the npm process itself is sent SIGINT or
 * SIGTERM, as an IDE or a process manager sends them — not only when the whole process group is (Ctrl+C).
 *
 * npm runs a command through `sh -c` and passes those two signals on to that shell, never to the command under
 * it. On SIGTERM the shell dies and leaves the emulator behind, re-parented; on SIGINT a non-interactive shell
 * waiting on a foreground command holds the signal until the command exits, as POSIX shells do (dash, here) —
 * which the emulator would never do. So the emulator watches its parent:
 * - the parent changed: whoever started it is gone;
 * - the parent is such a `sh -c` wrapper and it woke up: a shell blocked waiting on its one command runs again
 *   only to take a signal (its count of voluntary context switches in /proc moves), and the one it was sent is
 *   the one meant for the emulator.
 * Linux shows both in /proc; elsewhere only the first applies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SHELLS = new Set(['sh', 'dash', 'bash', 'zsh', 'ash', 'ksh']);

/** `/proc/<pid>/<file>` as text, or undefined where there is no /proc or the process is gone. */
function proc(pid: number, file: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether `pid` is a shell running one command string (`sh -c '…'`), as npm starts a script or a bin. */
function isCommandShell(pid: number): boolean {
  const [program = '', flag] = (proc(pid, 'cmdline') ?? '').split('\0');
  return SHELLS.has(path.basename(program)) && flag === '-c';
}

/** How often `pid` has given up the CPU of its own accord: once per wake-up of a process blocked in wait(). */
function wakeUps(pid: number): string | undefined {
  return /^voluntary_ctxt_switches:\s*(\d+)$/m.exec(proc(pid, 'status') ?? '')?.[1];
}

/**
 * Calls `stop` once the process that started this one is gone, or (under `sh -c`) was signalled. Checks every
 * `intervalMs` on an unref'd timer, so it never keeps the process alive by itself; returns a function that ends
 * the watch.
 */
export function stopWithParent(stop: (reason: string) => void, intervalMs = 250): () => void {
  const parent = process.ppid;
  const shell = isCommandShell(parent);
  const woken = shell ? wakeUps(parent) : undefined;
  const timer = setInterval(() => {
    let reason: string | undefined;
    if (process.ppid !== parent) reason = 'the process that started it exited';
    else if (shell && wakeUps(parent) !== woken) reason = 'the process that started it was signalled';
    if (reason === undefined) return;
    clearInterval(timer);
    stop(reason);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
