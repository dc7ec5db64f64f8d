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
import { answer, defineRoute, schema, upload } from './define';

/** Club messages (issue 22 §1): compose, preview, test, send, and read a sent message. */
export const clubMessagesApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/messages',
    access: 'signedIn',
    answer: answer<MessageLists>(),
  }),
  audiences: defineRoute({
    method: 'GET',
    path: '/api/messages/audiences',
    access: 'signedIn',
    answer: answer<{ audiences: AudienceOption[] }>(),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/messages/preview',
    access: 'signedIn',
    body: schema<typeof messageDraftSchema>(),
    answer: answer<MessagePreview>(),
  }),
  /** Sends the draft, as its first recipient would get it, to the sender only. */
  test: defineRoute({
    method: 'POST',
    path: '/api/messages/test',
    access: 'signedIn',
    body: schema<typeof messageDraftSchema>(),
    answer: answer<{ sentTo: string }>(),
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/messages',
    access: 'signedIn',
    body: schema<typeof sendMessageSchema>(),
    answer: answer<MessageSummary>(),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/messages/:id',
    access: 'signedIn',
    answer: answer<MessageDetail>(),
  }),
  /**
   * The messages sent to a team's or an event's people, as its page lists them (issue 22 §1):
   * each one only to whom it was for. :kind is team, event or tournament.
   */
  about: defineRoute({
    method: 'GET',
    path: '/api/messages/about/:kind/:id',
    access: 'signedIn',
    answer: answer<RecordMessages>(),
  }),
  /** A file for the message being written (PDF or image); sent with it by its id. */
  uploadAttachment: defineRoute({
    method: 'POST',
    path: '/api/messages/attachments',
    access: 'signedIn',
    query: schema<typeof attachmentUploadQuerySchema>(),
    upload: upload('file'),
    answer: answer<MessageAttachment>(),
  }),
  /**
   * A sent message's file, for the message's readers only (the domain decides, 404 otherwise):
   * public because a newsletter issue's files are as public as its archive.
   */
  attachment: defineRoute({
    method: 'GET',
    path: '/api/messages/:id/attachments/:attachmentId',
    access: 'public',
    answer: answer<Blob>(),
  }),
};

/** The newsletter's public archive and the board's subscribers list (issue 22 §2). */
export const newsletterIssuesApi = {
  issues: defineRoute({
    method: 'GET',
    path: '/api/newsletter/issues',
    // The newsletter's archive is public; its subscribers are the board's (issue 22 §2).
    access: 'public',
    answer: answer<{ issues: MessageSummary[] }>(),
  }),
  issue: defineRoute({
    method: 'GET',
    path: '/api/newsletter/issues/:id',
    access: 'public',
    answer: answer<MessageDetail>(),
  }),
  subscribers: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter/subscribers',
    access: boardStaff,
    query: schema<typeof subscriberListQuerySchema>(),
    answer: answer<Page<SubscriberRow>>(),
  }),
  subscribersCsv: defineRoute({
    method: 'GET',
    path: '/api/admin/newsletter/subscribers.csv',
    access: boardStaff,
    query: schema<typeof subscriberListQuerySchema>(),
    answer: answer<string>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/newsletter/subscribers/:id',
    access: boardStaff,
    answer: answer<void>(),
  }),
  import: defineRoute({
    method: 'POST',
    path: '/api/admin/newsletter/subscribers/import',
    access: boardStaff,
    body: schema<typeof importSubscribersSchema>(),
    answer: answer<ImportSubscribersResult>(),
  }),
};
