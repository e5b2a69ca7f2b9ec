import { type ReactNode, useEffect, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCompanyInfo } from '../organisation/organisationSlice';

/** The page title: company short name plus page title (spec 1 section 2.5). */
export function pageTitle(companyNameShort: string, title: string): string {
  return `${companyNameShort} | ${title}`;
}

/**
 * One screen's frame: its heading, which takes focus when the screen opens so screen-reader and
 * keyboard users start at the new content, and the document title.
 */
export function Screen({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { companyNameShort } = useAppSelector(selectCompanyInfo);

  useEffect(() => {
    document.title = pageTitle(companyNameShort, title);
  }, [companyNameShort, title]);

  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [title]);

  return (
    <section className="screen" aria-labelledby="screen-heading">
      <h1 id="screen-heading" ref={heading} tabIndex={-1} className="screen__heading">
        {title}
      </h1>
      {children}
    </section>
  );
}
