import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** Where the link goes in the app: a path, or `{ pathname, search, hash }`. */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
};

/**
 * A link within the app, built as react-router documents custom links (`useHref` for the
 * address, `useLinkClickHandler` for the click). react-router's own `<Link>` also carries its
 * framework mode's page prefetching, URL masking and absolute-URL handling, none of which a
 * single-page app uses: about 2 KiB gzip of every first screen. Links out of the app are
 * `ExternalLink`.
 */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={follow} />;
}
