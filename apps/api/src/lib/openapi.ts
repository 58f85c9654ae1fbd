/**
 * Route options that name a route in the OpenAPI document (/api/docs), with the schemas it declares
 * (`params`, and `body` for the forms validated at their route: lib/form-body.ts). The multipart
 * forms with an image are still read by their service, so those routes declare no body.
 */
export function doc<Schema extends object = object>(
  tag: string,
  summary: string,
  schema?: Schema,
): { schema: { tags: string[]; summary: string } & Schema } {
  // Typed with the schemas given, so a route declaring `params` or `body` gets them typed.
  return { schema: { tags: [tag], summary, ...schema } as { tags: string[]; summary: string } & Schema };
}
