/**
 * Route options that name a route in the OpenAPI document (/api/docs), with the schemas it declares
 * (`params`, and `body`: the forms validated at their route, lib/form-body.ts, and the forms with an
 * image, lib/upload-form.ts).
 */
export function doc<Schema extends object = object>(
  tag: string,
  summary: string,
  schema?: Schema,
): { schema: { tags: string[]; summary: string } & Schema } {
  // Typed with the schemas given, so a route declaring `params` or `body` gets them typed.
  return { schema: { tags: [tag], summary, ...schema } as { tags: string[]; summary: string } & Schema };
}
