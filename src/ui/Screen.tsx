import { type ReactNode, useEffect, useRef } from 'react';
import { useUiBrand } from './brand';
import { useRouteTitle } from './routeTitle';

/** The page title: company short name plus page title (spec 1 section 2.5). */
export function pageTitle(companyNameShort: string, title: string): string {
  return `${companyNameShort} | ${title}`;
}

/**
 * One screen's frame: its heading, which takes focus when the screen opens so screen-reader and
 * keyboard users start at the new content, and the document title. The title is the route's
 * (its manifest entry) unless a page outside the manifest gives its own.
 */
export function Screen({ title: ownTitle, children }: { title?: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { companyNameShort } = useUiBrand();
  const routeTitle = useRouteTitle();
  const title = ownTitle ?? routeTitle ?? '';

  useEffect(() => {
    document.title = pageTitle(companyNameShort, title);
  }, [companyNameShort, title]);

  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [title]);

  if (!title) throw new Error('A Screen needs its route manifest title or a title prop');
  return (
    <section className="screen" aria-labelledby="screen-heading">
      <h1 id="screen-heading" ref={heading} tabIndex={-1} className="screen__heading">
        {title}
      </h1>
      {children}
    </section>
  );
}
