import { ContactRelayDialog } from '@client/components/contact-relay-form';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { initialsOf } from '@shared/club';
import type { PublicBoardMember } from '@shared/schemas/contacts';
import { useSendContactMessage } from '../api/contacts-api';

export function BoardMemberCard({ member }: { member: PublicBoardMember }) {
  const send = useSendContactMessage(member.id);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-center gap-4 pb-4">
        <Avatar size="lg" className="size-20 text-2xl">
          {member.photoUrl && <AvatarImage src={member.photoUrl} alt="" />}
          <AvatarFallback aria-hidden="true">{initialsOf(member.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="font-medium text-muted-foreground text-sm uppercase tracking-wide">
            {member.position}
          </p>
          <h2 className="font-semibold text-lg leading-tight">{member.name}</h2>
        </div>
      </CardHeader>
      <CardContent className="mt-auto">
        <ContactRelayDialog
          triggerLabel={`Write to ${member.name}`}
          title={`Write to ${member.name}`}
          description={`${member.position}. Your message is sent by e-mail; ${member.name} replies to you directly.`}
          recipientName={member.name}
          send={send}
          triggerClassName="w-full sm:w-auto"
        />
      </CardContent>
    </Card>
  );
}
