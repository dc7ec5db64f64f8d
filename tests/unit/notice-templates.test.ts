import { renderMarkdown } from '@shared/markdown';
import {
  exampleValuesOf,
  fillNoticePlaceholders,
  noticeTemplateDefaults,
  noticeTemplateKeys,
  placeholderProblem,
  unknownPlaceholders,
} from '@shared/notice-templates';
import { noticeTemplateDraftSchema } from '@shared/schemas/notice-templates';
import { describe, expect, it } from 'vitest';

describe('notice templates', () => {
  it('every default uses only its own placeholders', () => {
    for (const key of noticeTemplateKeys) {
      const { subject, body } = noticeTemplateDefaults[key];
      expect(placeholderProblem(key, subject), `${key} subject`).toBeNull();
      expect(placeholderProblem(key, body), `${key} body`).toBeNull();
    }
  });

  it("names unknown placeholders (another notice's too) and unclosed braces", () => {
    expect(unknownPlaceholders('payment-received', '{{team.name}} {{ member.name }} {{x}} {{x}}')).toEqual([
      'team.name',
      'x',
    ]);
    expect(placeholderProblem('team-approved', 'Hi {{member.name}')).toMatch(/not closed/);
    const parsed = noticeTemplateDraftSchema.safeParse({
      key: 'team-approved',
      subject: 'Hi {{amount}}',
      body: 'ok',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['subject']);
  });

  it('shows typed values as text in the Markdown body, never as links or markup', () => {
    const values = {
      'member.name': '[Click](https://evil.example) **Boss**\nHeader: x',
      'team.link': 'https://club.example/teams/1',
    };
    const markdown = fillNoticePlaceholders('Hi {{member.name}}, see {{team.link}}', values, {
      markdown: true,
    });
    const html = renderMarkdown(markdown);
    expect(html).not.toContain('href="https://evil.example"');
    expect(html).not.toContain('<strong>');
    expect(html).toContain('<a href="https://club.example/teams/1"');
    // The plain-text part keeps the value as typed, on one line.
    expect(fillNoticePlaceholders('{{member.name}}', values, { markdown: false })).toBe(
      '[Click](https://evil.example) **Boss** Header: x',
    );
  });

  it('shows a list placeholder (a digest) as list items, each escaped like a typed value', () => {
    const values = {
      'digest.list': 'Pat *Player* (NTRP 3.5)\n[Evil](https://evil.example)\n\n# Not a heading',
    };
    const html = renderMarkdown(
      fillNoticePlaceholders('New:\n\n{{digest.list}}', values, { markdown: true }),
    );
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).not.toContain('<em>');
    expect(html).not.toContain('href="https://evil.example"');
    expect(html).not.toContain('<h1');
    expect(fillNoticePlaceholders('{{digest.list}}', values, { markdown: false })).toBe(
      '- Pat *Player* (NTRP 3.5)\n- [Evil](https://evil.example)\n- # Not a heading',
    );
  });

  it('has an example value for every placeholder (the preview)', () => {
    for (const key of noticeTemplateKeys) {
      expect(Object.values(exampleValuesOf(key)).every((v) => v.length > 0)).toBe(true);
    }
  });
});
