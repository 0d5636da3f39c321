/**
 * Keeps DynamoDB Local reachable from this machine only (docs/architecture.md#local-gateway). The
 * jar has no bind address option (its options: -port -inMemory -dbPath -sharedDb -cors
 * -delayTransientStatuses -optimizeDbBeforeStartup -disableTelemetry; Jetty binds every interface)
 * and accepts any signature, so anyone on the network could write the table (a viewer's token acted
 * as super admin through a write from the LAN address).
 *
 * On Linux the jar runs in a network namespace of its own (`unshare -rn`, no privileges needed where
 * user namespaces are enabled): its only interface is that namespace's loopback, so no address of
 * this machine reaches it. A relay in the namespace (the process `unshare` becomes, so the watchdog's
 * signals reach it; it passes them to the jar) bridges a Unix socket in the temporary folder to the
 * jar; {@link startLoopbackFront} listens on 127.0.0.1:PORT and passes each request to that socket
 * (and holds a transaction's answer until the jar has committed it). Where namespaces are not
 * available, {@link assertNoSharedNetwork} refuses to start while the machine has a network address
 * other than loopback, unless `LOCAL_DYNAMODB_SHARED_NETWORK=allow` says the network is trusted.
 */
import { spawnSync } from 'node:child_process';
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
} from 'node:http';
import { networkInterfaces } from 'node:os';

/** The opt-out of {@link assertNoSharedNetwork}: `LOCAL_DYNAMODB_SHARED_NETWORK=allow`. */
export const SHARED_NETWORK_OPT_OUT = 'LOCAL_DYNAMODB_SHARED_NETWORK';

/**
 * Runs inside the network namespace (plain CommonJS for `node -e`). Brings the namespace's loopback
 * up, starts the jar, relays the Unix socket to it, and passes SIGTERM/SIGINT/SIGHUP on; exits with
 * the jar.
 */
const RELAY = `
const { spawn, spawnSync } = require('node:child_process');
const net = require('node:net');
const fs = require('node:fs');
const { socket, port, cmd } = JSON.parse(process.argv[process.argv.length - 1]);
process.title = 'dynamodb-relay';
const up = spawnSync('ip', ['link', 'set', 'lo', 'up'], { stdio: 'inherit' });
if (up.status !== 0) { process.stderr.write('relay: cannot bring up loopback in the namespace\\n'); process.exit(1); }
const child = spawn(cmd[0], cmd.slice(1), { stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => { child.kill('SIGTERM'); setTimeout(() => child.kill('SIGKILL'), 3000).unref(); };
for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, stop);
child.on('error', (e) => { process.stderr.write('relay: ' + e.message + '\\n'); process.exit(127); });
child.on('exit', (code, signal) => { try { fs.unlinkSync(socket); } catch {} process.exit(code ?? (signal ? 0 : 1)); });
try { fs.unlinkSync(socket); } catch {}
net.createServer((client) => {
  const jar = net.connect({ host: '127.0.0.1', port });
  client.pipe(jar).pipe(client);
  const end = () => { client.destroy(); jar.destroy(); };
  client.on('error', end); jar.on('error', end); client.on('close', end); jar.on('close', end);
}).listen(socket);
`;

let probed: boolean | undefined;

/**
 * True when this machine can run a process in new user and network namespaces and bring its
 * loopback up (Linux with unprivileged user namespaces and `ip`); checked once per process.
 */
export function namespacesAvailable(): boolean {
  probed ??=
    process.platform === 'linux' &&
    spawnSync('unshare', ['-rn', 'ip', 'link', 'set', 'lo', 'up'], {
      stdio: 'ignore',
      timeout: 10_000,
    }).status === 0;
  return probed;
}

/**
 * The command line that runs `command args` (the jar) inside its own namespaces behind the relay,
 * listening on `port` of the namespace's loopback and reachable through the Unix socket `socket`.
 */
export function namespacedCommand(
  command: string,
  args: readonly string[],
  socket: string,
  port: number,
): { command: string; args: string[] } {
  return {
    command: 'unshare',
    // No --fork: unshare execs the relay, so the watchdog signals the relay itself (a forking unshare
    // ignores SIGTERM).
    args: [
      '-rn',
      process.execPath,
      '-e',
      RELAY,
      '--',
      JSON.stringify({ socket, port, cmd: [command, ...args] }),
    ],
  };
}

/** Where the front reaches the jar: the relay's Unix socket, or a port of this machine. */
export type JarAddress = { socketPath: string } | { port: number };

/**
 * Targets whose 200 DynamoDB Local sends before the write is in its file: its `commitTransaction`
 * queues the SQLite `COMMIT` on its one database thread and does not wait for it (every other write
 * waits for its job), so a JVM killed right after the answer rolls the whole transaction back on
 * its next start (seen: 4 of 10 and 9 of 15 `TransactWriteItems` lost to a SIGKILL at once after the
 * 200, 0 of 15 `PutItem`; DynamoDB Local 2026-01-16).
 */
export const UNCOMMITTED_ANSWERS: ReadonlySet<string> = new Set(
  ['TransactWriteItems', 'ExecuteTransaction'].map((op) => `DynamoDB_20120810.${op}`),
);

/** One request sent to the jar; answers its status and body. Rejects on a connection error. */
function askJar(
  to: JarAddress,
  agent: Agent,
  opts: {
    method?: string;
    path?: string;
    headers: IncomingHttpHeaders;
    body: Buffer | IncomingMessage;
    signal?: AbortSignal;
  },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const upstream = request(
      {
        ...to,
        agent,
        method: opts.method ?? 'POST',
        path: opts.path ?? '/',
        headers: opts.headers,
        signal: opts.signal,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    if (Buffer.isBuffer(opts.body)) upstream.end(opts.body);
    else opts.body.pipe(upstream);
  });
}

/**
 * Listens on 127.0.0.1:`port` and passes each HTTP request to the jar at `to` (the relay's Unix
 * socket of the namespaced jar, or its own port). After a 200 to a target of
 * {@link UNCOMMITTED_ANSWERS} it first sends the jar a `ListTables` (a job on the same database
 * thread, run after the queued `COMMIT`) and answers once that is back: what the SDK hears
 * acknowledged is in the file (docs/architecture.md#local-durability). When the jar does not answer
 * (down, or killed before the commit) the client's connection is closed without an answer, which the
 * SDK retries like a refused connection; the transactions' conditions make a retry of a committed
 * one fail rather than apply twice.
 *
 * @throws the listen error (EADDRINUSE).
 */
export async function startLoopbackFront(port: number, to: JarAddress): Promise<Server> {
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const drop = () => res.socket?.destroy();
    // The client gave up (the SDK's timeout): so does the request to the jar.
    const gone = new AbortController();
    res.on('close', () => gone.abort());
    if (!UNCOMMITTED_ANSWERS.has(target)) {
      // Everything else streams through as it comes.
      const upstream = request(
        { ...to, agent, method: req.method, path: req.url, headers: req.headers, signal: gone.signal },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', drop);
        },
      );
      upstream.on('error', drop);
      req.pipe(upstream);
      return;
    }
    const { host, authorization } = req.headers;
    askJar(to, agent, {
      method: req.method,
      path: req.url,
      headers: req.headers,
      body: req,
      signal: gone.signal,
    })
      .then(async (answer) => {
        if (answer.status === 200) {
          // Any answer will do: this job ran, so the COMMIT queued before it ran too. The jar checks
          // that a request is signed, not the signature, so the original's headers serve.
          const body = Buffer.from('{"Limit":1}');
          const headers: IncomingHttpHeaders = {
            host,
            authorization,
            'x-amz-date': req.headers['x-amz-date'],
            'x-amz-target': 'DynamoDB_20120810.ListTables',
            'content-type': 'application/x-amz-json-1.0',
            'content-length': String(body.length),
          };
          for (const name of Object.keys(headers)) if (headers[name] === undefined) delete headers[name];
          await askJar(to, agent, {
            headers,
            body,
            signal: gone.signal,
          });
        }
        if (gone.signal.aborted) return;
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
      })
      .catch(drop);
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** This machine's addresses other than loopback (`192.0.2.2`, `fd00::2`, link-local included). */
export function sharedAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => !a.internal)
    .map((a) => a.address);
}

/**
 * Refuses to run DynamoDB Local on every interface while this machine has a network address:
 * anyone who can reach that address could read and write the table.
 *
 * @throws Error naming the addresses, why, and the two ways out (a machine with user namespaces,
 *   or `LOCAL_DYNAMODB_SHARED_NETWORK=allow` on a network only you use).
 */
export function assertNoSharedNetwork(): void {
  if (process.env[SHARED_NETWORK_OPT_OUT] === 'allow') return;
  const addresses = sharedAddresses();
  if (addresses.length === 0) return;
  throw new Error(
    `DynamoDB Local cannot be limited to this machine here: it has no bind option and listens on every interface, accepting any signature, and this system cannot run it in a network namespace (Linux with unprivileged user namespaces and \`ip\`). This machine has the network address(es) ${addresses.join(', ')}, so anyone who reaches them could read and change the local table. Run the stack where namespaces are available, disconnect from shared networks, or set ${SHARED_NETWORK_OPT_OUT}=allow if only you can reach this machine.`,
  );
}
