import type { ClubIdentity } from './club-identity';
import { z } from './zod';

// The zod-free part is in club-identity.ts (the client entry chunk imports it directly).
export { type ClubIdentity, copyrightLine, defaultClubIdentity, initialsOf } from './club-identity';

/** Club identity: one config, neutral defaults (the real details are set by the club). */
export const clubIdentitySchema = z.object({
  name: z.string().min(1).max(120),
  shortName: z.string().min(1).max(20),
  foundedYear: z.number().int().min(1800).max(3000),
  email: z.email(),
  phone: z.string().min(3).max(40),
  address: z.string().min(3).max(200),
  location: z.string().min(1).max(120),
  timeZone: z.string().min(1).max(60),
  facebookUrl: z.url(),
  instagramUrl: z.url(),
}) satisfies z.ZodType<ClubIdentity>;
