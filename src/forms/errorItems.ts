/** Formik's (nested) errors as a flat list for the error summary, in the form's order. */
import { messageText, REQUIRED_MESSAGE } from './schemas/messages';

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

/**
 * The words of each entry of the error summary, in the items' order (docs/forms.md, "The error
 * summary"). A message that is only "Required", or that another entry also shows, is preceded by
 * its field's label ("Name: Required"); should two entries still read the same (no label, or the
 * same label), the later ones are numbered ("Required (2)"). No two entries read the same.
 */
export function summaryTexts(
  items: readonly ErrorItem[],
  labelOf: (name: string) => string | undefined,
): string[] {
  const count = new Map<string, number>();
  for (const { message } of items) count.set(message, (count.get(message) ?? 0) + 1);
  const required = messageText(REQUIRED_MESSAGE);
  const labelled = items.map(({ name, message }) => {
    if (message !== required && count.get(message) === 1) return message;
    const label = labelOf(name)?.replace(/\s+/g, ' ').trim();
    return label ? `${label}: ${message}` : message;
  });
  const seen = new Map<string, number>();
  return labelled.map((text) => {
    const times = (seen.get(text) ?? 0) + 1;
    seen.set(text, times);
    return times === 1 ? text : `${text} (${times})`;
  });
}
