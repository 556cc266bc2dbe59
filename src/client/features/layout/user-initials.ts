interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/** Spec §2: initials of first and last name, else 'U'. */
export function userInitials({ firstName, lastName }: NameParts): string {
  const initials = [firstName, lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || 'U';
}

/** Spec §2: 'Welcome,' then the first name, or 'there' when absent. */
export function greetingName(firstName?: string | null): string {
  return firstName?.trim() || 'there';
}
