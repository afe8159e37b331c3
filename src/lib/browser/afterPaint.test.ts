/** @jest-environment jsdom */
import { afterPaintWhenIdle } from './afterPaint';

let frames: FrameRequestCallback[] = [];
let idles: { callback: IdleRequestCallback; timeout?: number }[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  idles = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  window.requestIdleCallback = (callback, options) => idles.push({ callback, timeout: options?.timeout });
  window.cancelIdleCallback = (handle) => {
    idles.splice(handle - 1, 1);
  };
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

/** The browser draws its next frame, then runs the tasks queued from it. */
function paint() {
  for (const frame of frames.splice(0)) frame(performance.now());
  jest.advanceTimersByTime(0);
}

function goIdle() {
  for (const { callback } of idles.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
}

it('runs the work at an idle moment after the next frame, waiting for that moment at most the time given', () => {
  const work = jest.fn();
  afterPaintWhenIdle(work, { timeoutMs: 300 });
  goIdle();
  expect(work).not.toHaveBeenCalled();
  paint();
  expect(work).not.toHaveBeenCalled();
  expect(idles.map((idle) => idle.timeout)).toEqual([300]);
  goIdle();
  expect(work).toHaveBeenCalledTimes(1);
});

it('can be cancelled before the frame and between the frame and the idle moment', () => {
  const beforeFrame = jest.fn();
  afterPaintWhenIdle(beforeFrame, { timeoutMs: 300 })();
  paint();
  goIdle();
  jest.advanceTimersByTime(1000);
  expect(beforeFrame).not.toHaveBeenCalled();

  const afterFrame = jest.fn();
  const cancel = afterPaintWhenIdle(afterFrame, { timeoutMs: 300 });
  paint();
  cancel();
  goIdle();
  jest.advanceTimersByTime(1000);
  expect(afterFrame).not.toHaveBeenCalled();
});
