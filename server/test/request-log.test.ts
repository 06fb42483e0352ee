// One log line per request (method, url, status, ms, reqId): ordinary answers at info as REQUEST_LOG_SAMPLE says, slow ones at warn and faults at error always.
import { Writable } from 'node:stream';
import { type FastifyInstance } from 'fastify';
import { DIALECTS, startTestApp, type TestApp } from './support/test-app';
import { formatRequestLine, requestLogLevel } from '../src/http/request-log';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  userId?: number;
}

const INFO = 30;
const WARN = 40;
const ERROR = 50;

/** Routes a test needs that the app does not have: one that fails unexpectedly, one that answers slowly. */
function faultAndSlowRoutes(app: FastifyInstance) {
  app.get('/test/fault', async () => {
    throw new Error('boom');
  });
  app.get('/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    return { code: 1000, message: 'success', data: null };
  });
}

async function appWithLog(dialect: (typeof DIALECTS)[number], level: string, env: Record<string, string>) {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const t = await startTestApp(dialect, env, faultAndSlowRoutes, { logger: { level, stream } });
  /** The lines written for requests (each carries its request's id) while `act` ran. */
  const requestLines = async (act: () => Promise<unknown>): Promise<LogLine[]> => {
    const before = lines.length;
    await act();
    // onResponse runs when the answer has been written, which may be just after inject resolves.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return lines.slice(before).filter((line) => line.reqId !== undefined);
  };
  return { t, requestLines };
}

describe.each(DIALECTS)('request log (%s)', (dialect) => {
  describe('every request, at info', () => {
    let t: TestApp;
    let requestLines: (act: () => Promise<unknown>) => Promise<LogLine[]>;
    beforeAll(async () => {
      ({ t, requestLines } = await appWithLog(dialect, 'info', {}));
    });
    afterAll(async () => t?.close());

    it('writes exactly one line per request, with method, url, status, ms, reqId and the signed-in player', async () => {
      const player = await t.createPlayer();
      const [line, ...more] = await requestLines(() => t.app.inject({ method: 'GET', url: '/api/app/user/info/person', headers: { authorization: player.token } }));
      expect(more).toEqual([]);
      expect(line).toMatchObject({ level: INFO, msg: 'request', method: 'GET', url: '/api/app/user/info/person', status: 200, userId: player.id });
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof line.ms).toBe('number');

      const notFound = await requestLines(() => t.app.inject({ method: 'POST', url: '/api/app/no/such/route?x=1', payload: {} }));
      expect(notFound).toEqual([expect.objectContaining({ level: INFO, msg: 'request', method: 'POST', url: '/api/app/no/such/route?x=1', status: 404 })]);
      expect(notFound[0].userId).toBeUndefined();
    });

    it('writes the line as pino would (its fields in order, the process bindings) and keeps any URL readable', async () => {
      const url = '/api/app/no/"such"/r\\oute?q=\u00e9\u8d5b&x=</script>';
      const [line] = await requestLines(() => t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9' } }));
      expect(Object.keys(line)).toEqual(['level', 'time', 'pid', 'hostname', 'reqId', 'method', 'url', 'status', 'ms', 'ip', 'msg']);
      expect(line).toMatchObject({ level: INFO, pid: process.pid, status: 404, msg: 'request' });
      expect(line.url).toBe(new URL(url, 'http://x').pathname + new URL(url, 'http://x').search);
      expect(Math.abs((line as unknown as { time: number }).time - Date.now())).toBeLessThan(5_000);
    });

    it('logs a fault at error: its own line and the fault line share the request id', async () => {
      const lines = await requestLines(() => t.app.inject({ method: 'GET', url: '/test/fault' }));
      const request = lines.filter((line) => line.msg === 'request');
      expect(request).toEqual([expect.objectContaining({ level: ERROR, status: 500, url: '/test/fault' })]);
      const fault = lines.find((line) => line.msg === 'unexpected fault');
      expect(fault?.reqId).toBe(request[0].reqId);
    });
  });

  describe('REQUEST_LOG_SAMPLE=0', () => {
    let t: TestApp;
    let requestLines: (act: () => Promise<unknown>) => Promise<LogLine[]>;
    beforeAll(async () => {
      ({ t, requestLines } = await appWithLog(dialect, 'info', { REQUEST_LOG_SAMPLE: '0', REQUEST_LOG_SLOW_MS: '20' }));
    });
    afterAll(async () => t?.close());

    it('leaves ordinary answers out, but logs a slow one at warn and a fault at error', async () => {
      expect(await requestLines(() => t.app.inject({ method: 'GET', url: '/api/app/no/such/route' }))).toEqual([]);
      expect(await requestLines(() => t.app.inject({ method: 'GET', url: '/test/slow' }))).toEqual([expect.objectContaining({ level: WARN, msg: 'request', status: 200, url: '/test/slow' })]);
      const fault = await requestLines(() => t.app.inject({ method: 'GET', url: '/test/fault' }));
      expect(fault.filter((line) => line.msg === 'request')).toEqual([expect.objectContaining({ level: ERROR, status: 500 })]);
    });
  });

  describe('LOG_LEVEL=warn', () => {
    let t: TestApp;
    let requestLines: (act: () => Promise<unknown>) => Promise<LogLine[]>;
    beforeAll(async () => {
      ({ t, requestLines } = await appWithLog(dialect, 'warn', {}));
    });
    afterAll(async () => t?.close());

    it('drops the info lines and keeps faults', async () => {
      expect(await requestLines(() => t.app.inject({ method: 'GET', url: '/api/app/no/such/route' }))).toEqual([]);
      const fault = await requestLines(() => t.app.inject({ method: 'GET', url: '/test/fault' }));
      expect(fault.filter((line) => line.msg === 'request')).toEqual([expect.objectContaining({ level: ERROR, status: 500 })]);
    });
  });
});

describe('which requests are logged', () => {
  const options = { sample: 0.25, slowMs: 500 };

  it('logs the sampled share of ordinary answers at info, as the draw falls', () => {
    expect(requestLogLevel(200, 3, { ...options, random: () => 0.2 })).toBe('info');
    expect(requestLogLevel(404, 3, { ...options, random: () => 0.25 })).toBeNull();
    expect(requestLogLevel(200, 3, { ...options, sample: 1, random: () => 0.999 })).toBe('info');
    expect(requestLogLevel(200, 3, { ...options, sample: 0, random: () => 0 })).toBeNull();
  });

  it('always logs faults at error and slow answers at warn, whatever the sample', () => {
    const never = { ...options, sample: 0 };
    expect(requestLogLevel(500, 3, never)).toBe('error');
    expect(requestLogLevel(503, 900, never)).toBe('error');
    expect(requestLogLevel(200, 500, never)).toBe('warn');
    expect(requestLogLevel(401, 499, never)).toBeNull();
  });
});

describe('the request line', () => {
  it('is the JSON pino writes, leaving out what is unknown (a public call, a client already gone)', () => {
    const line = { method: 'GET', url: '/a"b\\c?\u8d5b', status: 200, ms: 1.5, ip: undefined, userId: undefined };
    const text = formatRequestLine(30, 1_700_000_000_000, ',"pid":7,"hostname":"h"', 'id-1', line);
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text)).toEqual({ level: 30, time: 1_700_000_000_000, pid: 7, hostname: 'h', reqId: 'id-1', method: 'GET', url: '/a"b\\c?\u8d5b', status: 200, ms: 1.5, msg: 'request' });
    const signedIn = JSON.parse(formatRequestLine(40, 1, '', 'id-2', { ...line, ip: '::1', userId: 42 }));
    expect(Object.keys(signedIn)).toEqual(['level', 'time', 'reqId', 'method', 'url', 'status', 'ms', 'ip', 'userId', 'msg']);
    expect(signedIn).toMatchObject({ level: 40, ip: '::1', userId: 42 });
  });
});
