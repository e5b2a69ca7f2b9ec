import webpack from 'webpack';
import config from '../webpack.config';
webpack(config(undefined, { mode: 'production' }) as webpack.Configuration, (error, stats) => {
  if (error || !stats) throw error;
  const json = stats.toJson({ all: false, modules: true, nestedModules: true, chunks: false, ids: true, moduleTrace: false, reasons: false, source: false });
  const walk = (m: any, chunks: string): void => {
    const name = m.name ?? '';
    if (m.modules) m.modules.forEach((inner: any) => walk(inner, chunks));
    else if (/src\/(contract|forms)\//.test(name)) console.log(`${chunks}\t${m.size}\t${name}`);
  };
  const chunkNames = new Map<any, string>();
  for (const c of stats.toJson({ all: false, chunks: true, ids: true }).chunks ?? []) chunkNames.set(c.id, (c.names ?? []).join(',') || String(c.id));
  for (const m of json.modules ?? []) walk(m, (m.chunks ?? []).map((id: any) => chunkNames.get(id)).join(','));
});
