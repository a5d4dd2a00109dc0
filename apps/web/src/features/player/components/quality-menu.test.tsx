// The quality menu of a streamed lesson: a menu button that says what plays, Auto and each
// rendition as radio items, driven by the keyboard as by the pointer.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QualityMenu } from './quality-menu';

const options = [
  { index: 2, label: '1080p' },
  { index: 1, label: '720p' },
  { index: 0, label: '360p' },
];

describe('QualityMenu', () => {
  it('is a menu button naming the quality, Auto with the rendition Auto plays', () => {
    render(<QualityMenu options={options} selected={-1} playing={1} onSelect={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Quality: Auto (720p)' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('lists Auto and every rendition, the chosen one checked, and picks one with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QualityMenu options={options} selected={-1} playing={0} onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Quality: Auto (360p)' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Auto360p', '1080p', '720p', '360p']);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false']);
    // The first item has the focus; two down is 720p.
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('names a chosen rendition on its button, and goes back to Auto', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<QualityMenu options={options} selected={2} playing={2} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: 'Quality: 1080p' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: '1080p' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(menu).getByRole('menuitemradio', { name: /^Auto/ }));
    expect(onSelect).toHaveBeenCalledWith(-1);
  });

  it('says Auto alone until a rendition is known', () => {
    render(<QualityMenu options={options} selected={-1} playing={null} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Quality: Auto' })).toBeTruthy();
  });
});
