// POST /api/v15/hubassembly/jobparts/email: emails a hub's job parts list through the calculator's mail
// pipeline (limits, outbox, escaping). The client names the list (hub, mode, ends); the body is built here
// from the jobParts tool, never from part data a client sends.
import { Hono } from 'hono';
import { z } from 'zod';
import { JobPartsInput } from '../../tools/catalog/job-parts.ts';
import type { JobPartsData } from '../../tools/engine/shared/job-parts-data.ts';
import { tools } from '../../tools/index.ts';
import { runTool } from '../../tools/tool.ts';
import type { AppEnv } from '../app-env.ts';
import { emailAddress, type MailRouteDeps } from '../email/email-fields.ts';
import { jobPartsEmailSubject, renderJobPartsHtml, renderJobPartsText } from '../email/job-parts-email.ts';
import { sendThroughOutbox } from '../email/send-through-outbox.ts';
import { ownOrEmbedOriginOnly } from '../http/allowed-origin.ts';
import { AppError } from '../http/errors.ts';
import type { RouteDoc } from '../http/route-doc.ts';
import { validate } from '../http/validate.ts';

const SendJobPartsEmailBody = JobPartsInput.extend({
  // one line (no CR/LF: the address becomes a header), at most 254 characters, an address
  recipientEmail: emailAddress,
}).strict();
export type SendJobPartsEmailBody = z.input<typeof SendJobPartsEmailBody>;

/**
 * A note's document as an email can open it: an address of another site as it is, a path of this app
 * (the default document folder, '/documents/…') under PUBLIC_URL; none where no address is configured.
 */
function mailableUrl(url: string | null, publicUrl: string | null): string | null {
  if (!url || /^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && publicUrl ? `${publicUrl}${url}` : null;
}

function withMailableNotes(data: JobPartsData, publicUrl: string | null): JobPartsData {
  const [replace, rebuild] = data.lists.map((list) => ({
    ...list,
    notes: list.notes.map((n) => ({ ...n, url: mailableUrl(n.url, publicUrl) })),
  }));
  return replace && rebuild ? { ...data, lists: [replace, rebuild] } : data;
}

export function sendJobPartsEmailRoutes(deps: MailRouteDeps) {
  const { trustProxy, frameAncestors } = deps;
  return new Hono<AppEnv>().post(
    '/hubassembly/jobparts/email',
    ownOrEmbedOriginOnly({ frameAncestors, trustProxy }),
    // the body's size limit is the app's (server/http/body-limits.ts), checked before any route
    validate('json', SendJobPartsEmailBody),
    async (c) => {
      const { recipientEmail, ...which } = c.req.valid('json');
      const [found] = (await runTool(tools.jobParts, which, c.var.tools)).Results;
      if (!found) throw new AppError('not_found', 'We have no hub assembly with this number');
      // the configured address only: the request's Host is the sender's to choose
      const publicUrl = deps.mail.publicUrl ?? null;
      const link = publicUrl ? `${publicUrl}${found.route}` : null;
      const data = withMailableNotes(found, publicUrl);
      // no session: a repeat is not recognised, so the delivery is sent or stored
      const { outboxId, delivery } = await sendThroughOutbox(c, deps, {
        sessionId: null,
        to: { name: '', address: recipientEmail },
        rendered: {
          subject: jobPartsEmailSubject(data),
          text: renderJobPartsText(data, link),
          html: renderJobPartsHtml(data, link),
        },
        failureLog: 'job list email failed',
      });
      return c.json({ Status: 'OK' as const, Delivery: delivery, OutboxId: outboxId });
    },
  );
}

export const sendJobPartsEmailDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/v15/hubassembly/jobparts/email',
    tag: 'Hub assemblies',
    summary: "Emails a hub's job parts list",
    description:
      'The list is built on the server from the hub number, mode and ends (the jobParts tool), with the ' +
      'link to its page; the same mail pipeline as SendEmail: sent over SMTP when configured, else kept ' +
      'in the outbox (Delivery stored); 502 email_failed when the SMTP server fails (the outbox keeps the ' +
      'email, marked failed); 429 when a per-client or per-recipient limit is reached; 403 for a browser ' +
      'call from another site. Unknown hub: 404.',
    body: SendJobPartsEmailBody,
    errors: ['forbidden', 'not_found', 'rate_limited', 'email_failed'],
    response: z.object({
      Status: z.literal('OK'),
      Delivery: z.enum(['sent', 'stored']),
      OutboxId: z.number().int(),
    }),
  },
];
