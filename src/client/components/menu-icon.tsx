import type { MenuIcon as MenuIconName } from '@shared/access';
import {
  Award,
  CalendarCog,
  ClipboardList,
  Contact,
  IdCard,
  List,
  ListChecks,
  type LucideIcon,
  MapPin,
  Network,
  PartyPopper,
  Search,
  Shield,
  Trophy,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';

const icons: Record<MenuIconName, LucideIcon> = {
  'id-card': IdCard,
  'party-popper': PartyPopper,
  trophy: Trophy,
  users: Users,
  search: Search,
  'map-pin': MapPin,
  contact: Contact,
  award: Award,
  'clipboard-list': ClipboardList,
  shield: Shield,
  wallet: Wallet,
  list: List,
  network: Network,
  'user-cog': UserCog,
  'calendar-cog': CalendarCog,
  'list-checks': ListChecks,
};

/** Decorative icon of a menu entry (the link text names it). */
export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
