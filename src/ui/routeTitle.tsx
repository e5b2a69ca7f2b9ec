import { createContext, useContext } from 'react';

/**
 * The title of the route being shown, from its route manifest entry: the router provides it,
 * `Screen` shows it as the heading and the document title, so a step's title is written once.
 */
const RouteTitleContext = createContext<string | null>(null);

export const RouteTitleProvider = RouteTitleContext.Provider;

export function useRouteTitle(): string | null {
  return useContext(RouteTitleContext);
}
