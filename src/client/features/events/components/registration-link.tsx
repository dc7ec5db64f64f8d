import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import type { AnswerOf } from '@shared/api/define';
import { registrationsApi } from '@shared/api/events';
import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRegistrationLink } from '../api/registration-link-api';

/** The column a registration link's page shows its one card (or problem) in. */
export function LinkPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">{children}</div>;
}

/** A link that cannot be used: incomplete, unknown, expired. */
function LinkProblem({ title, message }: { title: string; message: string }) {
  return (
    <LinkPage>
      <ErrorAlert title={title}>
        <p>{message}</p>
      </ErrorAlert>
    </LinkPage>
  );
}

/** A registration link's card: its heading (with a tick once done), then what it says and offers. */
export function LinkCard({
  id,
  title,
  isDone = false,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: ReactNode;
  isDone?: boolean;
  children: ReactNode;
}) {
  return (
    <LinkPage>
      <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby={id}>
        {isDone ? <CheckCircle2 aria-hidden="true" className="size-10 text-link" /> : null}
        <h2 id={id} className="font-bold text-2xl">
          {title}
        </h2>
        {children}
      </section>
    </LinkPage>
  );
}

/** The registration links the club e-mails, with what their pages say when the link fails. */
const registrationLinks = {
  cancel: {
    preview: registrationsApi.previewCancel,
    action: registrationsApi.cancel,
    incompleteMessage:
      'Please open the cancel link from your confirmation e-mail again, or copy the whole address.',
    unreadableTitle: 'We could not open this registration',
  },
  confirm: {
    preview: registrationsApi.previewConfirm,
    action: registrationsApi.confirm,
    incompleteMessage: 'Please open the link from your e-mail again, or copy the whole address.',
    unreadableTitle: 'We could not open this sign-up',
  },
} as const;
type RegistrationLinks = typeof registrationLinks;

/** What a link's page shows once the link is read: what it is about, and its button's POST. */
export interface LinkViewProps<K extends keyof RegistrationLinks> {
  view: AnswerOf<RegistrationLinks[K]['preview']>;
  action: UseMutationResult<AnswerOf<RegistrationLinks[K]['action']>, Error, void>;
}

/**
 * The page of a registration's e-mailed link (?token=…): a problem when the address lost its
 * token or the server does not know it, else `View` with what the link is about.
 */
export function RegistrationLink<K extends keyof RegistrationLinks>({
  kind,
  View,
}: {
  kind: K;
  View: (props: LinkViewProps<K>) => ReactNode;
}) {
  const link = registrationLinks[kind];
  const { token, preview, action } = useRegistrationLink(link.preview, link.action);
  if (!token) return <LinkProblem title="This link is incomplete" message={link.incompleteMessage} />;
  if (preview.isPending) return <PageLoading />;
  if (preview.isError) return <LinkProblem title={link.unreadableTitle} message={preview.error.message} />;
  return (
    <View view={preview.data as LinkViewProps<K>['view']} action={action as LinkViewProps<K>['action']} />
  );
}
