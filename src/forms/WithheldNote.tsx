import { fieldNameOf, SECRET_FIELDS } from '../lib/drafts';

/** The note for secrets not kept: "…not your account number and your routing number: …them…". */
export function withheldText(paths: readonly string[]): string {
  const names = [...new Set(paths.map((path) => SECRET_FIELDS[fieldNameOf(path)]))]
    .filter((name): name is string => !!name)
    .map((name) => `your ${name}`);
  const last = names.pop();
  const list = names.length > 0 ? `${names.join(', ')} and ${last}` : last;
  return `We kept your answers, but for your security not ${list}: please enter ${names.length > 0 ? 'them' : 'it'} again.`;
}

/**
 * Said where a draft came back without its secrets (docs/requests.md#drafts): what must be
 * entered again. Announced once, as the form shows.
 */
export function WithheldNote({ paths }: { paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <p className="form-note" role="status">
      {withheldText(paths)}
    </p>
  );
}
