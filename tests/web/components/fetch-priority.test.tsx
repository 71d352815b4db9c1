// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fetchPriority } from '@/components/ui/fetch-priority';

afterEach(cleanup);

describe('fetchPriority', () => {
  it('puts the HTML attribute on the image, in the browser and in the server render', () => {
    render(
      <>
        <img alt="首图" src="/a.png" {...fetchPriority('high')} />
        <img alt="次图" src="/b.png" {...fetchPriority(undefined)} />
      </>,
    );
    expect(screen.getByAltText('首图').getAttribute('fetchpriority')).toBe('high');
    expect(screen.getByAltText('次图').hasAttribute('fetchpriority')).toBe(false);
    expect(renderToString(<img alt="首图" src="/a.png" {...fetchPriority('low')} />)).toContain('fetchpriority="low"');
  });
});
