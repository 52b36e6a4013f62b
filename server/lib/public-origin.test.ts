import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { publicOrigin } from './public-origin';

/** The two fields publicOrigin reads, as Fastify derives them from Host (and X-Forwarded-* behind a trusted proxy). */
function request(host: string, protocol: 'http' | 'https' = 'http'): FastifyRequest {
  return { host, protocol } as FastifyRequest;
}

describe('publicOrigin', () => {
  it('is the origin of PUBLIC_URL when it is set, whatever the request says', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://tadhkira.om/app/' });
    expect(config.publicOrigin).toBe('https://tadhkira.om');
    expect(publicOrigin(request('other.example'), config)).toBe('https://tadhkira.om');
  });

  it("is the request's protocol and Host without PUBLIC_URL", () => {
    const config = loadConfig({});
    expect(config.publicOrigin).toBeUndefined();
    expect(publicOrigin(request('Tickets.Example.om', 'https'), config)).toBe('https://tickets.example.om');
    expect(publicOrigin(request('127.0.0.1:3000'), config)).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(request('[::1]:3000'), config)).toBe('http://[::1]:3000');
  });

  it('falls back to the default address rather than echo a Host that is not a host name', () => {
    const config = loadConfig({ PORT: '4000' });
    for (const host of ['evil.example"><script>', 'a b', '', 'x.om/path', 'user@x.om']) {
      expect(publicOrigin(request(host), config)).toBe('http://localhost:4000');
    }
  });
});
