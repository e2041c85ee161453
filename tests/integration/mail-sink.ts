import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { MailSettings } from "@/lib/server/notifications/mail-settings";

export type ReceivedEmail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The text/calendar attachment: its part headers (file name) and content, empty when there is none. */
  calendar: { headers: string; body: string };
  raw: string;
};

/** Quoted-printable as Nodemailer writes long lines: soft breaks and =XX escapes. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** The decoded body of the message's first part of this type, and its part headers. */
function partOf(raw: string, type: string): { headers: string; body: string } {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  const start = raw.indexOf(`Content-Type: ${type}`);
  if (!boundary || start < 0) return { headers: "", body: "" };
  const headersEnd = raw.indexOf("\r\n\r\n", start);
  const headers = raw.slice(start, headersEnd);
  const body = raw.slice(headersEnd + 4);
  const encoded = body.slice(0, body.indexOf(`\r\n--${boundary}`));
  return {
    headers,
    body: /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(encoded, "base64").toString("utf8")
      : decodeQuotedPrintable(encoded),
  };
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
          text: partOf(raw, "text/plain").body,
          html: partOf(raw, "text/html").body,
          calendar: partOf(raw, "text/calendar"),
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
