import {
  COLLAPSED_NOTIFICATIONS,
  lineClampFor,
  newestFirst,
  READ_LINE_CLAMP,
  UNREAD_LINE_CLAMP,
} from '../../src/features/notifications/constants';
import { ctaDestination } from '../../src/features/notifications/ctaDestination';

describe('ctaDestination: links only to allowed destinations', () => {
  test.each([
    ['/account/heloc/register/support', '/account/heloc/register/support'],
    ['/account/heloc/', '/account/heloc/'],
    ['/account/heloc', '/account/heloc'],
    ['/account/heloc/conditions?x=1#top', '/account/heloc/conditions?x=1#top'],
  ])('%s stays in the app', (path, to) => {
    expect(ctaDestination(path)).toEqual({ kind: 'app', to });
  });

  test.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/settings?tab=alerts', '/dashboard/settings?tab=alerts'],
    ['/account/helocs', '/account/helocs'],
    ['/account/heloc/../../pay', '/pay'],
  ])('%s is a full-page navigation on this site', (path, href) => {
    expect(ctaDestination(path)).toEqual({ kind: 'page', href });
  });

  test.each([
    'https://evil.example/account/heloc/',
    'http://localhost:8080/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'dashboard',
    ' /dashboard',
    '',
    undefined,
    null,
    42,
  ])('%p is refused', (path) => {
    expect(ctaDestination(path)).toBeNull();
  });
});

describe('list rules', () => {
  test('the limits', () => {
    expect(COLLAPSED_NOTIFICATIONS).toBe(3);
    expect(UNREAD_LINE_CLAMP).toBe(8);
    expect(READ_LINE_CLAMP).toBe(3);
    expect(lineClampFor({ status: 'UNREAD' })).toBe(8);
    expect(lineClampFor({ status: 'READ' })).toBe(3);
  });

  test('newest first, unparseable dates last, without changing the input', () => {
    const input = [
      { id: 'a', created: '2026-11-01T10:00:00Z' },
      { id: 'bad', created: 'whenever' },
      { id: 'c', created: '2026-11-21T10:00:00Z' },
      { id: 'b', created: '2026-11-10T10:00:00Z' },
    ];
    expect(newestFirst(input).map((n) => n.id)).toEqual(['c', 'b', 'a', 'bad']);
    expect(input.map((n) => n.id)).toEqual(['a', 'bad', 'c', 'b']);
  });
});
