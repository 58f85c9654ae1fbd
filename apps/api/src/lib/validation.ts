import { translateMessage, zodErrorToFieldErrors } from '@parashop/shared';
import type { Language } from '@parashop/shared/constants';
import type { z } from 'zod';
import { httpError, type FieldErrors } from './http-errors';

/**
 * Field errors of one catalogue form, gathered from the shared schema and from the server's own
 * checks (image content, referenced rows), then thrown as one 422 `{ message, errors }` so the admin
 * sees every problem at once. Messages are keys of @parashop/shared, translated into the request's
 * language (`requestLanguage`, read by the route).
 */
export class FormErrors {
  readonly errors: FieldErrors = {};

  constructor(private readonly lang: Language) {}

  /** Parses `input` with `schema`; its issues become field errors. Undefined when it failed. */
  parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> | undefined {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const [path, messages] of Object.entries(zodErrorToFieldErrors(result.error, this.lang))) {
      // The forms are flat: 'product_ids.3' belongs to the product_ids field.
      const list = (this.errors[path.split('.')[0] ?? path] ??= []);
      for (const message of messages) if (!list.includes(message)) list.push(message);
    }
    return undefined;
  }

  /** Adds a message key (or a plain text) to a field. */
  add(field: string, key: string): this {
    (this.errors[field] ??= []).push(translateMessage(key, this.lang));
    return this;
  }

  has(field?: string): boolean {
    return field === undefined ? Object.keys(this.errors).length > 0 : (this.errors[field]?.length ?? 0) > 0;
  }

  /** Throws the 422 when any field has an error; its message is the first field's first message. */
  throwIfAny(): void {
    const first = Object.values(this.errors).find((messages) => messages.length > 0)?.[0];
    if (first !== undefined) throw httpError(422, first, this.errors);
  }
}
