// Sends SMS codes. The default provider needs no outside account: it logs the code and, outside production, keeps it in an outbox for /api/dev.
import { type FastifyBaseLogger } from 'fastify';

export interface SmsProvider {
  sendCode(phone: string, code: string): Promise<void>;
}

export class LogSmsProvider implements SmsProvider {
  /** Last code per phone; absent in production so no code is ever readable there. */
  readonly outbox: Map<string, { code: string; sentAt: number }> | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    keepOutbox: boolean,
  ) {
    this.outbox = keepOutbox ? new Map() : undefined;
  }

  async sendCode(phone: string, code: string): Promise<void> {
    this.log.info({ phone, code }, 'SMS verification code (log provider)');
    this.outbox?.set(phone, { code, sentAt: Date.now() });
  }
}
