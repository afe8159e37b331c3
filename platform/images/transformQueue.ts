// Transformations are CPU work on a shared machine: a few run at once, a bounded number wait, and the rest are
// turned away at once (503) rather than piling up behind each other.

export class QueueFullError extends Error {
  constructor() {
    super('The platform is busy transforming images; try again shortly');
    this.name = 'QueueFullError';
  }
}

export class TransformQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  /** Runs the task when a slot is free; throws QueueFullError when too many are already waiting. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task, so `running` only drops when nobody waits.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get pending(): number {
    return this.waiting.length;
  }
}
