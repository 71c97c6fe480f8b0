import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  return pino({
    level: config.NODE_ENV === 'test' ? 'silent' : config.LOG_LEVEL,
    // Secrets never reach the log, whatever a handler logs by mistake.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  });
}
