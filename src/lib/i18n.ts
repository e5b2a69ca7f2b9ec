/**
 * The page's translator (docs/language.md#how-the-words-reach-the-page): what Lingui's macros
 * call at run time (lingui.config.ts, `runtimeConfigModule`). It reads messages as Lingui's
 * compiler writes them, in the catalogs and, for English, in the code itself
 * (scripts/babel/compileSourceMessages.js), and writes them out in the active locale: values put
 * in, plurals chosen by the locale's rules (Intl.PluralRules), numbers written as the locale
 * writes them. Lingui's own runtime does the same with more the app does not use, at more than
 * the first screen's allowance of bytes (README, the libraries).
 */
import { provideMessageWriter } from '../contract/messages';

/** A compiled message: text, and values to put in, as [name] or [name, type, cases or format]. */
export type Token = string | readonly [string, string?, unknown?];
export type CompiledMessage = readonly Token[];

export interface MessageDescriptor {
  id: string;
  message?: CompiledMessage | string;
  values?: Record<string, unknown>;
}

/** A piece of a written message: its own text, or a value put in as it was given. */
export type Piece = string | { value: unknown };

const catalogs: Record<string, Record<string, CompiledMessage>> = {};
let active = '';
let intlLocales: string[] = [];
const listeners = new Set<() => void>();

const numberFormat = (options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocales, options);

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** Writes `tokens` with `values` put in; `count` is what `#` stands for in a plural's case. */
function write(
  tokens: CompiledMessage | string,
  values: Record<string, unknown>,
  count?: string,
): Piece[] {
  if (typeof tokens === 'string') return [tokens];
  const pieces: Piece[] = [];
  for (const token of tokens) {
    if (typeof token === 'string') {
      pieces.push(token === '#' && count !== undefined ? count : token);
      continue;
    }
    const [name, type, options] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = options as Record<string, CompiledMessage> & {
        offset?: number;
      };
      const n = Number(value) - Number(offset);
      const rule = new Intl.PluralRules(intlLocales, {
        type: type === 'plural' ? 'cardinal' : 'ordinal',
      }).select(n);
      const chosen = cases[String(value)] ?? cases[rule] ?? cases.other ?? [];
      pieces.push(...write(chosen, values, numberFormat().format(n)));
    } else if (type === 'select') {
      const cases = options as Record<string, CompiledMessage>;
      pieces.push(...write(cases[String(value)] ?? cases.other ?? [], values, count));
    } else if (type === 'number') {
      pieces.push(numberFormat().format(Number(value)));
    } else if (type === 'date') {
      pieces.push(new Intl.DateTimeFormat(intlLocales).format(new Date(value as string)));
    } else if (isDescriptor(value)) {
      // A message within a message (a field's label in its rule's message) is written out too.
      pieces.push(i18n._(value));
    } else {
      pieces.push({ value });
    }
  }
  return pieces;
}

/** The message in the active locale, as pieces (the Trans component places elements in them). */
export function pieces(descriptor: MessageDescriptor): Piece[] {
  const message = catalogs[active]?.[descriptor.id] ?? descriptor.message ?? descriptor.id;
  return write(message, descriptor.values ?? {});
}

/** Pieces as text. */
const asText = (written: Piece[]) =>
  written.map((piece) => (typeof piece === 'string' ? piece : String(piece.value ?? ''))).join('');

/**
 * The message in the words it was written in (English), whatever the active locale: for what is
 * recorded for support, not shown (docs/requests.md#errors).
 */
export const sourceWords = (descriptor: MessageDescriptor): string =>
  asText(write(descriptor.message ?? descriptor.id, descriptor.values ?? {}));

export const i18n = {
  get locale(): string {
    return active;
  },
  /** Adds a locale's compiled messages. */
  load(locale: string, messages: Record<string, CompiledMessage>): void {
    catalogs[locale] = { ...catalogs[locale], ...messages };
  },
  /** Shows the page in `locale`, writing numbers and plurals as `locales` (es-US) do. */
  activate(locale: string, locales: string[] = [locale]): void {
    active = locale;
    intlLocales = locales;
    for (const listener of [...listeners]) listener();
  },
  /**
   * The locales dates and numbers are written in, for Intl's formatters (`es-US` in Spanish):
   * read it where the words are written, so a change of language shows.
   */
  get intlLocales(): readonly string[] {
    return intlLocales.length > 0 ? intlLocales : ['en-US'];
  },
  /** Called on every change of locale; answers how to stop. */
  on(_event: 'change', listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The message written out in the active locale. */
  _(descriptor: MessageDescriptor | string, values?: Record<string, unknown>): string {
    const asked = typeof descriptor === 'string' ? { id: descriptor } : descriptor;
    return asText(pieces({ ...asked, values: { ...asked.values, ...values } }));
  },
};

export type I18n = typeof i18n;

// The contract's messages are written out by this translator (docs/language.md#the-contracts-words).
provideMessageWriter((message) => i18n._(message));
