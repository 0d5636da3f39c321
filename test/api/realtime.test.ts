/**
 * Realtime (docs/requirements.md#notifications, docs/architecture.md#realtime-and-schedule): an admin socket that joined the admin room
 * receives `new-cv-upload` within 2 s of an upload; sockets without a valid admin token are refused.
 */

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { NewCvUploadMessage } from '../../functions/contract/schemas/notifications.js';
import type { ResumeUploadResponse } from '../../functions/contract/schemas/resume.js';
import { dynamo } from '../../functions/core/clients.js';
import { getItem, tableName } from '../../functions/core/data/db.js';
import { indexKeys, keys } from '../../functions/core/data/keys.js';
import {
  api,
  baseUrl,
  eventually,
  PDF,
  postToS3,
  seededAdminToken,
  uniqueEmail,
  uploadBody,
} from '../support/api.js';
import { makePdf } from '../support/files.js';
import { applyStackEnv } from '../support/stack.js';
import { tokenFor } from '../support/users.js';

beforeAll(() => applyStackEnv());

const wsUrl = (token: string) => `${baseUrl().replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;
const open: WebSocket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

/** Opens a socket and joins the admin room; resolves once the join was sent. */
function connect(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(token));
    open.push(socket);
    socket.once('open', () => {
      socket.send(JSON.stringify({ action: 'join-admin' }));
      // The join is handled asynchronously by the gateway: give it a moment before uploading.
      setTimeout(() => resolve(socket), 300);
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

/** The first `new-cv-upload` message for `email`. */
function nextUpload(socket: WebSocket, email: string): Promise<NewCvUploadMessage> {
  return new Promise((resolve) => {
    socket.on('message', (raw) => {
      const msg = JSON.parse(String(raw)) as NewCvUploadMessage;
      if (msg.type === 'new-cv-upload' && msg.notification.cvData.email === email) resolve(msg);
    });
  });
}

describe('admin WebSocket', () => {
  it('every joined admin socket receives new-cv-upload within 2 s of the upload', async () => {
    const token = await seededAdminToken();
    const [a, b] = await Promise.all([connect(token), connect(token)]);
    const email = uniqueEmail('live');
    const pdf = await makePdf('Eoin Walsh', email);
    const gotA = nextUpload(a, email);
    const gotB = nextUpload(b, email);
    const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
      body: uploadBody(pdf, { name: 'Eoin Walsh', email }),
    });
    await postToS3(res.body.data!.upload, pdf, PDF);
    const uploadedAt = Date.now();
    const [msgA, msgB] = await Promise.all([gotA, gotB]);
    expect(Date.now() - uploadedAt).toBeLessThan(2000);
    expect(msgA.notification).toMatchObject({
      type: 'cv_upload',
      isReadByAdmin: false,
      cvData: { _id: res.body.data!.resumeId, name: 'Eoin Walsh', email },
    });
    expect(msgB.notification._id).toBe(msgA.notification._id);
  });

  it.each([
    ['no token', ''],
    ['a malformed token', 'not.a.jwt'],
  ])('%s is refused', async (_l, token) => {
    await expect(connect(token)).rejects.toThrow(/refused: 401|refused: 403/);
  });

  it('a candidate token is refused', async () => {
    await expect(connect(await tokenFor('candidate'))).rejects.toThrow(/refused: 40[13]/);
  });

  it('a connection the gateway no longer knows (410 Gone) is deleted by the next broadcast', async () => {
    const token = await seededAdminToken();
    const gone = await connect(token);
    const live = await connect(token);
    gone.terminate();
    // A connection left behind in the room (its $disconnect never arrived, as API Gateway allows).
    const stale = `stale-${Date.now()}`;
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.connection(stale),
          ...indexKeys.adminConnection(stale),
          connectionId: stale,
          adminId: 'x',
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    const email = uniqueEmail('after');
    const pdf = await makePdf('Cian Barry', email);
    const got = nextUpload(live, email);
    const res = await api<ResumeUploadResponse>('POST', '/resume/upload', {
      body: uploadBody(pdf, { name: 'Cian Barry', email }),
    });
    await postToS3(res.body.data!.upload, pdf, PDF);
    expect((await got).notification.cvData.email).toBe(email);
    await eventually(async () => ((await getItem(keys.connection(stale), true)) ? undefined : true));
  });
});
