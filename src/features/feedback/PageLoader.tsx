import { type ReactNode, useEffect, useState } from 'react';
import { Loader } from '../../ui/Loader';

/** docs/supporting-areas.md#announcements-toasts-and-the-loader: the loader hides 300 ms after loading ends. */
export const LOADER_HIDE_DELAY_MS = 300;

/**
 * Whether the loader shows: at once while `loading`, and for LOADER_HIDE_DELAY_MS after it ends,
 * so a quick succession of loads does not make the page flash between loader and content. A new
 * load during the delay keeps the loader up; its end starts the delay again.
 */
export function useLoaderVisible(loading: boolean): boolean {
  const [wasLoading, setWasLoading] = useState(loading);
  // How many times loading has ended, and for which of those endings the delay has run out.
  const [endings, setEndings] = useState(0);
  const [hiddenAfter, setHiddenAfter] = useState(0);

  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (!loading) setEndings(endings + 1);
  }

  const lingering = !loading && hiddenAfter !== endings;
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setHiddenAfter(endings), LOADER_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lingering, endings]);

  return loading || lingering;
}

/** The loader while `loading` and LOADER_HIDE_DELAY_MS after; then the children. */
export function PageLoader({
  loading,
  label,
  children,
}: {
  loading: boolean;
  label?: string;
  children?: ReactNode;
}) {
  const visible = useLoaderVisible(loading);
  return visible ? <Loader label={label} /> : <>{children}</>;
}
