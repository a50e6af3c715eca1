import { API, CLIENT_MESSAGES } from '@ops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '@/test/api-client.js';
import { buildTestApp, type TestApp } from '@/test/build-app.js';
import { findSubService } from '@/test/catalogue.js';
import { buildSignedInUser } from '@/test/factories.js';

let t: TestApp;
let api: ApiClient;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = apiClient(t.app);
  token = (await buildSignedInUser(t.app, { userType: 'OU' })).token;
});
afterAll(() => t.close());

describe('countries and cities', () => {
  it('lists countries with currency and tax type', async () => {
    const data = (await api.get(API.requester.country, token)).json().data;
    expect(data.length).toBeGreaterThan(200);
    expect(data).toContainEqual({ country: 'India', currency: 'INR', tax_type: 'GST' });
    expect(data).toContainEqual({ country: 'United Arab Emirates', currency: 'AED', tax_type: 'VAT' });
  });

  it('lists the cities of a country, and refuses an unknown one', async () => {
    const india = (await api.get(API.requester.cities('India'), token)).json().data;
    expect(india).toContainEqual({ city: 'Mumbai' });
    expect((await api.get(API.requester.cities('United Kingdom'), token)).json().data).toContainEqual({
      city: 'London',
    });
    const unknown = await api.get(API.requester.cities('Atlantis'), token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CLIENT_MESSAGES.countryRequired);
  });
});

describe('services and prices', () => {
  it('lists services, then a service’s sub-services', async () => {
    const services = (await api.post(API.requester.service, {}, token)).json().data;
    expect(services.map((s: { display_txt: string }) => s.display_txt)).toEqual([
      'Translation Services',
      'Presentation Design',
      'Graphic Design',
      'Audio-Video Production',
      'Research & Analytics',
      'Data Processing',
    ]);
    const subs = (await api.post(API.requester.service, { service: services[1].id }, token)).json().data;
    expect(subs).toEqual([
      { id: expect.any(Number), display_txt: 'Basic Design', unit_type: 'Pages', code: null },
      { id: expect.any(Number), display_txt: 'High-End Design', unit_type: 'Pages', code: null },
    ]);
  });

  it('answers list prices with ?currency= and MSLA prices with ?curr=', async () => {
    const basic = await findSubService(api, token, 'Basic Design');
    const highEnd = await findSubService(api, token, 'High-End Design');
    const price = (q: string, id = basic) =>
      api.get(`${API.requester.servicePrice(id)}?${q}`, token).then((r) => r.json());
    expect(await price('currency=USD')).toEqual({ success: true, list_price: '18.00', unit_type: 'Pages' });
    expect((await price('currency=AED')).list_price).toBe('66.11');
    expect((await price('curr=EURO')).list_price).toBe('13.80');
    expect((await price('curr=USD', highEnd)).list_price).toBeNull();
    const missing = await api.get(`${API.requester.servicePrice(999999)}?currency=USD`, token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CLIENT_MESSAGES.listPriceNotFoundForSubService);
    expect((await api.get(`${API.requester.servicePrice(basic)}?currency=GBP`, token)).statusCode).toBe(400);
  });
});
