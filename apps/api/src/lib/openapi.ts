/**
 * Route options that name a catalogue route in the OpenAPI document (/api/docs). The bodies are read
 * by hand (multipart forms, shared zod schemas with the specification's messages), so the schema
 * carries no body validation of its own.
 */
export function doc<Schema extends object = object>(tag: string, summary: string, schema?: Schema) {
  return { schema: { tags: [tag], summary, ...schema } };
}
