import { describe, expect, it } from 'vitest';
import { safeNextPath } from './auth.ts';

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/chat/abc')).toBe('/chat/abc');
    expect(safeNextPath('/documents?tab=all#x')).toBe('/documents?tab=all#x');
  });

  it.each([
    undefined,
    '',
    'chat',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\tevil',
    '/api/logout',
    '/api',
    '/ws/realtime',
    '/sign-in',
    `/${'a'.repeat(600)}`,
  ])('sends %j home instead', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
