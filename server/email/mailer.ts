// Sends one message over SMTP with nodemailer; the app gets a Mailer, or null to keep mail in the outbox.
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: { name: string; address: string };
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Kept across a retry, so the two copies are recognisably one message. */
  messageId?: string;
};

export type Mailer = { send: (mail: OutgoingMail) => Promise<{ messageId: string }> };

/** A Mailer over `smtp://` or `smtps://`; short timeouts so a dead server fails the request quickly. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        // the form's values never become headers beyond To and Reply-To, both checked addresses
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
