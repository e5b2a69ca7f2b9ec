import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../ui/Link';

export type BackLinkProps = {
  /** The link's words (default "Back"). */
  children?: ReactNode;
} & (
  | { /** Where Back goes: a path for the router. */ to: string; onClick?: undefined }
  | {
      /** What Back does (a step of a multi-step form, history back...). */
      onClick: () => void;
      /** The address it stands for, for "open in new tab" (default: none, `#`). */
      href?: string;
      to?: undefined;
    }
);

/** The "Back" link at the top of a question page (GOV.UK back link), before the heading. */
export function BackLink(props: BackLinkProps) {
  const text = props.children ?? <Trans>Back</Trans>;
  if (props.to !== undefined) {
    return (
      <Link className="back-link" to={props.to}>
        {text}
      </Link>
    );
  }
  const { onClick, href } = props;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // With an address, a modified click opens it elsewhere as any link does.
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (href && (modified || event.button !== 0)) return;
    event.preventDefault();
    onClick();
  };
  return (
    <a className="back-link" href={href ?? '#'} onClick={follow}>
      {text}
    </a>
  );
}
