import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressObject } from 'mailparser';
import { SINK_ID } from './smtp-sink.js';

export interface InboxMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  date: string | null;
  text: string;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
}

const LIST_LIMIT = 100;
/** A development inbox: only the latest messages are worth reading. */
const SCAN_LIMIT = 500;

function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? ''));
}

// mailparser takes about 0.4 s of CPU to load: loaded when the inbox is first read.
const parseFile = async (dir: string, id: string) =>
  (await import('mailparser')).simpleParser(await readFile(join(dir, `${id}.eml`)));

async function parse(dir: string, id: string): Promise<InboxMessage> {
  const mail = await parseFile(dir, id);
  return {
    id,
    from: mail.from?.text ?? '',
    to: addressesOf(mail.to),
    subject: mail.subject ?? '',
    date: mail.date?.toISOString() ?? null,
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : null,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      size: attachment.size,
    })),
  };
}

/** The messages the SMTP sink received, newest first; `to` keeps those for one address. */
export async function listInbox(dir: string, to?: string): Promise<InboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => name.slice(0, -'.eml'.length))
    .filter((id) => SINK_ID.test(id))
    .sort()
    .reverse()
    .slice(0, SCAN_LIMIT);
  const messages: InboxMessage[] = [];
  for (const id of ids) {
    const message = await parse(dir, id);
    if (!to || message.to.some((address) => address.toLowerCase() === to.toLowerCase()))
      messages.push(message);
    if (messages.length === LIST_LIMIT) break;
  }
  return messages;
}

/** One message, or null for an id the sink never wrote. */
export async function readInboxMessage(dir: string, id: string): Promise<InboxMessage | null> {
  if (!SINK_ID.test(id)) return null;
  try {
    return await parse(dir, id);
  } catch {
    return null;
  }
}

/** The `index`-th attachment of a message (0-based), or null when there is none. */
export async function readInboxAttachment(
  dir: string,
  id: string,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
  if (!SINK_ID.test(id)) return null;
  try {
    const attachment = (await parseFile(dir, id)).attachments[index];
    return attachment
      ? {
          filename: attachment.filename ?? `adjunto-${index + 1}`,
          contentType: attachment.contentType,
          content: attachment.content,
        }
      : null;
  } catch {
    return null;
  }
}
