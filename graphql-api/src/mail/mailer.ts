// Sending email: by SMTP, or into an outbox folder as files that developers and tests can open (reset links,
// order mails); config decides which.
import fs from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
      fs.writeFileSync(`${base}.json`, JSON.stringify({ ...message, from: options.from, sentAt: new Date().toISOString() }, null, 2));
    },
  };
}

/** Messages in the outbox, newest last (used by tests and the e2e suite to follow reset links). */
export function readOutbox(outboxDir: string): (MailMessage & { sentAt: string })[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outboxDir, f), "utf8")));
}
