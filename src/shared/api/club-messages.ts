import { boardStaff } from '../access';
import type {
  AudienceOption,
  attachmentUploadQuerySchema,
  MessageAttachment,
  MessageDetail,
  MessageLists,
  MessagePreview,
  MessageSummary,
  messageDraftSchema,
  RecordMessages,
  sendMessageSchema,
} from '../schemas/club-messages';
import type {
  ImportSubscribersResult,
  importSubscribersSchema,
  SubscriberRow,
  subscriberListQuerySchema,
} from '../schemas/newsletter';
import type { Page } from '../schemas/paging';
import { route, withCsv } from './define';

/** Club messages (issue 22 §1): compose, preview, test, send, and read a sent message. */
export const clubMessagesApi = {
  list: route('GET /api/messages', 'signedIn').answers<MessageLists>(),
  audiences: route('GET /api/messages/audiences', 'signedIn').answers<{ audiences: AudienceOption[] }>(),
  preview: route('POST /api/messages/preview', 'signedIn')
    .body<typeof messageDraftSchema>()
    .answers<MessagePreview>(),
  /** Sends the draft, as its first recipient would get it, to the sender only. */
  test: route('POST /api/messages/test', 'signedIn')
    .body<typeof messageDraftSchema>()
    .answers<{ sentTo: string }>(),
  send: route('POST /api/messages', 'signedIn').body<typeof sendMessageSchema>().answers<MessageSummary>(),
  get: route('GET /api/messages/:id', 'signedIn').answers<MessageDetail>(),
  /**
   * The messages sent to a team's or an event's people, as its page lists them (issue 22 §1):
   * each one only to whom it was for. :kind is team, event or tournament.
   */
  about: route('GET /api/messages/about/:kind/:id', 'signedIn').answers<RecordMessages>(),
  /** A file for the message being written (PDF or image); sent with it by its id. */
  uploadAttachment: route('POST /api/messages/attachments', 'signedIn')
    .query<typeof attachmentUploadQuerySchema>()
    .upload('file')
    .answers<MessageAttachment>(),
  /**
   * A sent message's file, for the message's readers only (the domain decides, 404 otherwise):
   * public because a newsletter issue's files are as public as its archive.
   */
  attachment: route('GET /api/messages/:id/attachments/:attachmentId', 'public').answers<Blob>(),
};

/** The newsletter's public archive and the board's subscribers list (issue 22 §2). */
export const newsletterIssuesApi = withCsv(
  {
    // The newsletter's archive is public; its subscribers are the board's (issue 22 §2).
    issues: route('GET /api/newsletter/issues', 'public').answers<{ issues: MessageSummary[] }>(),
    issue: route('GET /api/newsletter/issues/:id', 'public').answers<MessageDetail>(),
    subscribers: route('GET /api/admin/newsletter/subscribers', boardStaff)
      .query<typeof subscriberListQuerySchema>()
      .answers<Page<SubscriberRow>>(),
    remove: route('DELETE /api/admin/newsletter/subscribers/:id', boardStaff).answers<void>(),
    import: route('POST /api/admin/newsletter/subscribers/import', boardStaff)
      .body<typeof importSubscribersSchema>()
      .answers<ImportSubscribersResult>(),
  },
  { subscribersCsv: 'subscribers' },
);
