import type { MessageDescriptor } from '@lingui/core';
import { type CompiledMessage, i18n } from '../../src/lib/i18n';

/** "Elija su {noun}" as the compiler writes it: text, and each `{name}` a value put in. */
const compiled = (spanish: string): CompiledMessage =>
  spanish
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece) => (/^\{\w+\}$/.test(piece) ? ([piece.slice(1, -1)] as const) : piece));

/**
 * Loads the Spanish of these messages (each its descriptor and its translation, `{name}` for its
 * values) and shows the page in Spanish (es-US). Put English back with `i18n.activate('en')`.
 */
export function speakSpanish(messages: readonly (readonly [MessageDescriptor, string])[]): void {
  i18n.load(
    'es',
    Object.fromEntries(messages.map(([descriptor, spanish]) => [descriptor.id, compiled(spanish)])),
  );
  i18n.activate('es', ['es-US']);
}
