// Demo notifications for a first start: every TargetOS, exact and 'less than' versions, sticky, silent,
// update buttons. Operator data, not catalog data, so a catalog import never wipes what operators publish.
import type { Database } from '../data/db/client.ts';
import { notifications } from '../data/db/schema.ts';

type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'createdAt'>;

export function demoNotifications(): NewNotification[] {
  return [
    {
      title: 'New: find brake drums by number',
      message: '<p>Type any <strong>drum number</strong> on the home screen to see the matching drum.</p>',
      link: '/hub/replacement-drum',
      isSilent: false,
      sticky: false,
      isUpdateButton: false,
      updateLink: null,
      targetOs: null,
      version: null,
    },
    {
      title: 'Update available for Android',
      message: '<p>Version 3.2.0 adds the rotor casting search. Please update.</p>',
      link: null,
      isSilent: false,
      sticky: false,
      isUpdateButton: true,
      updateLink: 'https://play.google.com/store/apps/details?id=example.wheelend',
      targetOs: 'Android',
      version: '<3.2.0',
    },
    {
      title: 'Update available for iPhone and iPad',
      message: '<p>This version of the app is no longer supported. Update to keep finding parts.</p>',
      link: null,
      isSilent: false,
      sticky: true,
      isUpdateButton: true,
      updateLink: 'https://apps.apple.com/app/id000000000',
      targetOs: 'iOS',
      version: '<3.1.0',
    },
    {
      title: 'PreSet Plus warranty',
      message:
        '<p>PreSet hubs installed with a <em>PreSet Plus spindle nut</em> carry a 5 year/500,000 mile warranty.</p>',
      link: [
        'https://www.example.com/literature/preset-plus-warranty.pdf',
        'https://www.example.com/literature/preset-plus-spindle-nut-install.pdf',
      ],
      isSilent: false,
      sticky: true,
      isUpdateButton: false,
      updateLink: null,
      targetOs: 'Web',
      version: null,
    },
    {
      title: 'Catalog refreshed',
      message: '<p>The parts catalog was refreshed with new rotor kits.</p>',
      link: null,
      isSilent: true,
      sticky: false,
      isUpdateButton: false,
      updateLink: null,
      targetOs: null,
      version: null,
    },
    {
      title: 'Known issue in 3.0.4',
      message: '<p>Version 3.0.4 may show an empty results page on slow networks. Pull down to reload.</p>',
      link: '/help',
      isSilent: false,
      sticky: false,
      isUpdateButton: false,
      updateLink: null,
      targetOs: 'Android',
      version: '3.0.4',
    },
    {
      title: 'Welcome to the new iOS app',
      message: '<p>Thanks for updating. Your saved searches moved with you.</p>',
      link: null,
      isSilent: false,
      sticky: false,
      isUpdateButton: false,
      updateLink: null,
      targetOs: 'iOS',
      version: '3.1.0',
    },
  ];
}

/** Inserts the demo notifications when the table is empty; returns how many were added. */
export async function seedDemoNotifications(db: Database): Promise<number> {
  const existing = await db.select({ id: notifications.id }).from(notifications).limit(1);
  if (existing.length) return 0;
  const rows = demoNotifications();
  await db.insert(notifications).values(rows);
  return rows.length;
}
