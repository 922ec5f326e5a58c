// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './helpers';

async function renderLanding() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1 });
}

describe('landing page', () => {
  it('has one h1 inside main, a banner and a footer', async () => {
    await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('header and hero buttons go to /auth', async () => {
    await renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(within(header).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toMatch(/^\/auth/);
    expect(within(header).getByRole('button', { name: /^Theme:/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toMatch(/^\/auth/);
    expect(screen.getByRole('link', { name: 'Watch Demo' }).getAttribute('href')).toBe('/auth');
    expect(screen.getAllByText('14-day free trial, no credit card').length).toBeGreaterThan(0);
  });

  it('shows the six features', async () => {
    await renderLanding();
    for (const name of ['Script Library', 'Track Progress', 'Community', 'AI Studio', 'Project Incubator', 'Pro Toolkit']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
  });

  it('speaks to actors, musicians and speakers', async () => {
    await renderLanding();
    for (const name of ['Actors', 'Musicians', 'Speakers']) expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
  });

  it('shows six testimonials rated 5 out of 5', async () => {
    await renderLanding();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
    expect(screen.getAllByRole('figure')).toHaveLength(6);
  });

  it('shows the student discount and the student prices', async () => {
    await renderLanding();
    expect(screen.getByRole('heading', { level: 2, name: '25% off for students' })).toBeTruthy();
    for (const term of ['Upload proof of enrolment', 'Discount applied within 24 hours', 'Renewed annually', 'Students must be 16 or older']) {
      expect(screen.getByText(term)).toBeTruthy();
    }
    const prices = [
      ['Studio Member', '$49/month', '$36.75'],
      ['Pro', '$79/month', '$59.25'],
      ['Elite', '$149/month', '$111.75'],
    ];
    for (const [plan, regular, student] of prices) {
      const card = screen.getByRole('heading', { level: 3, name: plan }).parentElement as HTMLElement;
      expect(card.textContent).toContain(regular);
      expect(card.textContent).toContain(student);
    }
  });

  it('has the lead form and footer columns with real links', async () => {
    await renderLanding();
    expect(screen.getByRole('form', { name: 'Get started' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    for (const column of ['Product', 'Resources', 'Company', 'Legal']) {
      expect(within(footer).getByRole('navigation', { name: column })).toBeTruthy();
    }
    const hrefs = within(footer).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/pricing', '/blog', '/faq', '/help', '/privacy-policy', '/terms-of-service']));
  });
});
