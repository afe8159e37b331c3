// What Linux says of a process's memory and CPU (/proc), for bench/memory.ts.
import { readFileSync, readlinkSync } from 'node:fs';

const KB = 1024;

/** /proc/<pid>/status's VmRSS, in bytes. */
export function residentOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN) * KB;
}

interface Mapping {
  /** The mapped file's path (or a name such as `[heap]`; empty for anonymous memory). */
  path: string;
  /** The mapped file and offset, or null for anonymous memory. */
  file: string | null;
  /** Resident pages only this process maps, and resident pages other processes map too. */
  privateBytes: number;
  sharedBytes: number;
}

/** /proc/<pid>/smaps, mapping by mapping. */
function mappingsOf(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    // A mapping's header: "start-end perms offset dev inode [path]"; its fields ("Rss:   12 kB") follow it.
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ ([0-9a-f]+) \S+ (\d+)\s*(.*)$/.exec(line);
    if (header) {
      mappings.push({ path: header[3], file: header[2] !== '0' ? `${header[3]}@${header[1]}` : null, privateBytes: 0, sharedBytes: 0 });
      continue;
    }
    const field = /^(Private|Shared)_(?:Clean|Dirty):\s+(\d+) kB$/.exec(line);
    const mapping = mappings.at(-1);
    if (!field || !mapping) continue;
    if (field[1] === 'Private') mapping.privateBytes += Number(field[2]) * KB;
    else mapping.sharedBytes += Number(field[2]) * KB;
  }
  return mappings;
}

export interface TreeMemory {
  /** Each process's resident pages (RSS) and the part of them no other process maps (USS). */
  processes: Map<number, { rss: number; private: number }>;
  /**
   * The group's resident memory with shared pages counted once: each process's private pages, plus each shared file
   * mapping (the node executable, libraries) once, at its largest resident part among them. The sum of RSS counts
   * the node executable's pages in every process; PSS would divide them among every process of the machine that
   * maps them (the load generator's node too), so it depends on what else runs.
   */
  sharedOnce: number;
}

/** The memory of a group of processes, each one's /proc/<pid>/smaps read once (its figures are of one moment). */
export function treeMemoryOf(pids: readonly number[]): TreeMemory {
  const processes = new Map<number, { rss: number; private: number }>();
  let sharedOnce = 0;
  const sharedFiles = new Map<string, number>();
  for (const pid of pids) {
    let rss = 0;
    let own = 0;
    for (const mapping of mappingsOf(pid)) {
      rss += mapping.privateBytes + mapping.sharedBytes;
      own += mapping.privateBytes;
      // Anonymous shared pages (none are expected here) are counted in each process that maps them.
      if (!mapping.file) sharedOnce += mapping.sharedBytes;
      else sharedFiles.set(mapping.file, Math.max(sharedFiles.get(mapping.file) ?? 0, mapping.sharedBytes));
    }
    processes.set(pid, { rss, private: own });
    sharedOnce += own;
  }
  for (const bytes of sharedFiles.values()) sharedOnce += bytes;
  return { processes, sharedOnce };
}

/** The resident pages of the process's own executable (the node binary: its code, V8's snapshot, ICU's data). */
export function executableResidentOf(pid: number): number {
  const executable = readlinkSync(`/proc/${pid}/exe`);
  return mappingsOf(pid)
    .filter((mapping) => mapping.path === executable)
    .reduce((total, mapping) => total + mapping.privateBytes + mapping.sharedBytes, 0);
}

/** CPU seconds (user + system) from a /proc stat file, in clock ticks of 1/100 s. */
function cpuSecondsIn(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds (user + system) the process has used, all its threads together. */
export function cpuSecondsOf(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/stat`);
}

/** CPU seconds of the process's main thread alone (JavaScript, and V8's work on that thread). */
export function mainThreadCpuSecondsOf(pid: number): number {
  return cpuSecondsIn(`/proc/${pid}/task/${pid}/stat`);
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
