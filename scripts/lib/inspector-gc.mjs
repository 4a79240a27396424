// The server's memory as a bench reads it: its resident set after V8 has collected its garbage.
// A reading taken at a random moment counts garbage not yet collected (opening 1,000 streams leaves
// megabytes of it), so the figure swung between 10 and 96 KB a stream from one run to the next.
// The bench starts that server with `--inspect=127.0.0.1:<port>` (the inspector listens on this
// machine only and costs nothing until a client attaches) and asks it for a full collection through
// the DevTools protocol, as Chrome's "collect garbage" button does.
import { spawnSync } from 'node:child_process';
import WebSocket from 'ws';

/** Resident set size of a process, in KB, from /proc. */
export function rssKb(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout ?? '';
  const line = status.match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) : null;
}

async function call(socket, id, method) {
  return new Promise((resolve, reject) => {
    const onMessage = (data) => {
      const message = JSON.parse(String(data));
      if (message.id !== id) return;
      socket.off('message', onMessage);
      if (message.error) reject(new Error(`${method}: ${message.error.message}`));
      else resolve(message.result);
    };
    socket.on('message', onMessage);
    socket.send(JSON.stringify({ id, method }));
  });
}

/** Two full collections in the process whose inspector listens on `port`, then its RSS (KB). */
export async function rssAfterGcKb(port, pid) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    await call(socket, 1, 'HeapProfiler.collectGarbage');
    await call(socket, 2, 'HeapProfiler.collectGarbage');
  } finally {
    socket.close();
  }
  // V8 gives freed pages back to the system on a background thread: let it.
  await new Promise((r) => setTimeout(r, 2000));
  return rssKb(pid);
}
