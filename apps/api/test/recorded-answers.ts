import type { LightMyRequestResponse } from 'fastify';

/**
 * The answers of a fixed run of requests, kept in a file beside the tests and compared byte for byte
 * (issue 28): each answer as its label, its status and content type, then its body with what differs
 * from run to run masked.
 */

/** Uuids and timestamps: what differs in every run. */
export function maskRunValues(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g, '<time>');
}

/** `record` adds an answer (and gives it back, to read what it created); `text` is the recording. */
export function answerRecorder(mask: (body: string) => string = maskRunValues) {
  const lines: string[] = [];
  return {
    record(label: string, response: LightMyRequestResponse): LightMyRequestResponse {
      lines.push(
        `## ${label}`,
        `${response.statusCode} ${String(response.headers['content-type'] ?? '-')}`,
        mask(response.body),
        '',
      );
      return response;
    },
    text: () => lines.join('\n'),
  };
}
