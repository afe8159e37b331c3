// What Linux says of a process's memory and CPU (/proc), for bench/memory.ts.
import { readFileSync, readlinkSync } from 'node:fs';

const KB = 1024;

/** /proc/<pid>/status's VmRSS, in bytes. */
export function residentOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN) * KB;
}

/**
 * The process's proportional share (PSS, /proc/<pid>/smaps_rollup): a page several processes map counts a share in
 * each, so the tree's PSS counts the node executable's pages once where the sum of RSS counts them in every process.
 */
export function proportionalOf(pid: number): number {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/^Pss:\s+(\d+) kB$/m.exec(rollup)?.[1] ?? NaN) * KB;
}

/** The resident pages of the process's own executable (the node binary: its code, V8's snapshot, ICU's data). */
export function executableResidentOf(pid: number): number {
  const executable = readlinkSync(`/proc/${pid}/exe`);
  let inExecutable = false;
  let resident = 0;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    // A mapping's header: "start-end perms offset dev inode [path]"; its fields ("Rss:   12 kB") follow it.
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (header) inExecutable = header[1] === executable;
    else if (inExecutable) resident += Number(/^Rss:\s+(\d+) kB$/.exec(line)?.[1] ?? 0) * KB;
  }
  return resident;
}

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat, in clock ticks of 1/100 s. */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The process and its descendants, each with its TRELLIS_PROCESS_ROLE (null when unset). */
export function descendantsOf(root: number): Array<{ pid: number; role: string | null }> {
  const found: Array<{ pid: number; role: string | null }> = [];
  const visit = (pid: number) => {
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const role = environ.find((line) => line.startsWith('TRELLIS_PROCESS_ROLE='))?.slice('TRELLIS_PROCESS_ROLE='.length) ?? null;
    found.push({ pid, role });
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) visit(Number(child));
  };
  visit(root);
  return found;
}
