import { useCallback } from 'react';

/** Whether the browser can show the file as an image (a PDF cannot be shown in an img). */
export const isPreviewable = (file: File) =>
  /^image\/(jpeg|png)$/i.test(file.type) || (!file.type && /\.(jpe?g|png)$/i.test(file.name));

export const previewAlt = (sideName: string) => `Preview of the ${sideName} of your ID`;
export const noPreviewText = (fileName: string) => `${fileName} is a PDF: there is no preview.`;

/**
 * The chosen image of one side, so the borrower can check it is sharp and whole before sending.
 * The image is read through an object URL made when the img is attached and revoked when it is
 * detached: on another file, on leaving the page (React 19 ref cleanup). A PDF shows its name.
 */
export function IdPreview({ file, sideName }: { file: File | undefined; sideName: string }) {
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
    return <p className="id-preview id-preview--none">{noPreviewText(file.name)}</p>;
  }
  return (
    <figure className="id-preview">
      <img ref={attach} className="id-preview__image" alt={previewAlt(sideName)} />
    </figure>
  );
}
