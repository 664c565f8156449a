/** Small node:http helpers shared by the local servers. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { loopbackHost } from './config';

export class PayloadTooLargeError extends Error {}

export function readBody(request: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        reject(new PayloadTooLargeError(`body larger than ${limitBytes} bytes`));
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(statusCode, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function listen(server: Server, port: number, description: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`${description} could not listen on port ${port}: ${error.code ?? error.message}`)),
    );
    server.listen(port, loopbackHost, () => resolve());
  });
}

/** Closes the server and drops keep-alive connections so close() does not hang. */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
