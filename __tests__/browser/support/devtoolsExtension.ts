import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

/**
 * The in-page Redux DevTools stand-in (devtoolsExtensionPage.ts) bundled into one script for
 * playwright's addInitScript: @redux-devtools/instrument is an ES module that imports redux.
 */
export async function devtoolsExtensionScript(): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), 'devtools-extension-'));
  try {
    const stats = await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          mode: 'development',
          devtool: false,
          target: 'web',
          context: path.resolve(__dirname, '../../..'),
          entry: path.join(__dirname, 'devtoolsExtensionPage.ts'),
          output: { path: out, filename: 'extension.js', iife: true },
          resolve: { extensions: ['.ts', '.js'] },
          module: { rules: [{ test: /\.ts$/, exclude: /node_modules/, use: 'babel-loader' }] },
        },
        (error, result) => (error || !result ? reject(error) : resolve(result)),
      );
    });
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return readFileSync(path.join(out, 'extension.js'), 'utf8');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
