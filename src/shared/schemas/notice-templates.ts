import {
  isNoticeTemplateKey,
  type NoticeTemplateKey,
  noticeTemplateLimits,
  type PlaceholderInfo,
  placeholderProblem,
} from '../notice-templates';
import { z } from '../zod';

/**
 * A template's subject and body as an admin saves or previews them (issue 22 §3). The placeholder
 * check needs the notice's key, so the key is in the body too (the route's :key must match it).
 */
export const noticeTemplateDraftSchema = z
  .object({
    key: z.string().refine(isNoticeTemplateKey, 'No such notice.'),
    subject: z
      .string()
      .trim()
      .min(1, 'Write a subject.')
      .max(
        noticeTemplateLimits.subjectMax,
        `The subject is at most ${noticeTemplateLimits.subjectMax} characters.`,
      )
      .refine((s) => !/[\r\n]/.test(s), 'The subject is one line.'),
    body: z
      .string()
      .trim()
      .min(1, 'Write the message.')
      .max(
        noticeTemplateLimits.bodyMax,
        `The message is at most ${noticeTemplateLimits.bodyMax} characters.`,
      ),
  })
  .superRefine((draft, ctx) => {
    if (!isNoticeTemplateKey(draft.key)) return;
    for (const field of ['subject', 'body'] as const) {
      const problem = placeholderProblem(draft.key, draft[field]);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
export type NoticeTemplateDraft = z.input<typeof noticeTemplateDraftSchema>;

/** One template as the admin page lists it. */
export interface NoticeTemplateView {
  key: NoticeTemplateKey;
  title: string;
  recipient: string;
  delivery: 'always' | 'choice';
  subject: string;
  body: string;
  isEdited: boolean;
  updatedAt: string | null;
  updatedByName: string | null;
  placeholders: Array<{ name: string } & PlaceholderInfo>;
}

export interface NoticeTemplateChange {
  id: number;
  key: NoticeTemplateKey;
  action: 'saved' | 'reset';
  byName: string;
  at: string;
}

export interface NoticeTemplateList {
  templates: NoticeTemplateView[];
  /** The latest changes (the audit trail), newest first. */
  changes: NoticeTemplateChange[];
}

/** The preview: as a recipient would read it, with example values. */
export interface NoticeTemplatePreview {
  subject: string;
  html: string;
  text: string;
}
