import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { ReplayViewer } from './ReplayViewer';

/** Renders the ?replay page in place of the app (src/app/startInStages.ts, not in production). */
export function startReplayViewer(root: Root): void {
  root.render(createElement(ReplayViewer));
}
