import { matchRequestUrl, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { API } from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW } from '../test-kit/demo-call';
import { demoHandlers } from '.';

type PathTree = { [key: string]: string | ((...args: string[]) => string) | PathTree };

/** Every call path of the contracts, with sample values for its parameters. */
function everyPath(tree: PathTree, prefix = 'API'): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    const name = `${prefix}.${key}`;
    if (typeof value === 'string') return [[name, value]];
    if (typeof value === 'function') return [[name, value('7')]];
    return everyPath(value, name);
  });
}

describe('the demo build', () => {
  const handlers = demoHandlers(createDemoState(DEMO_NOW)) as HttpHandler[];

  it.each(everyPath(API as unknown as PathTree))('answers %s (%s) in the browser', (_name, path) => {
    const url = new URL(path, 'http://demo.test');
    const matching = handlers.filter(
      (handler) => matchRequestUrl(url, handler.info.path as string, url.origin).matches,
    );
    expect(matching.map((h) => h.info.method)).not.toEqual([]);
  });
});
