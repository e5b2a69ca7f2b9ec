import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fieldNameOf, SECRET_FIELDS } from '../lib/drafts';
import { i18n } from '../lib/i18n';

/** How the note names each secret (SECRET_FIELDS' fields). */
const SECRET_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  ssn: msg`your Social Security number`,
  password: msg`your password`,
  confirmPassword: msg`your password`,
  accountNumber: msg`your account number`,
  confirmAccountNumber: msg`your account number`,
  routingNumber: msg`your routing number`,
  dateOfBirth: msg`your date of birth`,
};

type Translate = (message: MessageDescriptor) => string;

/** A secret's name in the note. */
function secretName(field: string, translate: Translate): string | null {
  const known = SECRET_NAMES[field];
  if (known) return translate(known);
  const name = SECRET_FIELDS[field];
  return name ? translate(msg`your ${name}`) : null;
}

/**
 * The note for secrets not kept, in the page's language (or `translate`'s): "…not your account
 * number and your routing number: …them…".
 */
export function withheldText(
  paths: readonly string[],
  translate: Translate = (message) => i18n._(message),
): string {
  const names = [...new Set(paths.map((path) => secretName(fieldNameOf(path), translate)))].filter(
    (name): name is string => !!name,
  );
  const last = names.pop() ?? '';
  if (names.length === 0) {
    return translate(
      msg`We kept your answers, but for your security not ${last}: please enter it again.`,
    );
  }
  const list = names.join(', ');
  return translate(
    msg`We kept your answers, but for your security not ${list} and ${last}: please enter them again.`,
  );
}

/**
 * Said where a draft came back without its secrets (docs/requests.md#drafts): what must be
 * entered again. Announced once, as the form shows.
 */
export function WithheldNote({ paths }: { paths: readonly string[] }) {
  const { t } = useLingui();
  if (paths.length === 0) return null;
  return (
    <p className="form-note" role="status">
      {withheldText(paths, t)}
    </p>
  );
}
