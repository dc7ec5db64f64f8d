import { PageAccessGate } from '@client/components/page-access-gate';
import { QueryState } from '@client/components/query-state';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useNavigate, useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { pageAccess } from '@shared/access';
import { paths } from '@shared/paths';
import {
  type AdminNewsPost,
  type CreateNewsPostInput,
  createNewsPostSchema,
  newsStatusLabels,
} from '@shared/schemas/content';
import { slugify } from '@shared/slug';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  fetchAdminNewsPost,
  useAdminNewsPost,
  useCreateNewsPost,
  useNewsVersions,
  useRestoreNewsVersion,
  useUpdateNewsPost,
} from '../api/content-api';
import {
  EditorHistory,
  EditorLinks,
  SaveBar,
  SaveErrorNotice,
  useSaveError,
} from '../components/editor-parts';
import { MarkdownEditor } from '../components/markdown-editor';
import { NewsPublishPanel } from '../components/news-publish-panel';
import { UnsavedChangesGuard } from '../components/unsaved-changes-guard';

const emptyPost: CreateNewsPostInput = { title: '', slug: '', summary: '', body: '' };

/** /admin/content/news/new */
export function AdminNewsNewPage() {
  usePageTitle('New News Post');
  return (
    <PageAccessGate rule={pageAccess[paths.adminContent]}>
      <NewsEditor post={null} />
    </PageAccessGate>
  );
}

/** /admin/content/news/:id */
export function AdminNewsEditPage() {
  const { id = '' } = useParams();
  return (
    <PageAccessGate rule={pageAccess[paths.adminContent]}>
      <NewsEditLoader key={id} id={id} />
    </PageAccessGate>
  );
}

function NewsEditLoader({ id }: { id: string }) {
  const post = useAdminNewsPost(id);
  usePageTitle(post.data ? `Edit: ${post.data.title}` : 'Edit News Post');
  return (
    <QueryState
      query={post}
      errorTitle="Could not load the post"
      notFound={{ title: 'This post does not exist', message: 'It may have been deleted.' }}
      errorExtra={
        <Link to={`${paths.adminContent}?tab=news`} className="mt-2 inline-block text-link underline">
          Back to the news list
        </Link>
      }
      frame={(state) => <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">{state}</div>}
    >
      {(data) => <NewsEditor post={data} />}
    </QueryState>
  );
}

function NewsEditor({ post }: { post: AdminNewsPost | null }) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<CreateNewsPostInput>({
    resolver: zodResolver(createNewsPostSchema),
    defaultValues: post
      ? { title: post.title, slug: post.slug, summary: post.summary, body: post.body }
      : emptyPost,
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [current, setCurrent] = useState<AdminNewsPost | null>(post);
  const create = useCreateNewsPost();
  const update = useUpdateNewsPost(current?.id ?? '');
  const restore = useRestoreNewsVersion(current?.id ?? '');
  const versions = useNewsVersions(current?.id ?? '', !!current);
  // A stale save means the history has a newer version than this editor knew of.
  const { saveError, clearSaveError, save } = useSaveError(form, () => {
    if (current) void versions.refetch();
  });
  const title = form.watch('title');
  const slug = form.watch('slug');
  const summary = form.watch('summary');

  const loadSaved = (saved: AdminNewsPost) => {
    form.reset({ title: saved.title, slug: saved.slug, summary: saved.summary, body: saved.body });
    setCurrent(saved);
  };
  // Going on from a saved text (the latest after a refused save, or a restored version).
  const continueFrom = (saved: AdminNewsPost) => {
    loadSaved(saved);
    clearSaveError();
  };

  const submitWith = (version: number | null) =>
    form.handleSubmit((values) =>
      // Whatever was typed stays in the form when the save fails.
      save(async () => {
        if (!current) {
          const { post: created } = await create.mutateAsync(values);
          form.reset(values);
          toast({ title: 'Draft saved', description: 'Publish it when it is ready.' });
          navigate(paths.adminNewsPost(created.id), { replace: true });
          return;
        }
        const { post: saved } = await update.mutateAsync({ ...values, version: version ?? current.version });
        loadSaved(saved);
        toast({ title: 'Post saved', description: `${saved.title} is now at version ${saved.version}.` });
      }),
    );

  const field = (name: 'title' | 'summary' | 'slug') => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' '),
  });
  const errorText = (name: 'title' | 'summary' | 'slug') =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive-text text-sm">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <EditorLinks
        back={{ to: `${paths.adminContent}?tab=news`, label: 'All news posts' }}
        view={
          current?.status === 'published'
            ? { to: paths.newsPost(current.slug), label: 'View the published post' }
            : null
        }
      />

      {current ? (
        <NewsPublishPanel post={current} hasUnsavedChanges={isDirty} onChanged={setCurrent} />
      ) : null}

      <form onSubmit={submitWith(null)} noValidate className="space-y-6" aria-label="News post">
        <div className="grid max-w-3xl gap-6">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title`}>Title</Label>
            <Input {...field('title')} {...form.register('title')} />
            <p id={`${id}-title-hint`} className="sr-only">
              The headline of the post.
            </p>
            {errorText('title')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-slug`}>Web address (optional)</Label>
            <Input
              {...field('slug')}
              {...form.register('slug')}
              placeholder={slugify(title, 100) || 'made-from-the-title'}
              autoCapitalize="none"
              spellCheck={false}
            />
            <p id={`${id}-slug-hint`} className="text-muted-foreground text-xs">
              The post will be at /news/{slug || slugify(title, 100) || '…'}. Leave empty to make it from the
              title.
              {current?.status === 'published' ? ' Changing it breaks links people have already shared.' : ''}
            </p>
            {errorText('slug')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-summary`}>Summary</Label>
            <Textarea {...field('summary')} {...form.register('summary')} rows={3} maxLength={300} />
            <p id={`${id}-summary-hint`} className="text-muted-foreground text-xs">
              One or two sentences shown in the news list and on the home page ({summary.length}/300).
            </p>
            {errorText('summary')}
          </div>
        </div>

        <Controller
          control={form.control}
          name="body"
          render={({ field: body, fieldState }) => (
            <MarkdownEditor
              label="Text"
              name={body.name}
              value={body.value}
              onChange={body.onChange}
              onBlur={body.onBlur}
              textareaRef={body.ref}
              error={fieldState.error?.message}
              rows={18}
            />
          )}
        />

        <SaveErrorNotice
          error={saveError}
          noun="post"
          fetchLatest={current ? () => fetchAdminNewsPost(current.id) : null}
          onOverwrite={(latest) => submitWith(latest.version)()}
          onDiscardMine={continueFrom}
        />

        <SaveBar
          isSubmitting={isSubmitting}
          label={current ? 'Save post' : 'Save draft'}
          status={
            isDirty
              ? 'Unsaved changes.'
              : current
                ? `${newsStatusLabels[current.status]} · version ${current.version}`
                : 'New posts are saved as drafts.'
          }
        />
      </form>

      {current ? (
        <EditorHistory
          noun="post"
          versions={versions}
          version={current.version}
          hasUnsavedChanges={isDirty}
          restore={async (entry) => (await restore.mutateAsync(entry.id)).post}
          onRestored={continueFrom}
        />
      ) : null}
    </div>
  );
}
