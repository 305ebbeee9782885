// At most N requests in flight; the others wait, looking for a free slot every poll interval (spec §7, §9).
export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class RequestSlots {
  private inFlight = 0;

  constructor(
    private readonly max: number,
    private readonly pollMs: number,
    private readonly wait: Sleep = sleep,
  ) {}

  get active(): number {
    return this.inFlight;
  }

  async acquire(): Promise<void> {
    while (this.inFlight >= this.max) await this.wait(this.pollMs);
    this.inFlight += 1;
  }

  release(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }
}
