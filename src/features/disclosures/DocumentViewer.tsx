import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { BOTTOM_SHARE, useEndSeen } from './useEndSeen';
import './documentViewer.css';

/** Plain text to paragraphs: a blank line separates them; single line breaks are kept. */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** What a document without a title is called. */
export const UNTITLED_DOCUMENT = msg`Document`;

export interface DocumentViewerProps {
  /** The heading the region takes its name from. */
  headingId: string;
  body: string;
  /** Called once when the end of the document has been seen (useEndSeen). */
  onEndSeen: () => void;
  /** False once seen: nothing more to watch. */
  watching: boolean;
}

/**
 * One document in a scrollable region: keyboard users scroll it with the arrow keys (it takes
 * focus), screen readers find it as a region named by the document's title. The body is plain
 * text rendered as paragraphs, never as HTML. A sentinel over its bottom (the last 25 %) tells
 * when the end has been seen (useEndSeen).
 */
export function DocumentViewer({ headingId, body, onEndSeen, watching }: DocumentViewerProps) {
  const viewer = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useEndSeen(viewer, sentinel, onEndSeen, watching);
  const paragraphs = paragraphsOf(body);
  return (
    <div
      ref={viewer}
      className="document-viewer"
      role="region"
      aria-labelledby={headingId}
      tabIndex={0}
    >
      <div className="document-viewer__content">
        {paragraphs.length > 0 ? (
          paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
        ) : (
          <p>
            <Trans>This document has no text.</Trans>
          </p>
        )}
        <div
          ref={sentinel}
          className="document-viewer__end"
          style={{ height: `${BOTTOM_SHARE * 100}%` }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
