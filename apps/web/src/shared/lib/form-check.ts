/** What a zod schema's `safeParse` answers, written structurally so the app needs no zod import. */
export interface SafeParser<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; code: string }[] } };
}

/** Per field: `true` marks it (the form's message says why), a string also says why under it. */
export type FieldErrors<K extends string> = Partial<Record<K, string | true>>;

export type FormCheck<T, K extends string> =
  | { ok: true; data: T }
  | { ok: false; message: string | null; fields: FieldErrors<K> };

export interface FormCheckOptions<K extends string> {
  /** Fields that must not be empty (or blank). */
  required: readonly K[];
  /** The form-level text when a required field is empty (MESSAGES.incompleteData). */
  incomplete: string;
  /** The text under a filled-in field the schema refuses, by field. */
  invalid: Partial<Record<K, string>>;
  /** The text for a refused field without its own (`invalid`). */
  fallback: string;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks a form before it is sent: first that every required field is filled in (all empty
 * ones are marked and the form says the data is incomplete), then the domain schema, whose
 * refusals are shown under the fields concerned.
 */
export function checkForm<T, K extends string>(
  schema: SafeParser<T>,
  values: Readonly<Record<string, unknown>>,
  options: FormCheckOptions<K>,
): FormCheck<T, K> {
  const fields: FieldErrors<K> = {};
  for (const field of options.required) {
    if (isBlank(values[field])) fields[field] = true;
  }
  if (Object.keys(fields).length > 0) return { ok: false, message: options.incomplete, fields };

  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field && fields[field] === undefined) fields[field] = options.invalid[field] ?? options.fallback;
  }
  return { ok: false, message: null, fields };
}
