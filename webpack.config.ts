import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

/** The router base: the app is served, and its assets are published, under this path. */
export const PUBLIC_PATH = '/account/heloc/';

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
      // moment would otherwise bundle every locale; the app formats in English only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
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
