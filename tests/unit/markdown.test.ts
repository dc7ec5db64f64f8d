// @vitest-environment jsdom
// (this file reads window, document or localStorage)
import { fillClubPlaceholders } from '@shared/club-placeholders';
import { isSafeImageSource, isSafeLink, renderMarkdown } from '@shared/markdown';
import { describe, expect, it } from 'vitest';

/** What a stolen editor account might paste into a page. */
const hostileSample = [
  '# Club news',
  '<script>alert("script")</script>',
  '<img src="x" onerror="alert(\'img\')">',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<a href="javascript:alert(\'raw\')">raw link</a>',
  '<div onclick="alert(1)" style="position:fixed">click</div>',
  '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [tab](java\tscript:alert(1)) [ent](javascript&colon;alert(1))',
  '[vb](vbscript:msgbox(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) [file](file:///etc/passwd)',
  '[pr](//evil.example) [bs](/\\evil.example)',
  '<javascript:alert(1)> <https://example.org/auto>',
  '![img](javascript:alert(1)) ![gif](data:image/gif;base64,R0lGODlhAQABAAAAACw=) ![plain](http://tracker.example/p.png)',
  '![t](https://example.org/a.png "x\\" onerror=\\"alert(1)")',
  '[ref]: javascript:alert(1)',
  'See [ref].',
].join('\n\n');

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('renderMarkdown with a hostile sample', () => {
  const html = renderMarkdown(hostileSample);
  const root = parse(html);

  it('creates no script, iframe, object or form elements', () => {
    expect(root.querySelectorAll('script, iframe, object, embed, form, style, div[onclick]')).toHaveLength(0);
  });

  it('leaves no event handler attribute on any element', () => {
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames())
        expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
    }
  });

  it('shows raw HTML as text', () => {
    expect(root.textContent).toContain('<script>alert(');
    expect(root.textContent).toContain('<iframe src=');
    expect(root.textContent).toContain('<img src=');
  });

  it('keeps only safe link targets', () => {
    const hrefs = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    // The escaped iframe's address is linkified as an ordinary https link; "/\\evil" stays on this site.
    expect(hrefs).toEqual(['https://evil.example/frame', '/%5Cevil.example', 'https://example.org/auto']);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/|\/[^/\\])/);
  });

  it('keeps only same-site or https images', () => {
    const sources = [...root.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual(['https://example.org/a.png']);
    expect(root.querySelector('img')?.getAttribute('title')).toBe('x" onerror="alert(1)');
  });
});

describe('renderMarkdown for normal text', () => {
  it('renders headings, emphasis, lists and tables', () => {
    const root = parse(
      renderMarkdown('## Rules\n\n**Bold** and *italic*\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |'),
    );
    expect(root.querySelector('h2')?.textContent).toBe('Rules');
    expect(root.querySelector('strong')?.textContent).toBe('Bold');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('.md-table table td')?.textContent).toBe('1');
  });

  it('opens other sites in a new tab without handing them this page', () => {
    const link = parse(renderMarkdown('[USTA](https://www.usta.com)')).querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps same-site, mail and phone links as plain links', () => {
    const root = parse(
      renderMarkdown('[Rules](/rules) [Mail](mailto:info@example.org) [Call](tel:+15550101974) [Top](#top)'),
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/rules',
      'mailto:info@example.org',
      'tel:+15550101974',
      '#top',
    ]);
    expect(links.every((a) => !a.hasAttribute('target'))).toBe(true);
  });

  it('turns bare addresses into links (autolinks)', () => {
    const root = parse(renderMarkdown('Write to info@example.org or see https://example.org/news'));
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:info@example.org',
      'https://example.org/news',
    ]);
  });

  it('shows uploaded images', () => {
    const img = parse(
      renderMarkdown('![Team photo](/api/uploads/content-0123456789abcdef0123456789abcdef.jpg)'),
    ).querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Team photo');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });
});

describe('link checks', () => {
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    'file:///etc/passwd',
    '//evil.example',
    '/\\evil.example',
  ])('refuses %j', (url) => {
    expect(isSafeLink(url)).toBe(false);
  });

  it.each([
    '/about',
    '#section',
    'https://example.org',
    'http://example.org',
    'mailto:a@b.org',
    'tel:+1555',
    'page',
  ])('allows %j', (url) => {
    expect(isSafeLink(url)).toBe(true);
  });

  it('allows images only from this site or https', () => {
    expect(isSafeImageSource('/api/uploads/x.png')).toBe(true);
    expect(isSafeImageSource('https://example.org/x.png')).toBe(true);
    expect(isSafeImageSource('http://example.org/x.png')).toBe(false);
    expect(isSafeImageSource('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeImageSource('javascript:alert(1)')).toBe(false);
  });
});

describe('heading anchors and club details', () => {
  it('gives headings ids for links like /about#volunteering, never the layout’s own ids', () => {
    const root = parse(
      renderMarkdown('## Our story {#history}\n\n## What we do\n\n## What we do\n\n## Main'),
    );
    expect([...root.querySelectorAll('h2')].map((h) => [h.id, h.textContent])).toEqual([
      ['history', 'Our story'],
      ['what-we-do', 'What we do'],
      ['what-we-do-2', 'What we do'],
      ['section-main', 'Main'],
    ]);
  });

  it('fills in {{club.…}} placeholders and leaves unknown ones alone', () => {
    const club = {
      name: 'NJTC Tennis Club',
      shortName: 'NJTC',
      email: 'info@example.org',
      phone: '+1 555 010 1974',
      address: '100 Main Street',
      location: 'Anytown',
      foundedYear: 1974,
    };
    const text =
      'Write to [{{club.email}}](mailto:{{ club.email }}): {{club.name}}, {{club.years}} years. {{club.secret}}';
    expect(fillClubPlaceholders(text, club, new Date('2026-06-01T12:00:00Z'))).toBe(
      'Write to [info@example.org](mailto:info@example.org): NJTC Tennis Club, 52 years. {{club.secret}}',
    );
  });
});
