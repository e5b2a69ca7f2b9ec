import type { ActionLog } from '../../lib/actionLog';
import { devtoolsExportText } from '../../lib/devtoolsExport';
import { reduceLog } from './reduceLog';

/**
 * The running app's log as a Redux DevTools file (docs/tools.md#redux-devtools-files): the
 * query devtools' second download, the file `npm run replay -- --to-devtools` makes of the same
 * log. It is reduced with the reducers the app has loaded, which are those its actions came
 * from, so this chunk carries none of the others.
 */
export function devtoolsFileOfAppLog(log: ActionLog): string {
  const { states } = reduceLog(
    { origin: 'app', baseState: log.baseState, actions: log.actions },
    "this session's log",
  );
  return devtoolsExportText({ actions: log.actions, timestamps: log.timestamps ?? [], states });
}
