import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { FORMIK_STAND_INS } from './scripts/webpack/formikStandIns';

const packageVersion = (
  JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as { version: string }
).version;

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

/**
 * Every .css file under `dir`, in a stable order, as webpack entry requests. A production build
 * leaves out the stylesheets of development-only tools (*.dev.css, e.g. the developer login
 * toolbar's), whose code that build does not contain either.
 */
function stylesheets(dir: string, production: boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css') && !(production && file.endsWith('.dev.css')))
    .sort()
    .map((file) => `./${path.relative(__dirname, path.join(dir, file)).split(path.sep).join('/')}`);
}

interface Argv {
  mode?: 'development' | 'production' | 'none';
}

export default function config(_env: unknown, argv: Argv = {}): webpack.Configuration {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    // Every stylesheet of src in the page's one stylesheet, after the base styles that
    // src/index.tsx imports first; components still import their own for reading. 40 KB in all:
    // one file, cached once, and no style loader in the entry script (0.6 KiB gzip) for screens
    // whose styles would otherwise come as files of their own.
    entry: { main: ['./src/index.tsx', ...stylesheets(path.join(__dirname, 'src'), production)] },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: PUBLIC_PATH,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Production chunk files are named by their hash only: the names would ride in the entry's
      // chunk map, and so does each hash, six characters (eight cost the first screen 0.2 KiB;
      // docs/performance.md). Two chunks of one hash would fail the build, never serve the wrong
      // file. Chunk names stay in the build's stats (npm run size reads them).
      chunkFilename: production ? '[contenthash:6].js' : '[name].js',
      clean: true,
    },
    // No eval-based source maps: the page's policy allows no eval, in development too. A
    // production build writes full maps beside the scripts for error reporting (a lender uploads
    // them to its error service) but names them nowhere in the scripts, and they are not to be
    // served: the sandbox answers 404 for them (docs/deployment.md#source-maps).
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // formik's generic helpers swapped for small modules doing what formik needs of them
      // (scripts/webpack/formikStandIns.js; jest swaps the same ones).
      alias: Object.fromEntries(
        FORMIK_STAND_INS.map(([request, standIn]) => [`${request}$`, standIn]),
      ),
    },
    module: {
      rules: [
        {
          // Plain CSS per feature, extracted to files that load with their chunk.
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: false } }],
        },
        // react-router's components the app does not use (NavLink, Form...) left out of the
        // bundle: scripts/webpack/pureReactRouter.js says how, and why it is safe.
        ...(production
          ? [
              {
                test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[\w-]+\.mjs$/,
                use: path.resolve(__dirname, 'scripts/webpack/pureReactRouter.js'),
              },
            ]
          : []),
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
        chunkFilename: production ? '[contenthash:6].css' : '[name].css',
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
      // The telemetry session's appVersion (docs/telemetry.md#session): this package's version.
      new webpack.DefinePlugin({ 'process.env.APP_VERSION': JSON.stringify(packageVersion) }),
      // moment would otherwise bundle every locale; the app formats in English only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      ...(production ? [new CompileHintsPlugin()] : []),
      // Compressed copies beside each script and style (gzip, and brotli for servers with its
      // module or a CDN), so a web server sends them as they are instead of compressing on every
      // answer: nginx's gzip_static (docs/deployment.md#compression). Not the page: the server
      // puts the organisation's data in it on every answer.
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|css)$/,
              filename: '[path][base].gz',
              algorithm: 'gzip',
              compressionOptions: { level: 9 },
              minRatio: 1,
            }),
            new CompressionPlugin<zlib.BrotliOptions>({
              test: /\.(js|css)$/,
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              minRatio: 1,
            }),
          ]
        : []),
    ],
    optimization: {
      // webpack's own minimizer (terser) with one more compress pass than webpack's default of 2:
      // 0.2 KiB gzip off the first screen. Measured and left out: `ecma: 2020` (no change, the
      // code is already modern), `module: true` (0.04 KiB, but it would treat every library's
      // sloppy-mode code as strict), and the `unsafe_*`/`pure_getters` options (1 KiB, by
      // assumptions about library code nobody checks). The compile hint is added after this.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
      // Named chunks make the size report and the network panel readable.
      chunkIds: production ? 'deterministic' : 'named',
      // Exports renamed to the shortest names (a, b...) rather than to 2-letter hashes of their
      // names: modules reach each other's exports by these names, about 0.9 KiB gzip of the first
      // screen. The cost: a module gaining or losing an export can rename its other exports, so a
      // release changes a few more chunks' hashes than it would (the first screen, on a cold
      // cache, is what this app is measured on). `moduleIds: 'size'` made it larger (+1 KiB).
      mangleExports: production ? 'size' : false,
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // webpack's own vendors group, plus formik's stand-ins (resolve.alias above), so they
          // ride in the chunk that holds formik instead of being copied into every form screen.
          defaultVendors: {
            idHint: 'vendors',
            test: /[\\/](node_modules|src[\\/]lib[\\/]formikDeps)[\\/]/,
            priority: -10,
            reuseExistingChunk: true,
          },
          // The offer figures and money format (the payment and Truth in Lending figures of
          // contract/payments.ts, their words in lib/figures.ts, features/progress/offer.ts): the
          // progress panels and about ten screens show amounts; one shared copy instead of one
          // in each of their chunks.
          offerFigures: {
            test: /[\\/]src[\\/](features[\\/]progress[\\/]offer|contract[\\/]payments|lib[\\/]figures)\.ts$/,
            name: 'offer-figures',
            chunks: 'async',
            minSize: 0,
            minChunks: 2,
            priority: 5,
            reuseExistingChunk: true,
          },
          // The form kit in two shared chunks instead of its small modules copied into each
          // screen's chunk (webpack's 20 KB minimum for a shared chunk would otherwise keep them
          // apart): `form-kit`, the core nearly every question screen uses (the form, the error
          // summary, the field frame, the choice field: 15 screens or more), and `form-fields`,
          // the fields a handful of screens share (the file, text and money fields and their
          // rules: 5 to 14 screens), so a screen without them does not download them. A module
          // fewer than 5 screens use (the SSN, date and checkbox fields, most rules) goes into
          // those screens' chunks. Measured, gzip of the start/contact screen and of the whole
          // app: one kit chunk of the modules 5+ screens use 167.0 and 361.9 KiB; these two
          // 164.0 and 362.5. Earlier, smaller app: all of the kit in one chunk 171.6 and 249.4;
          // the 5+ chunk 169.8 and 252.6; no kit group 169.7 and 266.3; kit chunks left unnamed,
          // grouped by use (minSize 0 to 10 KB), 171.3 to 170.0 and 253.1 to 255.6.
          formKit: {
            test: /[\\/]src[\\/]forms[\\/]/,
            name: 'form-kit',
            chunks: 'async',
            minSize: 0,
            minChunks: 15,
            priority: 6,
            reuseExistingChunk: true,
          },
          formFields: {
            // Not the checkbox field: it stays in the chunks of its screens (the consents), as
            // start/contact, the first screen measured, uses no other module of this group and
            // would fetch all of it for that one (docs/performance.md#the-first-screen).
            test: /[\\/]src[\\/]forms[\\/](?!CheckboxField\.)/,
            name: 'form-fields',
            chunks: 'async',
            minSize: 0,
            minChunks: 5,
            priority: 5,
            reuseExistingChunk: true,
          },
        },
      },
    },
    // html-webpack-plugin writes index.html and mini-css-extract-plugin the CSS; webpack's own
    // HTML and CSS handling (on by default since 5.10x) would process them a second time (and
    // drop the <!--org-info--> placeholder).
    experiments: { html: false, css: false },
    performance: { hints: false },
    stats: production ? 'minimal' : 'errors-warnings',
  };
}
