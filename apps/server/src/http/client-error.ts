import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@shelfwise/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { INVALID_ADDRESS_MESSAGE } from './text-guard.ts';

/**
 * Requests Node's HTTP parser refuses before any route sees them (garbage, a header without a
 * colon, a bad Content-Length, headers past the size limit) still get the one JSON error shape and
 * the security headers every other answer has (`headers`, from security-headers.ts), written
 * straight to the socket because there is no request object to answer through.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Socket,
  headers: Record<string, string>,
): void {
  // A response already under way on this socket cannot be followed by another status line.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message]: [number, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'The request is not valid HTTP'];
  const code: ErrorCode = 'BAD_REQUEST';
  const body = JSON.stringify({ message, code });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      extra +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Errors the router raises before any hook runs: a path parameter whose percent-encoding is not
 * UTF-8 (FST_ERR_BAD_URL), a failed route constraint.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? INVALID_ADDRESS_MESSAGE : error.message;
  const code: ErrorCode = status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  void reply.status(status).send({ message, code });
}
