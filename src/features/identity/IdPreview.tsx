import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { IdSide } from './idTypes';

/** Whether the browser can show the file as an image (a PDF cannot be shown in an img). */
export const isPreviewable = (file: File) =>
  /^image\/(jpeg|png)$/i.test(file.type) || (!file.type && /\.(jpe?g|png)$/i.test(file.name));

export const previewAlt = (side: IdSide): MessageDescriptor =>
  side === 'front' ? msg`Preview of the front of your ID` : msg`Preview of the back of your ID`;
export const noPreviewText = (fileName: string): MessageDescriptor =>
  msg`${fileName} is a PDF: there is no preview.`;

/**
 * The chosen image of one side, so the borrower can check it is sharp and whole before sending.
 * The image is read through an object URL made when the img is attached and revoked when it is
 * detached: on another file, on leaving the page (React 19 ref cleanup). A PDF shows its name.
 */
export function IdPreview({ file, side }: { file: File | undefined; side: IdSide }) {
  const { t } = useLingui();
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (!file) return null;
  if (!isPreviewable(file)) {
    return <p className="id-preview id-preview--none">{t(noPreviewText(file.name))}</p>;
  }
  return (
    <figure className="id-preview">
      <img ref={attach} className="id-preview__image" alt={t(previewAlt(side))} />
    </figure>
  );
}
