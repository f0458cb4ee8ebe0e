import { describe, expect, it } from 'vitest';
import type { ApiNotification } from './notification.ts';
import {
  awaitsVisitor,
  type Device,
  type EntryContext,
  isForDevice,
  type LocalNotification,
  markSeen,
  notificationsForEntry,
  recordShown,
  syncNotifications,
  unseenCount,
} from './rules.ts';

const web: Device = { os: 'Web', version: null };

function api(Id: number, extra: Partial<ApiNotification> = {}): ApiNotification {
  return {
    Id,
    Title: `Notice ${Id}`,
    Message: `<p>${Id}</p>`,
    Link: [],
    IsSilent: false,
    Sticky: 'false',
    IsUpdateButton: false,
    UpdateLink: null,
    TargetOS: null,
    Version: null,
    ...extra,
  };
}
const local = (Id: number, extra: Partial<LocalNotification> = {}): LocalNotification => ({
  ...api(Id),
  seen: false,
  ignore: 0,
  ...extra,
});

/** One arrival at the home screen: what the modal shows, and the list after showing it. */
function visit(list: LocalNotification[], ctx: Partial<EntryContext> = {}) {
  const shown = notificationsForEntry(list, { entry: 'load', laterThisSession: false, device: web, ...ctx });
  return {
    shown: shown.map((n) => n.Id),
    list: recordShown(
      list,
      shown.map((n) => n.Id),
    ),
  };
}

describe('syncNotifications', () => {
  it('adds new ones unseen, removes ones the server dropped, keeps local counts', () => {
    const before = [local(1, { seen: true, ignore: 1 }), local(2, { ignore: 2 })];
    const after = syncNotifications(before, [api(2, { Title: 'Changed' }), api(3)]);
    expect(after).toEqual([
      { ...api(2, { Title: 'Changed' }), seen: false, ignore: 2 },
      { ...api(3), seen: false, ignore: 0 },
    ]);
  });

  it('empties the local list when the server sends none', () => {
    expect(syncNotifications([local(1)], [])).toEqual([]);
  });
});

describe('targeting', () => {
  it('keeps notifications for Web or every platform', () => {
    expect(isForDevice(api(1, { TargetOS: null }), web)).toBe(true);
    expect(isForDevice(api(1, { TargetOS: 'Web' }), web)).toBe(true);
    expect(isForDevice(api(1, { TargetOS: 'Android' }), web)).toBe(false);
    expect(isForDevice(api(1, { TargetOS: 'iOS' }), web)).toBe(false);
  });

  it('applies the version rule to the stored version', () => {
    const old = api(1, { Version: '<2.1.0' });
    expect(isForDevice(old, { os: 'Web', version: '2.0.5' })).toBe(true);
    expect(isForDevice(old, { os: 'Web', version: '2.1.0' })).toBe(false);
    expect(isForDevice(api(1, { Version: '2.1.0' }), { os: 'Web', version: '2.1.0' })).toBe(true);
    expect(isForDevice(api(1, { Version: '2.1.0', TargetOS: 'iOS' }), { os: 'Web', version: '2.1.0' })).toBe(
      false,
    );
  });
});

describe('entry modal', () => {
  it('shows a notification on three entries, then never again', () => {
    let list = [local(1)];
    const shows: number[][] = [];
    for (let i = 0; i < 5; i++) {
      const v = visit(list);
      shows.push(v.shown);
      list = v.list;
    }
    expect(shows).toEqual([[1], [1], [1], [], []]);
    expect(list[0]?.ignore).toBe(3);
  });

  it('keeps showing sticky ones, resetting their ignore count', () => {
    let list = [local(1, { Sticky: 'true', ignore: 7 })];
    for (let i = 0; i < 5; i++) {
      const v = visit(list);
      expect(v.shown).toEqual([1]);
      list = v.list;
    }
    expect(list[0]?.ignore).toBe(0);
  });

  it('does not open when navigating back or after Later in this session', () => {
    const list = [local(1), local(2, { Sticky: 'true' })];
    expect(visit(list, { entry: 'back' }).shown).toEqual([]);
    expect(visit(list, { laterThisSession: true }).shown).toEqual([]);
    expect(visit(list, { entry: 'navigate' }).shown).toEqual([1, 2]);
  });

  it('does not count an entry that showed nothing', () => {
    const list = [local(1, { ignore: 1 })];
    expect(visit(list, { entry: 'back' }).list).toEqual(list);
  });

  it('never shows silent or seen ones, nor ones for another device', () => {
    const list = [
      local(1, { IsSilent: true }),
      local(2, { seen: true }),
      local(3, { TargetOS: 'Android' }),
      local(4, { Version: '<2.0' }),
      local(5),
    ];
    expect(visit(list).shown).toEqual([5]);
    expect(visit(list, { device: { os: 'Web', version: '1.5' } }).shown).toEqual([4, 5]);
  });

  it("'Learn more' marks seen, except sticky ones", () => {
    expect(markSeen(local(1)).seen).toBe(true);
    const sticky = local(2, { Sticky: 'true' });
    expect(markSeen(sticky)).toBe(sticky);
    expect(visit([markSeen(local(1))]).shown).toEqual([]);
    expect(visit([markSeen(sticky)]).shown).toEqual([2]);
  });
});

describe('unseenCount', () => {
  it('counts the notifications the modal would show: meant for this device, unseen, silent ones left out', () => {
    const list = [
      local(1),
      local(2, { seen: true }),
      local(3, { IsSilent: true }),
      local(4, { TargetOS: 'iOS' }),
      local(5, { ignore: 3 }),
      local(6, { ignore: 3, Sticky: 'true' }),
    ];
    // 1 and 6 (sticky keeps coming back): not 2 (seen), 3 (silent), 4 (iOS) or 5 (ignored for good)
    expect(unseenCount(list, web)).toBe(2);
    expect(unseenCount([], web)).toBe(0);
  });

  it('agrees with the modal on every arrival', () => {
    const list = [local(1), local(2, { ignore: 2 }), local(3, { ignore: 3 }), local(4, { IsSilent: true })];
    const shown = notificationsForEntry(list, { entry: 'load', laterThisSession: false, device: web });
    expect(unseenCount(list, web)).toBe(shown.length);
  });
});

describe('the list marks new what awaits the visitor', () => {
  it('marks unseen notifications new, never silent or seen ones', () => {
    expect(awaitsVisitor(local(1))).toBe(true);
    expect(awaitsVisitor(local(2, { seen: true }))).toBe(false);
    expect(awaitsVisitor(local(3, { IsSilent: true }))).toBe(false);
    expect(awaitsVisitor(local(4, { IsSilent: true, Sticky: 'true' }))).toBe(false);
  });
});
