/**
 * Contact form messages (docs/requirements.md#contact-form): one item per message, listed newest first
 * in the `CONTACTS` partition and removed by TTL after the 90 days the privacy policy promises.
 */
import { CV_LIMITS } from '../../contract/cv-policy.js';
import { putNew, transact, update } from './db.js';
import { indexKeys, keys } from './keys.js';

/** How the company was told about a message: mail sent (`ses`), not at all (mail off), or a failed send. */
export type ContactDelivery = 'pending' | 'ses' | 'off' | 'failed';

/** A stored contact message. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  delivery: ContactDelivery;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Stores a new message (delivery `pending`). The same 90-day retention as CVs applies (privacy
 * policy): DynamoDB's TTL deletes the item afterwards.
 */
export async function putContactMessage(message: Omit<ContactMessage, 'delivery'>): Promise<ContactMessage> {
  const item: ContactMessage = { ...message, delivery: 'pending' };
  const expiresAt = Math.floor(Date.parse(message.createdAt) / 1000) + CV_LIMITS.retentionDays * DAY_SECONDS;
  await transact([
    putNew({
      ...keys.contactMessage(message.id),
      ...indexKeys.contactMessage(message),
      ...item,
      ttl: expiresAt,
    }),
  ]);
  return item;
}

/** Records how the message was delivered. */
export async function setContactDelivery(id: string, delivery: ContactDelivery): Promise<void> {
  await update(keys.contactMessage(id), { set: { delivery } }, { expression: 'attribute_exists(pk)' });
}
