import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { initialsOf } from '@shared/club';
import type { PublicBoardMember } from '@shared/schemas/contacts';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ContactForm } from './contact-form';

export function BoardMemberCard({ member }: { member: PublicBoardMember }) {
  const [isOpen, setIsOpen] = useState(false);
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
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="w-full sm:w-auto">
              <Mail aria-hidden="true" />
              Write to {member.name}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Write to {member.name}</DialogTitle>
              <DialogDescription>
                {member.position}. Your message is sent by e-mail; {member.name} replies to you directly.
              </DialogDescription>
            </DialogHeader>
            <ContactForm member={member} onDone={() => setIsOpen(false)} />
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
