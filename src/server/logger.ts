import pino, { type Logger } from 'pino';

/** Structured JSON logs; secrets that might ride along in objects are redacted. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
    destination,
  );
}
