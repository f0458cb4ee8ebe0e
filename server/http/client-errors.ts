// Requests Node's HTTP parser refuses before the app sees them (a URL or headers over its 16 KB, a
// malformed request line): answered in the API's JSON error shape instead of a bare status line.
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

const HEADERS_TOO_LARGE = 'HPE_HEADER_OVERFLOW';

function answer(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ Status: 'ERROR', Error: { Code: 'bad_request', Message: message } });
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

export function answerClientErrors(server: Server) {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // a connection that went away, or one already answered, has nothing to be told
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const text =
      err.code === HEADERS_TOO_LARGE
        ? answer(
            431,
            'Request Header Fields Too Large',
            'The address or the headers are too long (16 KB at most)',
          )
        : answer(400, 'Bad Request', 'The request could not be read');
    socket.end(text);
  });
}
