import "server-only";
import nodemailer from "nodemailer";
import type { EmailAttachment } from "./attachments";
import type { MailSettings } from "./mail-settings";

export type OutgoingEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox row's id: a mail client that sees the same message twice (a crash after sending) shows it once. */
  messageId: string;
  unsubscribeUrl: string;
  attachments: EmailAttachment[];
};

export type Mailer = { send(email: OutgoingEmail): Promise<void>; close(): void };

/** Nodemailer's SMTP transport for SMTP_URL (STARTTLS on 587 when the server offers it, TLS from the start on smtps://). */
export function createMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  const domain = new URL(settings.appUrl).hostname;
  return {
    send: async (email) => {
      await transport.sendMail({
        from: settings.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.messageId}@${domain}>`,
        list: { unsubscribe: email.unsubscribeUrl },
        attachments: email.attachments,
      });
    },
    close: () => transport.close(),
  };
}
