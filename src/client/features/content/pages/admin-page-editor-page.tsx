import { PageAccessGate } from '@client/components/page-access-gate';
import { ErrorAlert } from '@client/components/page-error-alert';
import { isNotFound, pageFrame, QueryState } from '@client/components/query-state';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import {
  type ContentPage,
  type ContentPageKey,
  contentPageInfo,
  isContentPageKey,
  savePageSchema,
} from '@shared/schemas/content';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  fetchPage,
  useEditablePage,
  usePageVersions,
  useRestorePageVersion,
  useSavePage,
} from '../api/content-api';
import {
  EditorHistory,
  EditorLinks,
  SaveBar,
  SaveErrorNotice,
  useSaveError,
} from '../components/editor-parts';
import { MarkdownEditor } from '../components/markdown-editor';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';
import { formatDateTime } from '../format';

const pageTextSchema = savePageSchema.pick({ title: true, body: true });
type PageText = { title: string; body: string };

/** /admin/content/pages/:key: edit one club page, with live preview and version history. */
export function AdminPageEditorPage() {
  const { key = '' } = useParams();
  return (
    <PageAccessGate rule={pageAccess[paths.adminContent]}>
      {isContentPageKey(key) ? (
        <PageEditorLoader key={key} pageKey={key} />
      ) : (
        pageFrame(
          <ErrorAlert title="There is no such page">
            <Link to={paths.adminContent} className="text-link underline">
              Back to the list of pages
            </Link>
          </ErrorAlert>,
        )
      )}
    </PageAccessGate>
  );
}

function PageEditorLoader({ pageKey }: { pageKey: ContentPageKey }) {
  const page = useEditablePage(pageKey);
  const isUnwritten = page.isError && isNotFound(page.error);
  usePageTitle(`Edit: ${page.data?.title ?? contentPageInfo[pageKey].title}`);

  // A page nobody has written yet (404) opens the editor empty.
  if (isUnwritten) return <PageEditor pageKey={pageKey} initial={null} />;
  return (
    <QueryState query={page} errorTitle="Could not load the page" frame={pageFrame}>
      {(data) => <PageEditor pageKey={pageKey} initial={data} />}
    </QueryState>
  );
}

function PageEditor({ pageKey, initial }: { pageKey: ContentPageKey; initial: ContentPage | null }) {
  const id = useId();
  const info = contentPageInfo[pageKey];
  const form = useForm<PageText>({
    resolver: zodResolver(pageTextSchema),
    defaultValues: { title: initial?.title ?? info.title, body: initial?.body ?? '' },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  // The version this editor started from; the server refuses the save if someone saved since.
  const [baseVersion, setBaseVersion] = useState(initial?.version ?? 0);
  const [lastSaved, setLastSaved] = useState(initial?.updatedAt ?? null);
  const save = useSavePage(pageKey);
  const restore = useRestorePageVersion(pageKey);
  const versions = usePageVersions(pageKey, baseVersion > 0);
  const { saveError, clearSaveError, save: saveWith } = useSaveError(form, () => void versions.refetch());

  const loadSaved = (page: ContentPage) => {
    form.reset({ title: page.title, body: page.body });
    setBaseVersion(page.version);
    setLastSaved(page.updatedAt);
  };
  // Going on from a saved text (the latest after a refused save, or a restored version).
  const continueFrom = (saved: ContentPage) => {
    loadSaved(saved);
    clearSaveError();
  };

  const submitWith = (version: number) =>
    form.handleSubmit((values) =>
      // The form keeps everything that was typed when the save fails; only the message changes.
      saveWith(async () => {
        const { page } = await save.mutateAsync({ ...values, version });
        loadSaved(page);
        toast({ title: 'Page saved', description: `${page.title} is now at version ${page.version}.` });
      }),
    );

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <EditorLinks
        back={{ to: paths.adminContent, label: 'Site content' }}
        view={{ to: info.path, label: `View the public page (${info.path})` }}
      />

      <form
        onSubmit={submitWith(baseVersion)}
        noValidate
        className="space-y-6"
        aria-labelledby={`${id}-heading`}
      >
        <h2 id={`${id}-heading`} className="sr-only">
          Page text
        </h2>
        <div className="max-w-2xl space-y-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            {...form.register('title')}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
          />
          {errors.title ? (
            <p id={`${id}-title-error`} className="text-destructive-text text-sm">
              {errors.title.message}
            </p>
          ) : null}
        </div>

        <Controller
          control={form.control}
          name="body"
          render={({ field, fieldState }) => (
            <MarkdownEditor
              label="Text"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              textareaRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />

        <SaveErrorNotice
          error={saveError}
          noun="page"
          fetchLatest={() => fetchPage(pageKey)}
          onOverwrite={(latest) => submitWith(latest.version)()}
          onDiscardMine={continueFrom}
        />

        <SaveBar
          isSubmitting={isSubmitting}
          label="Save page"
          status={
            isDirty
              ? 'Unsaved changes.'
              : baseVersion > 0 && lastSaved
                ? `Version ${baseVersion}, saved ${formatDateTime(lastSaved)}.`
                : 'This page has not been written yet.'
          }
        />
      </form>

      {baseVersion > 0 ? (
        <EditorHistory
          noun="page"
          versions={versions}
          version={baseVersion}
          hasUnsavedChanges={isDirty}
          restore={async (entry) => (await restore.mutateAsync(entry.id)).page}
          onRestored={continueFrom}
        />
      ) : null}
    </div>
  );
}
