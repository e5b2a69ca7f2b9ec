import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormikContext } from 'formik';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { errorItems, summaryTexts } from './errorItems';
import { fieldId, labelId } from './Field';

/** What a form keeps in formik's `status` of a failed call (docs/forms.md#a-failed-call). */
export interface FormStatus {
  /**
   * The message of the failed call that is about no field, written out as it is shown: the app's
   * own words follow the page's language should it change (docs/language.md#choosing-the-language).
   */
  formError?: () => string | null;
  /** The lender's messages for fields, by dotted path: kept when the form checks itself again. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** The values the failed call was sent with: the message stands while they do. */
  sentValues?: unknown;
  /** The send got no answer: the connection is down (said by the form, not as an error). */
  offline?: boolean;
}

/** The box's title. */
export const ERROR_SUMMARY_TITLE = msg`There is a problem`;
/** What the page title starts with while errors show. */
export const ERROR_TITLE_PREFIX = msg`Error: `;

/**
 * The message of the failed call, while the form holds the values it was sent with: once an
 * answer changes (another file chosen, say), the failure was of answers no longer there, and the
 * summary follows the errors that remain (docs/forms.md#the-error-summary).
 */
export function formErrorOf(status: unknown, values?: unknown): string | null {
  const { formError, sentValues } = (status as FormStatus | undefined) ?? {};
  if (sentValues !== undefined && values !== undefined && sentValues !== values) return null;
  return (typeof formError === 'function' && formError()) || null;
}

/**
 * While errors show, the page title starts with "Error: " (GOV.UK), and loses it after. A screen
 * that writes its title again meanwhile (in the page's new language, say) gets the mark back.
 */
function useErrorPageTitle(active: boolean, prefix: string) {
  useEffect(() => {
    if (!active) return;
    const mark = () => {
      if (!document.title.startsWith(prefix)) document.title = `${prefix}${document.title}`;
    };
    mark();
    const title = document.querySelector('title');
    const observer = new MutationObserver(mark);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      if (document.title.startsWith(prefix)) {
        document.title = document.title.slice(prefix.length);
      }
    };
  }, [active, prefix]);
}

function focusField(name: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(fieldId(name));
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}

/**
 * The words of a field's label as shown: the legend of a choice's fieldset, else the label of
 * its control (the kit's Field gives its label an id). Read from the page: the summary shows
 * after a submit, when the fields are there (one that comes with its error is read on the next
 * render; till then the entry keeps summaryTexts' guarantee without the label).
 */
export function fieldLabelText(name: string): string | undefined {
  const control = document.getElementById(fieldId(name));
  if (!control) return undefined;
  const legend =
    control instanceof HTMLInputElement && control.type === 'radio'
      ? control.closest('fieldset')?.querySelector('legend')
      : null;
  const label =
    legend ??
    document.getElementById(labelId(name)) ??
    (control instanceof HTMLInputElement ? control.labels?.[0] : null);
  return label?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * The box at the top of a form after a failed submit: "There is a problem", the message of a
 * failed call, and each field's error as a link that moves focus to the field. It takes focus
 * once per failed submit, so screen readers read it; the page title gains "Error: ". No two
 * entries read the same (summaryTexts: "Name: Required"). A form's `actions` (links to change
 * an answer given on another page) show inside the box, below the entries they are about.
 */
export function ErrorSummary({
  actions = null,
}: {
  /** Links about the errors (where to change an answer given on another page), in the box. */
  actions?: ReactNode;
} = {}) {
  const { t } = useLingui();
  const { errors, status, submitCount, isSubmitting, initialValues, values } = useFormikContext();
  const items =
    submitCount > 0
      ? errorItems(errors, Object.keys(initialValues as Record<string, unknown>))
      : [];
  const texts = summaryTexts(items, fieldLabelText);
  const formError = formErrorOf(status, values);
  const visible = items.length > 0 || formError !== null;
  const box = useRef<HTMLDivElement>(null);
  const focusedForSubmit = useRef(0);
  const titleId = useId();

  useEffect(() => {
    if (!visible || isSubmitting || focusedForSubmit.current === submitCount) return;
    focusedForSubmit.current = submitCount;
    box.current?.focus();
  }, [visible, isSubmitting, submitCount]);

  useErrorPageTitle(visible, t(ERROR_TITLE_PREFIX));

  if (!visible) return null;
  return (
    <div className="error-summary" ref={box} tabIndex={-1} aria-labelledby={titleId}>
      <div role="alert">
        <h2 className="error-summary__title" id={titleId}>
          {t(ERROR_SUMMARY_TITLE)}
        </h2>
        {formError ? <p className="error-summary__message">{formError}</p> : null}
        {items.length > 0 ? (
          <ul className="error-summary__list">
            {items.map((item, index) => (
              <li key={item.name}>
                <a href={`#${fieldId(item.name)}`} onClick={focusField(item.name)}>
                  {texts[index]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {actions}
      </div>
    </div>
  );
}
