/**
 * Background work of a gateway that goes in rounds, one at a time (the owner's outbox, the
 * subscribers' sender, the Webmention queues): `kick` asks for a round now, or right after the one
 * under way when there is one (never two at once, never a kick lost); `every` kicks on a timer
 * too, for what other gateways wrote; `stop` lets the round under way finish.
 */
export class Rounds {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private over = false;

  constructor(
    private readonly round: () => Promise<void>,
    /** What a round that threw is told with (logged); the next kick tries again. */
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Whether `stop` was called: a long round checks it between its steps. */
  get stopped(): boolean {
    return this.over;
  }

  /** Kicks now and every `ms` (the timer keeps no process alive). */
  every(ms: number): void {
    this.timer = setInterval(() => this.kick(), ms).unref();
    this.kick();
  }

  kick(): void {
    if (this.over) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch(this.failed)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** No round starts any more; resolves once the one under way is done. */
  async stop(): Promise<void> {
    this.over = true;
    clearInterval(this.timer);
    await this.running;
  }
}
