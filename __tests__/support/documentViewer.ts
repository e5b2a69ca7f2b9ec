/**
 * For the screens that show documents to read in viewers (document/disclosures, signing/sign,
 * start/app-summary): the lender's list of documents, and the viewers' size where jsdom lays
 * nothing out.
 */
import { fireEvent } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OFF_CONTRACT, server } from './server';

/**
 * Answers GET `url` with `documents` as `{ documents }` (anything else as it is, such as an error
 * body with a `status`); `offContract` for documents the lender would not send. Returns the count
 * of reads.
 */
export interface DocumentsAnswer {
  status?: number;
  offContract?: boolean;
}

export function answerDocuments(
  url: string,
  documents: unknown,
  { status = 200, offContract = false }: DocumentsAnswer = {},
) {
  let reads = 0;
  server.use(
    http.get(url, () => {
      reads += 1;
      return HttpResponse.json(Array.isArray(documents) ? { documents } : (documents as object), {
        status,
        ...(offContract ? OFF_CONTRACT : {}),
      });
    }),
  );
  return () => reads;
}

/**
 * Gives every document viewer a size for each test of the block (the page's other elements stay
 * 0 high); returns the size, which a test may change.
 */
export function useViewerMetrics() {
  const metrics = { scrollHeight: 1000, clientHeight: 200 };
  beforeEach(() => {
    const sized = (size: 'scrollHeight' | 'clientHeight') =>
      jest.spyOn(HTMLElement.prototype, size, 'get').mockImplementation(function height(
        this: HTMLElement,
      ) {
        return this.classList.contains('document-viewer') ? metrics[size] : 0;
      });
    sized('scrollHeight');
    sized('clientHeight');
  });
  return metrics;
}

/** Scrolls a viewer to `top`, as the borrower would. */
export function scrollViewer(viewer: HTMLElement, top: number) {
  viewer.scrollTop = top;
  fireEvent.scroll(viewer);
}
