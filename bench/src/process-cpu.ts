import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (CLK_TCK, 100 on Linux). */
const TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time, in ms, a process has used so far: user and system time of all its threads (a
 * PGlite worker's included) and of the processes it started and has seen end (a spreadsheet's
 * reader, ADR 093), from /proc (Linux); NaN where there is none.
 */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): state is the 3rd, then utime, stime,
    // cutime and cstime the 14th to the 17th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) * 1000) / TICKS;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until a process is nearly idle (under 5 % of a core over half a second), at most
 * `maxSeconds`: a server's work after its start (PGlite's `vacuum analyze`) must not be counted
 * against the requests measured next. Answers whether it became idle.
 */
export async function untilIdle(pid: number, maxSeconds = 120): Promise<boolean> {
  const deadline = performance.now() + maxSeconds * 1000;
  while (performance.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const used = cpuMs(pid) - before;
    if (!(used >= 25)) return true;
  }
  return false;
}
