import { CALLS, callMatches, callsOf } from '../../src/contract/calls';

/** A row's path as the app makes it: each `:name` part filled in with `name-1`. */
const filled = (path: string) => path.replace(/:(\w+)/g, '$1-1');
const partsOf = (path: string) =>
  Object.fromEntries(
    (path.match(/:\w+/g) ?? []).map((part) => [part.slice(1), `${part.slice(1)}-1`]),
  );

const STATUS = '/service-krang-heloc/borrower/secure/api/v1/:uuid/status';

describe("the table's matcher (docs/architecture.md#the-calls)", () => {
  test.each(['', '/gateway', '/api/v2', '/gateway/service-application'])(
    'every row is found, with its parts, under the base %p',
    (base) => {
      for (const row of CALLS) {
        const same = CALLS.filter((c) => c.method === row.method && c.path === row.path);
        expect([row.method, row.path, callMatches(row.method, base + filled(row.path))]).toEqual([
          row.method,
          row.path,
          same.map((call) => ({ call, base, params: partsOf(row.path) })),
        ]);
      }
    },
  );

  test('the status poll under a chosen base is the status call', () => {
    const uuid = '3f2b8c1e-5d4a-4e6b-9a7c-1b2d3e4f5a6b';
    expect(
      callMatches('get', `/gateway/service-krang-heloc/borrower/secure/api/v1/${uuid}/status?x=1`),
    ).toEqual([{ call: CALLS.find((c) => c.path === STATUS), base: '/gateway', params: { uuid } }]);
  });

  test('a path fitting two rows is the one with fewer parts filled in, under a base too', () => {
    for (const base of ['', '/gateway']) {
      expect(
        callsOf('GET', `${base}/service-application/api/v1/application/heloc/all`).map(
          (c) => c.path,
        ),
      ).toEqual(['/service-application/api/v1/application/heloc/all']);
    }
  });

  test('a path the table does not state is no call', () => {
    for (const [method, path] of [
      ['GET', '/gateway/service-krang-heloc/borrower/secure/api/v1/u/status/more'],
      ['GET', '/gatewayservice-krang-heloc/borrower/secure/api/v1/u/status'],
      ['GET', '/service-krang-heloc/borrower/secure/api/v1/status'],
      ['GET', '/gateway/'],
      ['POST', '/gateway/ft/heloc/event/'],
    ] as const) {
      expect([path, callMatches(method, path)]).toEqual([path, []]);
    }
    expect(callMatches('DELETE', filled(STATUS))).toEqual([]);
  });

  test('a part the app filled in is read decoded', () => {
    expect(
      callMatches('GET', '/gateway/service-operating-hours/external/api/v1/hours/OPS%20CHAT')[0]
        ?.params,
    ).toEqual({ department: 'OPS CHAT' });
  });
});
