import { connect } from 'node:net';

/**
 * Sends `GET <target>` with the request target exactly as written and answers the response's
 * status. fetch and http.request cannot: they normalize the path (`\` to `/`, escapes) or refuse
 * bytes such as NUL before anything is sent.
 */
export function rawGetStatus(origin: string, target: string, timeoutMs = 60_000): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let head = '';
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error(`no answer to GET ${target} within ${timeoutMs / 1000} s`)),
    );
    socket.on('connect', () =>
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.on('close', () =>
      reject(new Error(`the connection closed without an answer to GET ${target}`)),
    );
  });
}
