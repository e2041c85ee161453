import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { MailSettings } from "@/lib/server/notifications/mail-settings";

export type ReceivedEmail = { to: string[]; subject: string; text: string; html: string; raw: string };

/** Quoted-printable as Nodemailer writes long lines: soft breaks and =XX escapes. */
const decodeQuotedPrintable = (body: string) =>
  body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function partOf(raw: string, type: string): string {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (!boundary || start < 0) return "";
  const body = raw.slice(raw.indexOf("\r\n\r\n", start) + 4);
  return decodeQuotedPrintable(body.slice(0, body.indexOf(`\r\n--${boundary}`)));
}

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuse` makes it answer every message
 * with a temporary failure (451), as a mail server that is down for maintenance would.
 */
export async function startMailSink() {
  const received: ReceivedEmail[] = [];
  const state = { refuse: false, attempts: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        state.attempts += 1;
        if (state.refuse) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? "",
          text: partOf(raw, "text/plain"),
          html: partOf(raw, "text/html"),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  const settings: MailSettings = {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Sweeps <sweeps@example.test>",
    appUrl: "http://sweeps.example.test",
  };
  return {
    settings,
    received,
    state,
    to: (email: string) => received.filter((message) => message.to.includes(email)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
