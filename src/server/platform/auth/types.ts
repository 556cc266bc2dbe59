export interface AuthUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  timeZone: string;
}

export interface RequestAuth {
  user: AuthUser | null;
  /** The anonymous visitor bound to this browser's cookie, if one was issued. */
  anonymousId: string | null;
}
