// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LEAD_DUPLICATE_MESSAGE, LEAD_REQUIRED_MESSAGE } from '../../../functions/domain/leads/lead';
import { LeadForm } from '../../../web/src/pages/landing/LeadForm';
import { LEAD_GENERIC_ERROR_MESSAGE, LEAD_SUCCESS_MESSAGE } from '../../../web/src/pages/landing/lead-form-messages';
import { renderWithProviders } from './helpers';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(...answers: (Response | Error | Promise<Response>)[]) {
  const fetchMock = vi.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockReturnValueOnce(Promise.resolve(answer));
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const phoneInput = () => screen.getByLabelText(/Phone/) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Get Started Free|Sending/ });

function fill(values: { name?: string; email?: string; phone?: string }) {
  if (values.name !== undefined) fireEvent.change(nameInput(), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(emailInput(), { target: { value: values.email } });
  if (values.phone !== undefined) fireEvent.change(phoneInput(), { target: { value: values.phone } });
}

describe('landing lead form', () => {
  it('has labelled inputs, an email-type email field and an optional phone', () => {
    renderWithProviders(<LeadForm />);
    expect(emailInput().type).toBe('email');
    expect(phoneInput().type).toBe('tel');
    expect(screen.getByText('(optional)')).toBeTruthy();
  });

  it.each([
    ['both blank', { name: '', email: '' }],
    ['name blank', { name: '   ', email: 'ada@example.com' }],
    ['email blank', { name: 'Ada', email: '   ' }],
  ])('%s: shows the required message and sends nothing', async (_label, values) => {
    const fetchMock = mockFetch();
    renderWithProviders(<LeadForm />);
    fill(values);
    fireEvent.click(submitButton());
    expect(await screen.findByText(LEAD_REQUIRED_MESSAGE)).toBeTruthy();
    expect(LEAD_REQUIRED_MESSAGE).toBe('Please fill in name and email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the trimmed, lowercased lead, thanks the visitor and clears the form', async () => {
    const fetchMock = mockFetch(jsonResponse(201, { id: 'l-1', status: 'new' }));
    renderWithProviders(<LeadForm />);
    fill({ name: '  Ada Lovelace ', email: '  Ada@Example.COM ', phone: ' 555 0100 ' });
    fireEvent.click(submitButton());

    expect(await screen.findByText(LEAD_SUCCESS_MESSAGE)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '555 0100',
      source: 'landing_page',
    });
    await waitFor(() => expect(nameInput().value).toBe(''));
    expect(emailInput().value).toBe('');
    expect(phoneInput().value).toBe('');
  });

  it('sends phone as null when left empty', async () => {
    const fetchMock = mockFetch(jsonResponse(201, {}));
    renderWithProviders(<LeadForm />);
    fill({ name: 'Ada', email: 'ada@example.com' });
    fireEvent.click(submitButton());
    await screen.findByText(LEAD_SUCCESS_MESSAGE);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string).phone).toBeNull();
  });

  it('disables the button and shows progress while sending', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<LeadForm />);
    fill({ name: 'Ada', email: 'ada@example.com' });
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(submitButton().textContent).toContain('Sending...');
    answer(jsonResponse(201, {}));
    await screen.findByText(LEAD_SUCCESS_MESSAGE);
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('409: says the email is already registered and keeps the input', async () => {
    mockFetch(jsonResponse(409, { message: 'Conflict' }));
    renderWithProviders(<LeadForm />);
    fill({ name: 'Ada', email: 'ada@example.com' });
    fireEvent.click(submitButton());
    expect(await screen.findByText(LEAD_DUPLICATE_MESSAGE)).toBeTruthy();
    expect(LEAD_DUPLICATE_MESSAGE).toBe('This email is already registered!');
    expect(emailInput().value).toBe('ada@example.com');
  });

  it("400: shows the server's message", async () => {
    mockFetch(jsonResponse(400, { message: 'Name must be at most 120 characters' }));
    renderWithProviders(<LeadForm />);
    fill({ name: 'Ada', email: 'ada@example.com' });
    fireEvent.click(submitButton());
    expect(await screen.findByText('Name must be at most 120 characters')).toBeTruthy();
  });

  it.each([
    ['a 500', () => jsonResponse(500, { message: 'Internal error' })],
    ['a 503 without a body', () => new Response('', { status: 503 })],
    ['a network failure', () => new TypeError('Failed to fetch')],
  ])('%s: shows the generic message', async (_label, answer) => {
    mockFetch(answer());
    renderWithProviders(<LeadForm />);
    fill({ name: 'Ada', email: 'ada@example.com' });
    fireEvent.click(submitButton());
    expect(await screen.findByText(LEAD_GENERIC_ERROR_MESSAGE)).toBeTruthy();
    expect(LEAD_GENERIC_ERROR_MESSAGE).toBe('Something went wrong. Please try again.');
  });
});
