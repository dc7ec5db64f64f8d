import { AppError } from './app-error';

/**
 * Open server-sent event streams of one process, counted per client address and in total
 * (issue 18: 120 streams from one address after a minute). A stream takes a slot when it
 * opens and gives it back when it ends; a process holds its own connections, so the caps are
 * per process. Each stream also has a maximum lifetime (the live route closes it; the browser's
 * EventSource reconnects by itself), so slots of forgotten tabs come back.
 */
export interface StreamSlotLimits {
  perAddress: number;
  total: number;
  /** A stream is closed after this long; the client reconnects. */
  maxLifetimeMs: number;
}

export class StreamSlots {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(readonly limits: StreamSlotLimits) {}

  /** Takes a slot for `address`, or throws 429 (this address) / 503 (this server) with Retry-After. */
  take(address: string): () => void {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many live pages are open from your network. Close a few tabs; this page will reconnect.',
        { retryAfter: 30 },
      );
    }
    if (this.open >= this.limits.total) {
      throw new AppError('UNAVAILABLE', 'The live updates are busy right now; this page will reconnect.', {
        retryAfter: 30,
      });
    }
    this.byAddress.set(address, mine + 1);
    this.open++;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.open--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }

  get openCount(): number {
    return this.open;
  }
}
