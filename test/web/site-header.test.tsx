/**
 * The public header's mobile menu (web/src/app/layout/SiteHeader.tsx, docs/requirements.md#public-header):
 * a press that React handles while it is still hydrating the page (before the page's effects have
 * run) opens the menu, and it stays open: closing the menu "on any navigation" must not treat the
 * page's first render as one.
 */
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/app/layout/SiteHeader';
import { appMessages } from '@/app/messages';

const M = appMessages.nav;

/** Presses the menu toggle in the commit that mounts the header, before its passive effects run. */
function PressOnCommit() {
  useLayoutEffect(() => {
    document.querySelector<HTMLButtonElement>(`button[aria-label="${M.openMenu}"]`)?.click();
  }, []);
  return null;
}

describe('SiteHeader mobile menu', () => {
  it('a press before the first effects have run opens the menu, and it stays open', async () => {
    render(
      <MemoryRouter>
        <SiteHeader />
        <PressOnCommit />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('navigation', { name: M.mobile })).toBeTruthy();
    expect(screen.getByRole('button', { name: M.closeMenu }).getAttribute('aria-expanded')).toBe('true');
  });
});
