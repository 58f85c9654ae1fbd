import { request } from 'node:http';
import { connect } from 'node:net';
import { guestHeaders } from '../../helpers';

export type SlowRequest = {
  /** Resolves when the server answered `100 Continue`: it has read the headers and owns the request. */
  accepted: Promise<void>;
  /** Sends the body: the request can now complete. */
  finish: () => void;
  /** The final answer, or the network error code if the connection was cut. */
  answer: Promise<{ status: number; body: string } | { error: string }>;
};

/**
 * A JSON POST whose body is held back: the headers go out with `Expect: 100-continue` on a connection
 * of its own, and the body only when `finish()` is called. Used to have a request provably in the
 * server's hands (an upload in progress) when the server is told to stop.
 */
export function slowJsonPost(
  port: number,
  path: string,
  payload: unknown,
  extraHeaders: Record<string, string> = {},
): SlowRequest {
  const body = Buffer.from(JSON.stringify(payload));
  let onAccepted: () => void = () => {};
  const accepted = new Promise<void>((resolve) => (onAccepted = resolve));
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: false,
    headers: {
      ...guestHeaders(),
      ...extraHeaders,
      accept: 'application/json',
      'content-type': 'application/json',
      'content-length': String(body.length),
      expect: '100-continue',
    },
  });
  req.on('continue', () => onAccepted());
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
  req.flushHeaders();
  return { accepted, finish: () => req.end(body), answer };
}

/** True when nothing accepts TCP connections on the port any more. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
