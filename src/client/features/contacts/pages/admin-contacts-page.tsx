import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ActionsHeader, ListActionsCell, RowAction } from '@client/components/admin-list/list-table';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { useDeleteConfirm } from '@client/components/admin-list/use-delete-confirm';
import { useKeepPageInRange, useListParams } from '@client/components/admin-list/use-list-params';
import { PagedListTable } from '@client/components/page-list-table';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { errorMessage } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import { initialsOf } from '@shared/club';
import { paths } from '@shared/paths';
import {
  type BoardMember,
  boardMemberSortKeys,
  createBoardMemberSchema,
  updateBoardMemberSchema,
} from '@shared/schemas/contacts';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  boardCsvUrl,
  fetchAllBoardIdsInOrder,
  useAdminBoard,
  useCreateBoardMember,
  useDeleteBoardMember,
  useReorderBoard,
  useUpdateBoardMember,
  useUploadBoardMemberPhoto,
} from '../api/contacts-api';
import { BoardMemberForm, emptyBoardMember } from '../components/board-member-form';

type Editing = { mode: 'new' } | { mode: 'edit'; member: BoardMember } | null;

export function AdminContactsPage() {
  const list = useListParams(boardMemberSortKeys, 'sortOrder');
  const query = { q: list.q, sort: list.sort, dir: list.dir, page: list.page };
  const board = useAdminBoard(query);
  const create = useCreateBoardMember();
  const update = useUpdateBoardMember();
  const remove = useDeleteBoardMember();
  const reorder = useReorderBoard();
  const uploadPhoto = useUploadBoardMemberPhoto();
  const [editing, setEditing] = useState<Editing>(null);
  const del = useDeleteConfirm<BoardMember>(remove, (member) => ({
    title: 'Board member removed',
    description: `${member.name} is no longer listed.`,
  }));

  // Moving rows only makes sense in display order over the whole list.
  const canReorder = list.sort === 'sortOrder' && list.dir === 'asc' && !list.q;

  useKeepPageInRange(board.data, list.page, list.setPage);

  const move = async (member: BoardMember, offset: -1 | 1) => {
    try {
      const ids = await fetchAllBoardIdsInOrder();
      const from = ids.indexOf(member.id);
      const to = from + offset;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      await reorder.mutateAsync(ids);
      toast({ title: 'Order saved', description: `${member.name} moved ${offset < 0 ? 'up' : 'down'}.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Order not saved',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  const header = sortableHeaderOf(list);

  const total = board.data?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-8 sm:px-6">
      <p className="max-w-3xl text-muted-foreground text-sm">
        The board as shown on the{' '}
        <Link to={paths.contacts} className="text-link underline underline-offset-4">
          Contacts page
        </Link>
        . E-mail addresses stay private: visitors write through the contact form and the message is forwarded.
      </p>
      <ListToolbar list={list} searchLabel="Search board members" placeholder="Name, position or e-mail">
        <CsvExportLink href={boardCsvUrl(query)} />
        <Button onClick={() => setEditing({ mode: 'new' })}>
          <Plus aria-hidden="true" />
          Add board member
        </Button>
      </ListToolbar>

      <PagedListTable
        query={board}
        list={list}
        errorTitle="Could not load the board"
        noMatches={`No board members match “${list.q}”.`}
        empty={
          <>
            <p className="mb-3">No board members are listed yet.</p>
            <Button onClick={() => setEditing({ mode: 'new' })}>
              <Plus aria-hidden="true" />
              Add the first board member
            </Button>
          </>
        }
        caption="Board members"
        head={
          <>
            {header('sortOrder', 'Order', 'hidden sm:table-cell')}
            {header('name', 'Name')}
            {header('position', 'Position', 'hidden md:table-cell')}
            {header('email', 'E-mail', 'hidden lg:table-cell')}
            {header('isActive', 'Shown', 'hidden md:table-cell')}
            <ActionsHeader />
          </>
        }
        noun="board members"
        above={() =>
          !canReorder && (
            <p className="text-muted-foreground text-sm">
              To change the order, sort by “Order” (ascending) with an empty search.
            </p>
          )
        }
      >
        {(data) =>
          data.items.map((member, index) => {
            const position = (data.page - 1) * data.pageSize + index;
            return (
              <tr key={member.id} className="border-t align-middle">
                <td data-label="Order" className="hidden px-3 py-2 sm:table-cell">
                  {member.sortOrder}
                </td>
                <td className="px-3 py-2">
                  <div className="flex items-center gap-2">
                    <Avatar size="sm" aria-hidden="true">
                      {member.photoUrl && <AvatarImage src={member.photoUrl} alt="" />}
                      <AvatarFallback>{initialsOf(member.name)}</AvatarFallback>
                    </Avatar>
                    <div className="min-w-0">
                      <div className="font-medium">{member.name}</div>
                      <div className="text-muted-foreground text-xs md:hidden">{member.position}</div>
                    </div>
                  </div>
                </td>
                <td data-label="Position" className="hidden px-3 py-2 md:table-cell">
                  {member.position}
                </td>
                <td data-label="E-mail" className="hidden break-all px-3 py-2 lg:table-cell">
                  {member.email}
                </td>
                <td data-label="Shown" className="hidden px-3 py-2 md:table-cell">
                  {member.isActive ? 'Yes' : 'Hidden'}
                </td>
                <ListActionsCell>
                  {canReorder && (
                    <>
                      <RowAction
                        label={`Move ${member.name} up`}
                        icon={ArrowUp}
                        disabled={position === 0 || reorder.isPending}
                        onClick={() => move(member, -1)}
                      />
                      <RowAction
                        label={`Move ${member.name} down`}
                        icon={ArrowDown}
                        disabled={position === total - 1 || reorder.isPending}
                        onClick={() => move(member, 1)}
                      />
                    </>
                  )}
                  <RowAction
                    label={`Edit ${member.name}`}
                    icon={Pencil}
                    onClick={() => {
                      update.reset();
                      setEditing({ mode: 'edit', member });
                    }}
                  />
                  <RowAction label={`Remove ${member.name}`} icon={Trash2} onClick={() => del.ask(member)} />
                </ListActionsCell>
              </tr>
            );
          })
        }
      </PagedListTable>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {editing?.mode === 'edit' ? `Edit ${editing.member.name}` : 'Add a board member'}
            </DialogTitle>
            <DialogDescription>
              {editing?.mode === 'edit'
                ? 'Changes show on the Contacts page straight away.'
                : 'New members are added at the end of the list.'}
            </DialogDescription>
          </DialogHeader>
          {editing && (
            <BoardMemberForm
              key={editing.mode === 'edit' ? editing.member.id : 'new'}
              schema={editing.mode === 'edit' ? updateBoardMemberSchema : createBoardMemberSchema}
              initial={
                editing.mode === 'edit'
                  ? {
                      position: editing.member.position,
                      name: editing.member.name,
                      email: editing.member.email,
                      photoUrl: editing.member.photoUrl ?? '',
                      isActive: editing.member.isActive,
                    }
                  : emptyBoardMember
              }
              submitLabel={editing.mode === 'edit' ? 'Save changes' : 'Add board member'}
              onCancel={() => setEditing(null)}
              onSubmit={async (values, photo) => {
                const { member } =
                  editing.mode === 'edit'
                    ? await update.mutateAsync({ id: editing.member.id, input: values })
                    : await create.mutateAsync(values);
                if (photo) {
                  try {
                    await uploadPhoto.mutateAsync({ id: member.id, file: photo });
                  } catch (error) {
                    // The details are saved already; only the photo needs another try.
                    const reason = errorMessage(error, 'Please try again.');
                    setEditing(null);
                    toast({
                      variant: 'destructive',
                      title: 'Photo not uploaded',
                      description: `${member.name} was saved, but the photo was not: ${reason} Edit them to try again.`,
                    });
                    return;
                  }
                }
                setEditing(null);
                toast({
                  title: editing.mode === 'edit' ? 'Changes saved' : 'Board member added',
                  description: `${member.name} is ${editing.mode === 'edit' ? 'up to date' : 'now listed'}.`,
                });
              }}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        {...del.dialog}
        title={`Remove ${del.target?.name ?? 'this board member'}?`}
        description="They disappear from the Contacts page and can no longer receive messages through it. To hide someone for a while instead, edit them and untick “Show on the Contacts page”."
        confirmLabel="Remove"
      />
    </div>
  );
}
