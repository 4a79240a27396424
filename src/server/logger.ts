import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/** What a request's line carries (http/request-log.ts), drawn in the line's text when pretty. */
const REQUEST_FIELDS = 'method,path,status,ms';

/**
 * One readable line per entry for a person at a terminal (development): the time, the level, the
 * module, the message and, for a request, "POST /api/orders → 201 (48 ms)"; other fields follow on
 * the same line. Written synchronously, like the JSON.
 */
function prettyLines(to?: NodeJS.WritableStream): pino.DestinationStream {
  return pretty({
    ...(to ? { destination: to } : {}),
    colorize: !to && Boolean(process.stdout.isTTY),
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: `pid,hostname,service,reqId,module,${REQUEST_FIELDS}`,
    messageFormat: '{if module}[{module}] {end}{msg}{if method} {method} {path} → {status} ({ms} ms){end}',
    sync: true,
  });
}

/**
 * Structured logs; secrets that might ride along in objects are redacted. JSON lines by default
 * (production, tests); `pretty` for people (LOG_FORMAT, the default in development).
 */
export function createLogger(
  level: string,
  destination?: pino.DestinationStream | 'pretty' | 'json',
  /** Where pretty lines go (standard output when not given). */
  prettyTo?: NodeJS.WritableStream,
): Logger {
  return pino(
    {
      level,
      base: { service: 'shop' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', 'authorization', '*.authorization', 'cookie', '*.cookie'],
        remove: true,
      },
    },
    destination === 'pretty' ? prettyLines(prettyTo) : destination === 'json' ? undefined : destination,
  );
}
