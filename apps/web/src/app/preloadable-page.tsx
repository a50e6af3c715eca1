import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

export interface PreloadablePage<P extends object> {
  Page: ComponentType<P>;
  /** Starts loading the page's chunk; once it has arrived, the page renders without suspending. */
  preload: () => Promise<unknown>;
}

/**
 * A lazy page that renders at once when its chunk has already arrived (issue 23). React.lazy suspends on its
 * first render even then, and React holds back what a suspended boundary reveals for some 300 ms after its
 * fallback showed: level by level, the signed-in first screen painted half a second after its calls had
 * answered. The first-screen pages are preloaded before the app's first render (mount-app.tsx), so they
 * render with it; a page whose chunk is still on its way suspends as any lazy one.
 */
export function preloadablePage<P extends object>(load: () => Promise<ComponentType<P>>): PreloadablePage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: P) {
    // Chosen once per mount, so a page never switches components (and loses its state) under a user.
    const [component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(component, props);
  }
  return { Page, preload };
}
