import { createRequestGate } from './requestGate';

/** Whether `promise` has settled by the time the microtasks queued now have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the dev server’s request gate', () => {
  it('lets requests through while nothing has changed', async () => {
    expect(await settled(createRequestGate().passed())).toBe(true);
  });

  it('holds requests after a change until a build that began after it serves', async () => {
    const gate = createRequestGate();
    gate.changed(1_000);
    const held = gate.passed();
    gate.served(900);
    expect(await settled(held)).toBe(false);
    gate.served(1_000);
    expect(await settled(held)).toBe(true);
  });

  it('waits for the latest of several changes', async () => {
    const gate = createRequestGate();
    gate.changed(1_000);
    gate.changed(2_000);
    gate.served(1_500);
    expect(await settled(gate.passed())).toBe(false);
    gate.served(2_500);
    expect(await settled(gate.passed())).toBe(true);
  });

  it('lets everything through when released', async () => {
    const gate = createRequestGate();
    gate.changed(1_000);
    gate.release();
    expect(await settled(gate.passed())).toBe(true);
  });
});
