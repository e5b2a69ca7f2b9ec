import {
  Fragment,
  type ReactElement,
  type ReactNode,
  cloneElement,
  useSyncExternalStore,
} from 'react';
import { i18n, type MessageDescriptor, type Piece, pieces } from './i18n';

/**
 * What Lingui's macros call at run time for React (lingui.config.ts, `runtimeConfigModule`;
 * docs/language.md#how-the-words-reach-the-page): the page's one translator (./i18n), read without
 * a provider. Every component that shows a message subscribes to the locale itself, so a change
 * of language re-renders exactly those components, in place: nothing is remounted, and what was
 * typed stays. Tests render any component on its own, as before.
 */
function contextOf(locale: string) {
  return { i18n, _: i18n._.bind(i18n), locale };
}

/**
 * What the hook answers: made again as the locale changes (this listener is the first the
 * translator has, so it runs before the components' own), the same object until then, so the
 * translating function keeps its identity for hooks' dependencies.
 */
let context = contextOf(i18n.locale);
i18n.on('change', () => {
  if (context.locale !== i18n.locale) context = contextOf(i18n.locale);
});

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const contextNow = () => context;

export function useLingui() {
  return useSyncExternalStore(subscribe, contextNow, contextNow);
}

export { i18n };

/** A message's own markup: `<0>`, `</0>`, `<0/>`, standing for the components given. */
const TAG = /<(\/?)(\d+)(\/?)>/g;

/**
 * The pieces as React nodes: each `<n>…</n>` of the message's own text wraps what it holds in
 * component n, `<n/>` is component n; the values put in are shown as given (text or elements),
 * never read for markup.
 */
function toNodes(written: Piece[], components: Record<string, ReactElement>): ReactNode[] {
  const root: ReactNode[] = [];
  const open: { index: string; children: ReactNode[] }[] = [];
  const here = () => open[open.length - 1]?.children ?? root;
  let key = 0;
  const place = (index: string, children?: ReactNode[]) => {
    const component = components[index] ?? <Fragment />;
    here().push(
      cloneElement(
        component,
        { key: key++ },
        ...(children ?? [(component.props as { children?: ReactNode }).children]),
      ),
    );
  };
  for (const piece of written) {
    if (typeof piece !== 'string') {
      here().push(<Fragment key={key++}>{piece.value as ReactNode}</Fragment>);
      continue;
    }
    let at = 0;
    for (const match of piece.matchAll(TAG)) {
      if (match.index > at) here().push(piece.slice(at, match.index));
      at = match.index + match[0].length;
      const [, closing, index, selfClosing] = match;
      if (selfClosing) place(index!);
      else if (!closing) open.push({ index: index!, children: [] });
      else {
        const tag = open.pop();
        if (tag) place(tag.index, tag.children);
      }
    }
    if (at < piece.length) here().push(piece.slice(at));
  }
  return root;
}

export function Trans({
  id,
  message,
  values,
  components = {},
}: MessageDescriptor & { components?: Record<string, ReactElement> }) {
  useLingui();
  return <>{toNodes(pieces({ id, message, values }), components)}</>;
}
