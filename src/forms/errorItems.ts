/** Formik's (nested) errors as a flat list for the error summary, in the form's order. */

export interface ErrorItem {
  /** The formik path of the field, e.g. `accountNumber` or `liens.0.open`. */
  name: string;
  message: string;
}

function walk(errors: unknown, prefix: string, out: ErrorItem[]): void {
  if (typeof errors === 'string') {
    if (errors && prefix) out.push({ name: prefix, message: errors });
    return;
  }
  if (typeof errors !== 'object' || errors === null) return;
  const entries = Array.isArray(errors)
    ? // Array.from visits the holes formik leaves in a list of errors (map skips them).
      Array.from(errors as unknown[], (value, index) => [String(index), value] as const)
    : Object.entries(errors);
  for (const [key, value] of entries) walk(value, prefix ? `${prefix}.${key}` : key, out);
}

/**
 * Each error once, ordered as the fields appear: by the position of their top-level name in
 * `order` (the form's initial values, written in the order the fields are shown); names not in
 * it come last.
 */
export function errorItems(errors: unknown, order: readonly string[] = []): ErrorItem[] {
  const items: ErrorItem[] = [];
  walk(errors, '', items);
  const rank = (name: string) => {
    const index = order.indexOf(name.split('.')[0] ?? name);
    return index === -1 ? order.length : index;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.name) - rank(b.item.name) || a.index - b.index)
    .map(({ item }) => item);
}
