import { describe, expect, it } from 'vitest';
import { api, busSettled, cloud, getItem, idToken, mailTo, queryPartition, recentEvents, redeliver, uniqueEmail } from '../support/cloud';

describe('lead capture through the local cloud', () => {
  it('stores the lead, publishes lead.captured, and mails the studio and the lead once each', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await api('/api/leads', { method: 'POST', json: { name: '  Rita Moreno ', email: `  ${email.toUpperCase()} `, phone: '555-0100' } });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Rita Moreno', email: email.toLowerCase(), phone: '555-0100', status: 'new', source: 'landing_page' });

    const item = await getItem(`LEAD#${email.toLowerCase()}`, 'LEAD');
    expect(item).toMatchObject({ type: 'Lead', status: 'new', email: email.toLowerCase() });

    await busSettled();
    const [thankYou] = await mailTo(email.toLowerCase());
    expect(thankYou?.subject).toBe('Thanks for your interest in Greenroom');
    const studio = (await mailTo(cloud().env.STUDIO_INBOX!)).filter((mail) => mail.body.text?.includes(email.toLowerCase()));
    expect(studio).toHaveLength(1);
    expect(studio[0]!.replyTo).toContain(email.toLowerCase());

    const published = (await recentEvents()).filter((event) => event.detail?.data?.email === email.toLowerCase());
    expect(published).toHaveLength(1);
    expect(published[0]!['detail-type']).toBe('lead.captured');
    expect(await queryPartition(`OUTBOX#${published[0]!.detail.eventId}`)).toEqual([]);
  });

  it('answers a duplicate email with 409 and writes nothing more', async () => {
    const email = uniqueEmail('dup');
    expect((await api('/api/leads', { method: 'POST', json: { name: 'First', email } })).status).toBe(201);
    const again = await api('/api/leads', { method: 'POST', json: { name: 'Second', email: email.toUpperCase() } });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'This email is already registered!' });
    expect(await queryPartition(`LEAD#${email}`)).toEqual([expect.objectContaining({ name: 'First' })]);
    await busSettled();
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('sends each mail once when the same event is delivered again', async () => {
    const email = uniqueEmail('replay');
    await api('/api/leads', { method: 'POST', json: { name: 'Replay', email } });
    await busSettled();
    const event = (await recentEvents()).find((e) => e.detail?.data?.email === email);
    expect(event).toBeDefined();

    await redeliver(event);
    await redeliver({ ...event, id: 'a-different-delivery-id' });

    expect(await mailTo(email)).toHaveLength(1);
    const studio = (await mailTo(cloud().env.STUDIO_INBOX!)).filter((mail) => mail.body.text?.includes(email));
    expect(studio).toHaveLength(1);
  });

  it.each([
    ['no body at all', undefined, 'Please fill in name and email'],
    ['a blank name', { name: '   ', email: 'x@example.com' }, 'Please fill in name and email'],
    ['a missing email', { name: 'Nobody' }, 'Please fill in name and email'],
    ['a malformed email', { name: 'Nobody', email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a non-string phone', { name: 'Nobody', email: 'n@example.com', phone: 42 }, 'Phone must be text'],
  ])('rejects %s with 400 and writes nothing', async (_label, json, message) => {
    const email = (json as { email?: string } | undefined)?.email;
    const response = await api('/api/leads', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    if (email) expect(await getItem(`LEAD#${email}`, 'LEAD')).toBeUndefined();
  });

  it('rejects a body that is not JSON with 400', async () => {
    const response = await api('/api/leads', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body must be valid JSON');
  });
});

describe('the gateway', () => {
  it('serves the OpenAPI document generated from the route table', async () => {
    const response = await api('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(response.body.paths['/api/leads'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await api('/api/nothing-here');
    expect(response.status).toBe(404);
  });
});

describe('listing leads (admin CRM)', () => {
  it('refuses anyone without a session', async () => {
    expect((await api('/api/leads')).status).toBe(401);
  });

  it('pages through leads newest first for an admin, one page at a time', async () => {
    const token = await idToken('admin@greenroom.local');
    const emails = [uniqueEmail('page-a'), uniqueEmail('page-b'), uniqueEmail('page-c')];
    for (const email of emails) await api('/api/leads', { method: 'POST', json: { name: 'Pager', email } });

    const first = await api('/api/leads?limit=2', { token });
    expect(first.status).toBe(200);
    expect(first.body.items.map((lead: { email: string }) => lead.email)).toEqual([emails[2], emails[1]]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api(`/api/leads?limit=1&cursor=${first.body.nextCursor}`, { token });
    expect(second.body.items[0].email).toBe(emails[0]);
  });

  it('rejects a bad limit or a forged cursor with 400', async () => {
    const token = await idToken('admin@greenroom.local');
    expect((await api('/api/leads?limit=0', { token })).body.message).toBe('limit must be at least 1');
    expect((await api('/api/leads?limit=abc', { token })).status).toBe(400);
    expect((await api('/api/leads?cursor=bm90LWpzb24', { token })).body.message).toBe('cursor is not valid');
  });

  it('refuses a student', async () => {
    expect((await api('/api/leads', { token: await idToken('student@greenroom.local') })).status).toBe(403);
  });
});
