import fs from 'node:fs';

/** The process's resident memory in bytes (Linux: VmRSS in /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

const TCP_STATES: Record<string, string> = {
  '01': 'ESTABLISHED',
  '06': 'TIME_WAIT',
  '08': 'CLOSE_WAIT',
  '0A': 'LISTEN',
  '09': 'LAST_ACK',
  '04': 'FIN_WAIT1',
  '05': 'FIN_WAIT2',
  '07': 'CLOSE',
};

function hexAddress(value: string): string {
  const [ip, port] = value.split(':');
  const address =
    ip.length === 8
      ? (ip.match(/../g) ?? [])
          .reverse()
          .map((byte) => parseInt(byte, 16))
          .join('.')
      : ip;
  return `${address}:${parseInt(port, 16)}`;
}

/** The TCP connections of the system by socket inode: `local -> remote STATE`. */
function tcpSockets(): Map<string, string> {
  const sockets = new Map<string, string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9)
        sockets.set(fields[9], `${hexAddress(fields[1])} -> ${hexAddress(fields[2])} ${TCP_STATES[fields[3]] ?? fields[3]}`);
    }
  }
  return sockets;
}

/** What each open descriptor of the process is: a file, a pipe, or a TCP connection with its ends and state. */
export function openFiles(pid: number): string[] {
  const tcp = tcpSockets();
  return fs.readdirSync(`/proc/${pid}/fd`).map((fd) => {
    let target: string;
    try {
      target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      return `${fd}: closed meanwhile`;
    }
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    return `${fd}: ${inode && tcp.has(inode) ? `tcp ${tcp.get(inode)}` : target}`;
  });
}
