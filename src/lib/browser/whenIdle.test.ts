/** @jest-environment jsdom */
import { whenIdle } from './whenIdle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

it('runs the task in an idle callback, with the latest time it may wait', () => {
  const calls: { timeout?: number }[] = [];
  let idle: IdleRequestCallback | null = null;
  window.requestIdleCallback = (callback, options) => {
    idle = callback;
    calls.push(options ?? {});
    return 7;
  };
  window.cancelIdleCallback = jest.fn();
  const task = jest.fn();
  whenIdle(task, { timeoutMs: 3000, fallbackMs: 500 });
  expect(task).not.toHaveBeenCalled();
  expect(calls).toEqual([{ timeout: 3000 }]);
  idle!({ didTimeout: false, timeRemaining: () => 10 });
  expect(task).toHaveBeenCalledTimes(1);
});

it('runs it after a while where the browser has no idle callback, and can be cancelled', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  whenIdle(task, { timeoutMs: 3000, fallbackMs: 500 });
  jest.advanceTimersByTime(499);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
  const other = jest.fn();
  const cancel = whenIdle(other, { timeoutMs: 3000, fallbackMs: 500 });
  cancel();
  jest.advanceTimersByTime(1000);
  expect(other).not.toHaveBeenCalled();
});
