// Our own SVG drawings: parts drawn from their dimensions, filter values from their meaning, a placeholder
// for unknown ids; every image id the demo catalog hands out has a real drawing.
import { describe, expect, it } from 'vitest';
import { renderImage } from '../../server/images/render.ts';
import { pgliteClient } from '../support/pglite-client.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const svg = async (id: string) => {
  const res = await t.get(`/images/${id}.svg`, null);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  return res.text();
};

describe('images', () => {
  it('draws a hub cross-section that marks its stud standout and bolt pattern', async () => {
    const body = await svg('hub-10082200');
    expect(body).toContain('standout 3.12" (79 mm)');
    expect(body).toContain('10 studs on 11.25"');
    expect(body).toContain('pilot 8.78"');
    expect(body).not.toContain('No image');
  });

  it('draws rotors, drums and studs from their dimensions', async () => {
    expect(await svg('rotor-10083733')).toContain('U-Section rotor 10083733');
    expect(await svg('rotor-10083733')).toContain('15.35" (390 mm)');
    const drum = await svg('drum-10600001');
    expect(drum).toContain('A 15.00"');
    expect(drum).toContain('C 8.78"');
    expect(await svg('stud-10086580')).toContain('A 2.25"');
  });

  it('draws filter values from what they mean', async () => {
    expect(await svg('fv-whlps-2')).toContain('on the hub pilot');
    expect(await svg('fv-rotor-type-6')).toContain('Splined rotor');
    expect(await svg('fv-flgty-1')).toContain('Circular rotor flange');
    expect(await svg('AL-FF-0500')).toContain('Aluminum');
  });

  it('serves a placeholder for unknown ids', async () => {
    expect(await svg('hub-99999999')).toContain('No image');
    expect(await svg('nothing-here')).toContain('No image');
  });

  it('serves an image by guid with the .png suffix the spec names, as the same drawing', async () => {
    const res = await t.get('/images/fv-flgty-1.png', null);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(await svg('fv-flgty-1'));
  });

  it('has a real drawing for every image id the catalog uses', async () => {
    const guids = new Set<string>();
    const { rows } = await pgliteClient(t.db).query<{ g: string }>(
      `select distinct g from (
         select jsonb_array_elements(images)->>'ImageGuid' g from hub_assemblies
         union select jsonb_array_elements(images)->>'ImageGuid' from brake_rotors
         union select jsonb_array_elements(images)->>'ImageGuid' from brake_drums
         union select jsonb_array_elements(images)->>'ImageGuid' from studs
         union select jsonb_array_elements(images)->>'ImageGuid' from aftermarket_parts
         union select image_guid from filter_values where image_guid is not null
         union select image_guid from aftermarket_hub_details
         union select image_guid from rebuild_kits where image_guid is not null
         union select image_guid from bearing_filter_details where image_guid is not null) x order by g`,
    );
    for (const { g } of rows) guids.add(g);
    expect(guids.size).toBeGreaterThan(1000);
    const missing: string[] = [];
    for (const g of guids) if ((await renderImage(g, t.db)).includes('No image')) missing.push(g);
    expect(missing).toEqual([]);
  });
});
