// Sending email: by SMTP, or into an outbox folder as files that developers and tests can open (reset links,
// order mails); config decides which.
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with it (an invoice PDF): in the .eml; the outbox's .json twin lists their name, type and size. */
  attachments?: MailAttachment[];
  /** A fixed Message-ID for a message that may be sent again (a retried job): mail clients then show it once. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  transport: "smtp" | "outbox";
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}

/**
 * SMTP (MAIL_TRANSPORT=smtp, SMTP_URL); or the outbox: each message is written to the outbox folder as an .eml file
 * (plus a .json twin) so a developer, or a test, can open the link it carries. Config decides which (never the
 * outbox in production unless chosen).
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp = options.transport === "smtp";
  const transport: Transporter = smtp
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (smtp) return;
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const base = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-zA-Z0-9]/g, "").slice(0, 24)}`);
      fs.writeFileSync(`${base}.eml`, info.message as Buffer);
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length }));
      fs.writeFileSync(`${base}.json`, JSON.stringify({ ...message, attachments, from: options.from, sentAt: new Date().toISOString() }, null, 2));
    },
  };
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  size: number;
}

/** A message as the outbox's .json twin keeps it: its attachments named, not their bytes. */
export type OutboxMessage = Omit<MailMessage, "attachments"> & { sentAt: string; attachments?: OutboxAttachment[] };

/** Messages in the outbox, newest last (used by tests and the e2e suite to follow reset links). */
export function readOutbox(outboxDir: string): OutboxMessage[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), "utf8")));
}
