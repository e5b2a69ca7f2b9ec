/**
 * Ports on this machine's loopback, for the commands and tests that start servers of their own
 * (nginx, a second sandbox lender, chromium's debugging port).
 */
import { once } from 'node:events';
import net from 'node:net';

/** Whether a server could listen on `host`:`port` now (port 0: any free port). */
export async function canListen(port: number, host: string): Promise<boolean> {
  const server = net.createServer();
  try {
    server.listen(port, host);
    await once(server, 'listening');
    return true;
  } catch {
    return false;
  } finally {
    server.close();
  }
}

/** A port free on 127.0.0.1 now (another process may take it before it is used). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
