import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { displayNameOf, useAuth, usernameOf } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { useNavigate } from '@client/lib/router/router';
import { initialsOf } from '@shared/club-identity';
import { paths } from '@shared/paths';
import { KeyRound, LogOut, UserRound } from 'lucide-react';

/** §2: avatar menu headed "My Account": Profile, Change Password, Sign Out. */
export function UserMenu() {
  const auth = useAuth();
  const navigate = useNavigate();
  const name = displayNameOf(auth);
  const username = usernameOf(auth);
  const avatarUrl = auth.profile?.avatarUrl || auth.user?.image || undefined;

  async function signOut() {
    await auth.signOut();
    navigate(paths.login);
  }

  return (
    // Non-modal: the rest of the page stays in the accessibility tree while the menu is open.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ball focus-visible:ring-offset-2 focus-visible:ring-offset-brand">
        {/* Named by hidden text, not aria-label: a label that omits the visible initials fails
            axe's label-content-name-mismatch. */}
        <span className="sr-only">My Account</span>
        <Avatar size="sm" className="size-9" aria-hidden="true">
          {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
          <AvatarFallback>{initialsOf(name)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          My Account
          {name || auth.user?.email ? (
            <span className="block truncate font-normal text-muted-foreground text-xs">
              {name ?? auth.user?.email}
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={username ? paths.user(username) : paths.profileEdit}>
            <UserRound aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.setPassword}>
            <KeyRound aria-hidden="true" />
            Change Password
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
