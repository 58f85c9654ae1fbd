/**
 * JSON that can sit inside a `<script>` data block (`application/json`, `application/ld+json`):
 * `<`, `>` and `&` escaped so no text can close the element, and the two line separators JavaScript
 * once refused in strings. The server's JSON-LD and the server-rendered page's data block use it.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
