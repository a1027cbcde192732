// Runs long-lived child processes side by side (`npm start`, `npm run example:nextjs`) and stops all of them
// together: on Ctrl+C, on SIGTERM, or when any one exits. Each child runs in a process group of its own and
// the whole group is signalled, so what a child started in turn — `npx` starts Storybook, which starts its
// own workers — stops too instead of living on as an orphan (issue 25).
import { spawn } from 'node:child_process';

/**
 * @param {{ name: string, command: string, args: string[], options?: import('node:child_process').SpawnOptions }[]} jobs
 * @returns {{ stopped: Promise<number>, isStopping(): boolean }} `stopped` settles with the exit code once every
 *   child has exited
 */
export function supervise(jobs) {
  let stopping = false;
  let exitCode = 0;
  const children = jobs.map(({ name, command, args, options }) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.once('exit', (code, signal) => {
      if (!stopping) console.log(`[${name}] exited with ${code ?? signal}`);
      stop(code ?? 0);
    });
    return { child, exited };
  });

  function signalGroups(signal) {
    for (const { child } of children) {
      try {
        // The negative pid names the child's process group: the child and everything it started.
        process.kill(-child.pid, signal);
      } catch {
        // The group is gone already.
      }
    }
  }

  function stop(code) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    signalGroups('SIGTERM');
    // A child that ignores SIGTERM is not allowed to keep its port.
    setTimeout(() => signalGroups('SIGKILL'), 5000).unref();
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // Whoever started the supervisor is gone (npm killed outright, a terminal closed): nothing would ever stop the
  // children, which run in process groups of their own. The parent's pid is read afresh each time.
  const parent = process.ppid;
  const orphaned = setInterval(() => process.ppid !== parent && stop(0), 250);
  orphaned.unref();
  const stopped = Promise.all(children.map(({ exited }) => exited)).then(() => {
    // Grandchildren may outlive the child that started them: make sure the groups are gone.
    signalGroups('SIGTERM');
    process.exitCode = exitCode;
    return exitCode;
  });
  return { stopped, isStopping: () => stopping };
}
