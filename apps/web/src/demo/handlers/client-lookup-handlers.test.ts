import { describe, expect, it } from 'vitest';
import { API, CLIENT_MESSAGES, MESSAGES } from '@ops/contracts';
import type { Client } from '@ops/contracts';
import { createDemoState } from '../data/demo-state';
import { DEMO_NOW, demoCaller } from '../test-kit/demo-call';
import { multipartFile as multipart } from '../test-kit/multipart-file';

const json = (method: string, body: unknown) => ({ method, as: 'SL' as const, body: JSON.stringify(body) });

describe('demo client lookups and logos', () => {
  it('answers the lookups: countries, cities, services and prices', async () => {
    const call = demoCaller();
    const countries = (await call(API.requester.country, { as: 'SL' })).body.data;
    expect(countries).toContainEqual({ country: 'India', currency: 'INR', tax_type: 'GST' });
    expect(countries).toContainEqual({ country: 'United Arab Emirates', currency: 'AED', tax_type: 'VAT' });
    expect((await call(API.requester.cities('United Arab Emirates'), { as: 'SL' })).body.data).toContainEqual(
      {
        city: 'Dubai',
      },
    );
    expect(await call(API.requester.cities('Atlantis'), { as: 'SL' })).toEqual({
      status: 404,
      body: { success: false, message: CLIENT_MESSAGES.countryRequired },
    });

    const services = (await call(API.requester.service, { method: 'POST', as: 'SL' })).body.data as {
      id: number;
      display_txt: string;
    }[];
    expect(services.map((s) => s.display_txt)).toEqual([
      'Translation Services',
      'Presentation Design',
      'Graphic Design',
      'Audio-Video Production',
      'Research & Analytics',
      'Data Processing',
    ]);
    const subs = await call(API.requester.service, json('POST', { service: services[1]!.id }));
    expect(subs.body.data).toEqual([
      { id: 6, display_txt: 'Basic Design', unit_type: 'Pages', code: null },
      { id: 7, display_txt: 'High-End Design', unit_type: 'Pages', code: null },
    ]);
    const price = async (query: string, id = 6) =>
      (await call(`${API.requester.servicePrice(id)}?${query}`, { as: 'SL' })).body;
    expect(await price('currency=USD')).toEqual({ success: true, list_price: '18.00', unit_type: 'Pages' });
    expect((await price('currency=AED')).list_price).toBe('66.11');
    expect((await price('curr=EURO')).list_price).toBe('13.80');
    expect((await price('curr=USD', 7)).list_price).toBeNull();
    expect((await price('currency=USD', 999)).message).toBe(CLIENT_MESSAGES.listPriceNotFoundForSubService);
    expect((await call(`${API.requester.servicePrice(6)}?currency=GBP`, { as: 'SL' })).status).toBe(400);
  });

  it('stores a logo in the browser and answers it at its media path; a fresh state has none of it', async () => {
    const state = createDemoState(DEMO_NOW);
    const call = demoCaller(state);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const saved = await call(API.requester.companyLogo(1), {
      ...multipart('image', 'logo.png', 'image/png', png),
      as: 'OA',
    });
    const logo = (saved.body.data as Client).client_logo!;
    expect(logo).toMatch(/^\/media\/client-logos\/1-\d+\.png$/);
    const text = new FormData();
    text.append('image', new File(['not an image'], 'logo.png'));
    expect(
      (await call(API.requester.companyLogo(1), { method: 'POST', as: 'OA', body: text })).body.message,
    ).toBe(MESSAGES.imageTypeNotAllowed);
    expect(state.clientArea.logos.has(logo)).toBe(true);
    expect(createDemoState(DEMO_NOW).clients[0]!.client_logo).toBeNull();
  });
});
