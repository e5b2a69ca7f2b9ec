import { type ReactNode, useEffect, useRef } from 'react';
import { useUiBrand } from './brand';
import { focusHeadingIfHeld } from './navigationFocus';
import { useRouteTitle } from './routeTitle';

/** The page title: company short name plus page title (docs/accessibility.md#page-titles). */
export function pageTitle(companyNameShort: string, title: string): string {
  return `${companyNameShort} | ${title}`;
}

/**
 * One screen's frame: its heading, which takes focus when the screen opens (and when the heading
 * changes, a new question on the same route) so screen-reader and keyboard users start at the new
 * content, unless the person focused something else since the navigation began
 * (docs/accessibility.md#focus-on-a-new-page), and the document title. The title is the route's (its manifest entry) unless the
 * screen gives its own; `documentTitle` is the document's when it says more than the heading
 * (the step of a multi-page question: docs/accessibility.md#page-titles). `beforeHeading` goes
 * above the heading (a Back link, a "Step 2 of 5" caption).
 */
export function Screen({
  title: ownTitle,
  documentTitle,
  beforeHeading,
  children,
}: {
  title?: string;
  documentTitle?: string;
  beforeHeading?: ReactNode;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { companyNameShort } = useUiBrand();
  const routeTitle = useRouteTitle();
  const title = ownTitle ?? routeTitle ?? '';
  const documentText = documentTitle ?? title;

  useEffect(() => {
    document.title = pageTitle(companyNameShort, documentText);
  }, [companyNameShort, documentText]);

  useEffect(() => {
    focusHeadingIfHeld(heading.current);
  }, [title]);

  if (!title) throw new Error('A Screen needs its route manifest title or a title prop');
  return (
    <section className="screen" aria-labelledby="screen-heading">
      {beforeHeading}
      <h1 id="screen-heading" ref={heading} tabIndex={-1} className="screen__heading">
        {title}
      </h1>
      {children}
    </section>
  );
}
