import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';

/**
 * The title of the route being shown, from its route manifest entry: the router provides it,
 * `Screen` shows it as the heading and the document title, so a step's title is written once,
 * in the page's language.
 */
const RouteTitleContext = createContext<MessageDescriptor | null>(null);

export const RouteTitleProvider = RouteTitleContext.Provider;

export function useRouteTitle(): string | null {
  const title = useContext(RouteTitleContext);
  const { t } = useLingui();
  return title ? t(title) : null;
}
