import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyScreen } from '../../../web/src/app/lazy-screen';

const Page = () => createElement('h1', null, 'Yakındaki etkinlikler');

/** What one render shows, inside a Suspense boundary as the router puts screens. */
const firstRender = (Screen: ComponentType) =>
  renderToString(createElement(Suspense, { fallback: 'Sayfa yükleniyor...' }, createElement(Screen)));

describe('a lazy screen', () => {
  it('renders at once, without its fallback, when its chunk was preloaded', async () => {
    const { Screen, preload } = lazyScreen(() => Promise.resolve({ default: Page }));
    await preload();
    expect(firstRender(Screen)).toContain('Yakındaki etkinlikler');
  });

  it('shows the fallback while its chunk is still loading', () => {
    const { Screen } = lazyScreen(() => new Promise(() => undefined));
    expect(firstRender(Screen)).toContain('Sayfa yükleniyor...');
  });

  it('loads its chunk once, however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const { preload } = lazyScreen(load);
    await Promise.all([preload(), preload()]);
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries its chunk again after a failed load', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Page });
    const { Screen, preload } = lazyScreen(load);
    await expect(preload()).rejects.toThrow('chunk failed');
    await preload();
    expect(firstRender(Screen)).toContain('Yakındaki etkinlikler');
  });
});
