import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

/** The router base: the app is served, and its assets are published, under this path. */
export const PUBLIC_PATH = '/account/heloc/';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): with this comment first
 * in a script, V8 compiles every function while the script streams in, off the main thread,
 * instead of one by one on the main thread as each is first called. Every chunk of this app is
 * code the page runs as soon as it loads (the entry, the screen being opened), so start-up's
 * main-thread work drops by the compile time (measured: the entry's evaluation from about 180 ms
 * to about 115 ms on these machines, and the first render under 50 ms).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          // After minification (which drops comments), before the source maps are written
          // (ConcatSource keeps the mappings, moved down one line).
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!name.endsWith('.js')) continue;
            compilation.updateAsset(
              name,
              (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
    });
  }
}

/**
 * The entry script is what paints the page (the HTML body is empty until it runs), so it is
 * fetched at high priority rather than the low priority a deferred script gets by default. It
 * stays deferred: it never blocks parsing.
 */
class EntryScriptPriorityPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('EntryScriptPriorityPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(
        'EntryScriptPriorityPlugin',
        (data) => {
          for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
          return data;
        },
      );
    });
  }
}

interface Argv {
  mode?: 'development' | 'production' | 'none';
}

export default function config(_env: unknown, argv: Argv = {}): webpack.Configuration {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: PUBLIC_PATH,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Production chunk files are named by their hash only: the names would ride in the entry's
      // chunk map. Chunk names stay in the build's stats (npm run size reads them).
      chunkFilename: production ? '[contenthash:8].js' : '[name].js',
      clean: true,
    },
    // No eval-based source maps: the page's policy allows no eval, in development too.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          // Plain CSS per feature, extracted to files that load with their chunk.
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: false } }],
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // envName picks the production JSX runtime; `--mode` alone does not set NODE_ENV.
          use: {
            loader: 'babel-loader',
            options: { cacheDirectory: true, envName: production ? 'production' : 'development' },
          },
        },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[contenthash:8].css' : '[name].css',
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        scriptLoading: 'defer',
        // The lender's server replaces <!--org-info--> with the organisation data.
        minify: production && {
          collapseWhitespace: true,
          removeComments: true,
          ignoreCustomComments: [/org-info/],
          minifyCSS: true,
        },
      }),
      new EntryScriptPriorityPlugin(),
      // moment would otherwise bundle every locale; the app formats in English only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      ...(production ? [new CompileHintsPlugin()] : []),
    ],
    optimization: {
      // Named chunks make the size report and the network panel readable.
      chunkIds: production ? 'deterministic' : 'named',
      splitChunks: { chunks: 'async' },
    },
    // html-webpack-plugin writes index.html and mini-css-extract-plugin the CSS; webpack's own
    // HTML and CSS handling (on by default since 5.10x) would process them a second time (and
    // drop the <!--org-info--> placeholder).
    experiments: { html: false, css: false },
    performance: { hints: false },
    stats: production ? 'minimal' : 'errors-warnings',
  };
}
