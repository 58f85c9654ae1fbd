export type FormFieldValue = string | number | null | undefined;

/**
 * The multipart body of the product, category and company forms (SPEC section 7). An update is
 * sent as POST with `_method=PUT`, as the API expects; the image part is left out when no new file
 * was chosen, so the stored image stays. Null and undefined fields are left out too.
 */
export function toFormData(
  fields: Record<string, FormFieldValue>,
  options: { image?: File | null; update?: boolean } = {},
): FormData {
  const body = new FormData();
  if (options.update) body.append('_method', 'PUT');
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) body.append(name, String(value));
  }
  if (options.image) body.append('image', options.image, options.image.name);
  return body;
}
