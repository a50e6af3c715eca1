import { describe, expect, it } from 'vitest';
import { serviceCategoryOf } from './service-category.js';

describe('serviceCategoryOf', () => {
  it.each([
    ['Translation Services', 'TR'],
    ['Presentation Design', 'PD'],
    ['Graphic Design', 'GD'],
    ['Audio-Video Production', 'AV'],
    ['Research & Analytics', 'RA'],
    ['Data Processing', 'DP'],
    ['EZW Workflow Tool', 'EZW'],
    ['Catering', 'UNK'],
  ])('%s is %s', (name, code) => {
    expect(serviceCategoryOf(name)).toBe(code);
  });
});
