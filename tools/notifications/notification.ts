// The notification as the API sends it (GET /api/v11/aftermarketnotification) and as operators create it.
import { z } from 'zod';
import { isLinkTarget } from '../internal-path.ts';
import { storedText } from '../stored-text.ts';

export const TARGET_OS = ['Android', 'iOS', 'Web'] as const;
export type TargetOS = (typeof TARGET_OS)[number];

/** '2.1.0' matches that version exactly; '<2.1.0' matches every lower version. */
export const VERSION_RULE = /^<?\d+(\.\d+){0,3}$/;

const linkText = z
  .string()
  .trim()
  .max(2000)
  .refine(isLinkTarget, 'must be an http(s) URL or a path like /hub (one leading /, no \\)');

/** One notification in the original API's shape; Sticky is a string as in the original API. */
export const ApiNotificationSchema = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Message: z.string(),
  Link: z.union([z.string(), z.array(z.string())]),
  IsSilent: z.boolean(),
  Sticky: z.enum(['true', 'false']),
  IsUpdateButton: z.boolean(),
  UpdateLink: z.string().nullable(),
  TargetOS: z.enum(TARGET_OS).nullable(),
  Version: z.string().nullable(),
});
export type ApiNotification = z.infer<typeof ApiNotificationSchema>;

export const ApiNotificationListSchema = z.array(ApiNotificationSchema);

/** What an operator supplies to create a notification (admin API body and CLI flags). */
export const NotificationInputSchema = z
  .object({
    Title: storedText(200).trim().min(1),
    Message: storedText(20_000, { multiline: true }).trim().min(1),
    Link: z.union([linkText, z.array(linkText).max(10)]).default([]),
    IsSilent: z.boolean().default(false),
    Sticky: z.boolean().default(false),
    IsUpdateButton: z.boolean().default(false),
    UpdateLink: linkText.nullable().default(null),
    TargetOS: z.enum(TARGET_OS).nullable().default(null),
    Version: storedText(40).trim().regex(VERSION_RULE, "use '2.1.0' or '<2.1.0'").nullable().default(null),
  })
  .strict()
  .refine((n) => !n.IsUpdateButton || n.UpdateLink, {
    message: 'an update button needs an UpdateLink',
    path: ['UpdateLink'],
  });
export type NotificationInput = z.output<typeof NotificationInputSchema>;
