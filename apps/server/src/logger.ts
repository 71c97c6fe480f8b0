import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  // A person at a terminal gets readable lines; anything else (files, log shippers) gets JSON.
  const isHumanReading = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return pino({
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    // Secrets never reach the log, whatever a handler logs by mistake.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
    ...(isHumanReading
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
