/**
 * What a loopback stand-in (SMTP server, Twilio, webhook receiver) has received, and a way for
 * a test to wait until a number of items have arrived.
 */
export class Arrivals<T> {
  readonly items: T[] = [];
  private readonly waiters: { count: number; resolve: () => void }[] = [];

  /** `what` names the items in the timeout's message ("mails", "SMS"). */
  constructor(private readonly what: string) {}

  add(item: T): void {
    this.items.push(item);
    for (const waiter of this.waiters) if (this.items.length >= waiter.count) waiter.resolve();
  }

  waitFor(count: number, timeoutMs = 10_000): Promise<T[]> {
    if (this.items.length >= count) return Promise.resolve(this.items);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`expected ${count} ${this.what}, got ${this.items.length}`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve(this.items);
        },
      });
    });
  }
}
