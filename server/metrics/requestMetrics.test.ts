import { routeKind } from './requestMetrics';

describe('routeKind', () => {
  const libraries = ['image-library', 'asset-library'];
  it.each([
    ['/', 'page'],
    ['/about/history', 'page'],
    ['/healthz', 'health'],
    ['/metrics', 'metrics'],
    ['/static/main.0123.js', 'static'],
    ['/api/delivery/projects/website/nodes/root', 'delivery-proxy'],
    ['/api/deliveryish', 'page'],
    ['/account/login', 'account'],
    ['/Account/Login', 'account'],
    ['/image-library/photos/rose.jpg', 'library-proxy'],
    ['/IMAGE-LIBRARY/x.png', 'library-proxy'],
    ['/video-library/clip.mp4', 'page'],
    ['/image-library-guide', 'page'],
  ])('%s is a %s request', (path, kind) => {
    expect(routeKind(path, libraries)).toBe(kind);
  });
});
