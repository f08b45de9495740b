import type { Db } from '#server/db/client.ts';
import { contactSubmissions } from '#server/db/schema.ts';

export interface ContactMessage {
  formId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip: string;
}

/** Keeps a contact form message for the newsroom's inbox (decisions §10), before any mail is sent. */
export async function storeContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.insert(contactSubmissions).values(message);
}
