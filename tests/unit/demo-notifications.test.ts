// The demo notifications seeded on a first start show every kind the app must handle.
import { describe, expect, it } from 'vitest';
import { demoNotifications } from '../../server/notifications/demo.ts';
import { toApiNotification } from '../../server/notifications/store.ts';
import { ApiNotificationSchema, VERSION_RULE } from '../../tools/notifications/notification.ts';

describe('demo notifications', () => {
  const rows = demoNotifications();

  it('cover every TargetOS, exact and less-than versions, sticky, silent, update buttons, one and many links', () => {
    for (const os of ['Android', 'iOS', 'Web', null])
      expect(
        rows.some((r) => (r.targetOs ?? null) === os),
        String(os),
      ).toBe(true);
    expect(rows.some((r) => r.version?.startsWith('<'))).toBe(true);
    expect(rows.some((r) => r.version && !r.version.startsWith('<'))).toBe(true);
    expect(rows.some((r) => r.sticky)).toBe(true);
    expect(rows.some((r) => r.isSilent)).toBe(true);
    expect(rows.some((r) => r.isUpdateButton && r.updateLink)).toBe(true);
    expect(rows.some((r) => Array.isArray(r.link))).toBe(true);
    expect(rows.some((r) => typeof r.link === 'string')).toBe(true);
  });

  it('are valid API notifications with usable links and version rules', () => {
    rows.forEach((r, i) => {
      const api = toApiNotification({
        id: i + 1,
        createdAt: new Date(0),
        link: null,
        isSilent: false,
        sticky: false,
        isUpdateButton: false,
        updateLink: null,
        targetOs: null,
        version: null,
        ...r,
      });
      expect(ApiNotificationSchema.safeParse(api).success).toBe(true);
      for (const link of [api.Link].flat()) expect(link).toMatch(/^(https:\/\/|\/[a-z])/);
      if (api.Version) expect(api.Version).toMatch(VERSION_RULE);
    });
  });
});
