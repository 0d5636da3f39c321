/**
 * The landing page's contact form in Chromium (docs/requirements.md#contact-form): an invalid submit shows
 * the one validation text and sends nothing; a valid one shows Sending..., then Sent with the
 * green thanks, and the message is stored for the company.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../../functions/core/clients.js';
import { tableName } from '../../functions/core/data/db.js';
import { partitions } from '../../functions/core/data/keys.js';
import { eventually, uniqueEmail } from '../support/api.js';
import { launchBrowser } from '../support/browser.js';
import { applyStackEnv } from '../support/stack.js';
import { gotoHome, openPage, VIEWPORTS } from './public-helpers.js';

let browser: Browser;
beforeAll(async () => {
  applyStackEnv();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function storedMessages(email: string) {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: partitions.contactMessages.index,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partitions.contactMessages.pk },
      ScanIndexForward: false,
      Limit: 200,
    }),
  );
  return (out.Items ?? []).filter((m) => m.email === email);
}

describe('Contact form in Chromium', () => {
  it('refuses an invalid message, then sends a valid one', async () => {
    const email = uniqueEmail('contact-e2e');
    const { context, page, errors } = await openPage(browser, VIEWPORTS.mobile, { popupSeen: true });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/contact')) posts.push(r.postData() ?? '');
    });
    await gotoHome(page, '#contact');
    const form = page.locator('form[aria-labelledby="contact-form-heading"]');
    await form.waitFor();

    await form.getByLabel('Name').fill('Eoin Barry');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please fill all fields correctly (message ≥ 10 chars).').waitFor();
    expect(posts).toEqual([]);

    await form
      .getByLabel('Message')
      .fill('Could you tell me when the next evening Cloud Computing class starts?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Sent' }).waitFor({ timeout: 10_000 });
    await form.getByText("Thanks! We'll get back to you soon.").waitFor();
    expect(await form.getByRole('button', { name: 'Sent' }).isDisabled()).toBe(true);
    expect(await form.getByLabel('Message').inputValue()).toBe('');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ name: 'Eoin Barry', email, website: '' });
    expect(errors).toEqual([]);
    await context.close();

    const [stored] = await eventually(async () => {
      const found = await storedMessages(email);
      return found.length ? found : undefined;
    });
    expect(stored).toMatchObject({ name: 'Eoin Barry', delivery: 'ses' });
  });
});
